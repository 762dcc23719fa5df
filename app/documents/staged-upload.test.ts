/**
 * Staged uploads (SPEC §2 "Upload"): the file sent ahead of the decision form is given back only to
 * the user who sent it, only within its lifetime, and old ones do not pile up.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertFixtures, insertUser, pdf, type TestUser } from "#app/decisions/testing/fixtures";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { TEXT } from "#app/messages";
import { readAttachment } from "./attachment-check.server";
import {
  postedOrStaged,
  STAGED_UPLOAD_LIFETIME_MS,
  stageAttachment,
  stageDecisionDocument,
  stagedFile,
  stageUpload,
} from "./staged-upload.server";

let t: TestDatabase;
let owner: TestUser;
let other: TestUser;
beforeAll(() => {
  t = createTestDatabase();
  insertFixtures(t.db);
  owner = insertUser(t.db, ["ROLE_ORG_SUBMITTER"]);
  other = insertUser(t.db, ["ROLE_ORG_SUBMITTER"]);
});
afterAll(() => t.cleanup());

const NOW = Date.UTC(2026, 10, 27, 9);
const count = () => (t.db.$client.prepare("SELECT count(*) AS n FROM staged_uploads").get() as { n: number }).n;

describe("a staged decision document", () => {
  it("is given back whole to its uploader, by the token it was handed", () => {
    const file = { ...pdf("staged"), name: "Απόφαση δημάρχου.pdf" };
    const staged = stageUpload(t.db, { userId: owner.id, file, now: NOW });
    expect(staged).toMatchObject({ filename: "Απόφαση δημάρχου.pdf", size: file.bytes.byteLength });
    const back = stagedFile(t.db, { token: staged.token, userId: owner.id, now: NOW + 1000 });
    expect(back?.name).toBe("Απόφαση δημάρχου.pdf");
    expect(Buffer.from(back!.bytes).equals(Buffer.from(file.bytes))).toBe(true);
    // Only the token's hash is stored.
    const stored = t.db.$client.prepare("SELECT token_hash FROM staged_uploads").all() as { token_hash: string }[];
    expect(stored.map((r) => r.token_hash)).not.toContain(staged.token);
  });

  it("is not given to another user, for a wrong token, or after its lifetime", () => {
    const staged = stageUpload(t.db, { userId: owner.id, file: pdf("x"), now: NOW });
    expect(stagedFile(t.db, { token: staged.token, userId: other.id, now: NOW })).toBeNull();
    expect(stagedFile(t.db, { token: `${staged.token}x`, userId: owner.id, now: NOW })).toBeNull();
    expect(
      stagedFile(t.db, { token: staged.token, userId: owner.id, now: NOW + STAGED_UPLOAD_LIFETIME_MS }),
    ).toBeNull();
  });

  it("purges files older than its lifetime when another is staged", () => {
    const before = count();
    expect(before).toBeGreaterThan(0);
    stageUpload(t.db, { userId: other.id, file: pdf("later"), now: NOW + STAGED_UPLOAD_LIFETIME_MS + 1 });
    expect(count()).toBe(1);
  });
});

describe("a decision document sent ahead of the form (POST /decision/upload)", () => {
  const LATER = NOW + 10 * STAGED_UPLOAD_LIFETIME_MS;
  const posted = (bytes: Uint8Array, name = "apofasi.pdf") =>
    new File([new Uint8Array(bytes)], name, { type: "application/pdf" });

  it("gets the decision form's checks: a file that only starts like a PDF is refused and not kept", async () => {
    const before = count();
    const refused = await stageDecisionDocument(t.db, {
      userId: owner.id,
      value: posted(new TextEncoder().encode("%PDF-1.7 not a document")),
      now: LATER,
    });
    expect(refused).toEqual({ ok: false, message: TEXT.fileNotPdf });
    expect(count()).toBe(before);
  });

  it("stages a readable PDF for its uploader", async () => {
    const staged = await stageDecisionDocument(t.db, {
      userId: owner.id,
      value: posted(pdf("ahead").bytes),
      now: LATER,
    });
    expect(staged.ok).toBe(true);
    if (!staged.ok) return;
    expect(stagedFile(t.db, { token: staged.value.token, userId: owner.id, now: LATER })?.name).toBe("apofasi.pdf");
  });
});

describe("an attachment sent ahead of the attachments form (POST /decision/upload, kind=attachment)", () => {
  const LATER = NOW + 20 * STAGED_UPLOAD_LIFETIME_MS;
  const csv = new TextEncoder().encode("ΑΦΜ;Επωνυμία\n090000045;Δήμος Αθηναίων\n");
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

  it("stages a file of an accepted type, kept with the type it is served with", async () => {
    const value = new File([csv], "Δικαιούχοι.csv", { type: "text/csv" });
    const staged = await stageAttachment(t.db, { userId: owner.id, value, maxBytes: 1024, now: LATER });
    expect(staged.ok).toBe(true);
    if (!staged.ok) return;
    const back = stagedFile(t.db, { token: staged.value.token, userId: owner.id, now: LATER });
    expect(back?.name).toBe("Δικαιούχοι.csv");
    expect(back?.type).toBe("text/csv; charset=utf-8");
    expect(Buffer.from(back!.bytes).equals(Buffer.from(csv))).toBe(true);
  });

  it("refuses a file whose content is not its name's type, and one over the size limit; neither is kept", async () => {
    const before = count();
    const mislabelled = new File([png], "Πίνακας.xlsx", { type: "application/octet-stream" });
    expect(await stageAttachment(t.db, { userId: owner.id, value: mislabelled, maxBytes: 1024, now: LATER })).toEqual({
      ok: false,
      message: TEXT.attachmentContentMismatch("Πίνακας.xlsx", "XLSX"),
    });
    const big = new File([csv], "Δικαιούχοι.csv", { type: "text/csv" });
    const oversized = await stageAttachment(t.db, { userId: owner.id, value: big, maxBytes: 10, now: LATER });
    expect(oversized.ok).toBe(false);
    expect(count()).toBe(before);
  });

  it("is the attachments form's file only for its uploader; another user's token leaves the file missing", async () => {
    const value = new File([csv], "Δικαιούχοι.csv", { type: "text/csv" });
    const staged = await stageAttachment(t.db, { userId: owner.id, value, maxBytes: 1024, now: LATER });
    if (!staged.ok) throw new Error(staged.message);
    const form = (token: string) => {
      const f = new FormData();
      f.set("attachment", new File([], "", { type: "application/octet-stream" }));
      f.set("attachmentToken", token);
      return f;
    };
    const fields = { fileField: "attachment", tokenField: "attachmentToken", now: LATER };
    const mine = postedOrStaged(t.db, form(staged.value.token), { ...fields, userId: owner.id });
    const checked = await readAttachment(mine, 1024);
    expect(checked.ok && checked.value.name).toBe("Δικαιούχοι.csv");
    const theirs = postedOrStaged(t.db, form(staged.value.token), { ...fields, userId: other.id });
    expect(await readAttachment(theirs, 1024)).toEqual({ ok: false, message: TEXT.attachmentMissing });
  });
});
