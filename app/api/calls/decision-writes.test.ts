/**
 * The JSON API's decision writes (issues 9 and 15, docs/decisions/105) on a seeded SQLite file,
 * as the demo users with HTTP Basic, through the dispatcher the /luminapi/api route uses: a new
 * decision saved (and published), a submitted one edited in place, a published one edited and
 * corrected (new versions under the same ADA), a revoked one edited by the admin. Each success
 * writes its audit row and answers the version as GET /decisions/v/{versionId}/full does
 * (validated against the OpenAPI document); each refusal (400 naming the field, 403, 404, 409 for
 * the status, a stale `expected` or unconfirmed warnings) leaves decisions, versions and the audit
 * trail as they were.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { FORM_TEXT, MSG, OPENDATA_WRITE_TEXT, TEXT } from "#app/messages";
import { callApi, type ApiAnswer } from "#tests/support/api-client";
import { commitmentFields } from "#tests/support/commitment-fields";
import { useDemoDatabase } from "#tests/support/demo-db";
import { FOREIGN_ORG_UID } from "#tests/support/route-table";
import { tinyPdf } from "#tests/support/tiny-pdf";
import { openApiDocument } from "../openapi.server";
import { API_CALLS } from "../registry.server";

const t = useDemoDatabase({ decisions: { count: 60, seed: 7, now: Date.parse("2026-03-15T10:30:00Z") } });
const ORG = "6013";
const value = (sql: string) => t.db.$client.prepare(sql).pluck().get() as string;
const count = (table: string) => t.db.$client.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
const audits = (action: string) =>
  t.db.$client.prepare("SELECT count(*) FROM audit_log WHERE action = ?").pluck().get(action) as number;
/** What a refused call must leave as it was. */
const written = () => ({
  decisions: count("decisions"),
  versions: count("decision_versions"),
  audit: count("audit_log"),
  attachments: count("attachments"),
  rows: JSON.stringify(t.db.$client.prepare("SELECT id, status, latest_version_id, updated_at FROM decisions").all()),
});
const pdfFile = (text: string) => ({
  filename: "apofasi.pdf",
  mimeType: "application/pdf",
  contentBase64: Buffer.from(tinyPdf(text)).toString("base64"),
});
const messages = (answer: ApiAnswer) => (answer.body.errors as { errorMessage: string }[]).map((e) => e.errorMessage);

let fields: Record<string, unknown>;
beforeAll(() => {
  fields = { ...commitmentFields(t.db, ORG), subject: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ μέσω του JSON API", protocolNumber: "API/1" };
});

/** The 200 answer's schema as the OpenAPI document states it (so a drifted document fails here). */
function documented(method: string, path: string) {
  const doc = openApiDocument(API_CALLS);
  const op = (
    doc.paths[path] as Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>
  )[method.toLowerCase()];
  const text = JSON.stringify({
    ...(op.responses["200"].content["application/json"].schema as object),
    $defs: doc.components.schemas,
  });
  return z.fromJSONSchema(JSON.parse(text.replaceAll('"#/components/schemas/', '"#/$defs/')) as never);
}

function expectDocumented(answer: ApiAnswer, method: string, path: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const check = documented(method, path).safeParse(answer.body);
  expect(check.success, JSON.stringify(check.error?.issues.slice(0, 3))).toBe(true);
}

type View = {
  ada: string | null;
  versionId: string;
  status: string;
  subject: string;
  correctedVersionId: string | null;
};
const view = (answer: ApiAnswer) => answer.body as unknown as View;
const post = (who: string, path: string, body: unknown) => callApi("POST", path, { who, body });

describe("POST /decisions", () => {
  it("saves a submitted decision without ADA, with its audit row, answered as the version's full view", async () => {
    const before = written();
    const saved = await post("submitter", "/decisions", { ...fields, decisionFile: pdfFile("νέα πράξη") });
    expectDocumented(saved, "POST", "/decisions");
    expect(view(saved)).toMatchObject({ ada: null, status: "SUBMITTED", subject: fields.subject });
    expect(count("decisions")).toBe(before.decisions + 1);
    expect(count("decision_versions")).toBe(before.versions + 1);
    expect(audits("decision.submit")).toBeGreaterThan(0);
    expect(count("audit_log")).toBe(before.audit + 1);
  });

  it("stores the attachments sent with a new decision, each through the attachment rule", async () => {
    const before = written();
    const annex = { ...pdfFile("παράρτημα"), filename: "parartima.pdf", description: "Παράρτημα Α" };
    const bad = await post("submitter", "/decisions", {
      ...fields,
      protocolNumber: "API/3",
      decisionFile: pdfFile("με συνημμένο"),
      attachments: { attach: [{ ...annex, filename: "parartima.exe" }] },
    });
    expect(bad.status).toBe(400);
    expect(messages(bad)[0]).toMatch(/^attachments\.attach\[0\]: /);
    expect(written()).toEqual(before);
    const saved = await post("submitter", "/decisions", {
      ...fields,
      protocolNumber: "API/3",
      decisionFile: pdfFile("με συνημμένο"),
      attachments: { attach: [annex] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.attachments).toEqual([
      expect.objectContaining({
        description: "Παράρτημα Α",
        document: expect.objectContaining({ filename: "parartima.pdf" }),
      }),
    ]);
    expect(count("attachments")).toBe(before.attachments + 1);
  });

  it("publishes at once when asked by a publisher (an ADA), and refuses it to a submitter with 403, writing nothing", async () => {
    const body = { ...fields, protocolNumber: "API/2", decisionFile: pdfFile("αναρτημένη"), publish: true };
    const before = written();
    const refused = await post("submitter", "/decisions", body);
    expect(refused.status).toBe(403);
    expect(messages(refused)).toEqual([OPENDATA_WRITE_TEXT.publishForbidden]);
    expect(written()).toEqual(before);
    const published = await post("publisher", "/decisions", body);
    expectDocumented(published, "POST", "/decisions");
    expect(view(published).status).toBe("PUBLISHED");
    expect(view(published).ada).toMatch(/^[Α-Ω0-9]{4,}-[Α-Ω0-9]{3}$/u);
  });

  it("answers a repeated protocol number with 409 and the warning, and saves once the caller confirms it", async () => {
    const body = { ...fields, protocolNumber: "API/2", decisionFile: pdfFile("διπλός αριθμός") };
    const before = written();
    const warned = await post("submitter", "/decisions", body);
    expect(warned.status).toBe(409);
    expect(warned.body).toMatchObject({
      errors: [],
      warnings: [{ errorCode: "DUPLICATE_PROTOCOL_NUMBER", canBeIgnored: true }],
    });
    expect(written()).toEqual(before);
    const confirmed = await post("submitter", "/decisions", { ...body, confirmWarnings: true });
    expect(confirmed.status).toBe(200);
    expect(count("decisions")).toBe(before.decisions + 1);
  });

  it("refuses bad input with 400 naming each field in the form's Greek, writing nothing", async () => {
    const before = written();
    const unknown = await post("submitter", "/decisions", {
      ...fields,
      extraFieldValues: { ...(fields.extraFieldValues as object), noSuchField: "x" },
      decisionFile: pdfFile("x"),
    });
    expect(unknown.status).toBe(400);
    expect(messages(unknown)).toEqual([
      `extraFieldValues.noSuchField: ${FORM_TEXT.unknownField("extraFieldValues.noSuchField")}`,
    ]);
    const missing = await post("submitter", "/decisions", { ...fields, subject: "" });
    expect(missing.status).toBe(400);
    expect(messages(missing)).toEqual(
      expect.arrayContaining([`subject: ${MSG.required}`, `decisionFile: ${TEXT.fileMissing}`]),
    );
    const notPdf = await post("submitter", "/decisions", {
      ...fields,
      decisionFile: { filename: "x.pdf", contentBase64: Buffer.from("hello").toString("base64") },
    });
    expect(messages(notPdf)).toEqual([`decisionFile: ${TEXT.fileNotPdf}`]);
    const stray = await post("submitter", "/decisions", { ...fields, decisionFile: pdfFile("x"), colour: "red" });
    expect(stray.status).toBe(400);
    expect(messages(stray)[0]).toMatch(/colour/);
    expect(written()).toEqual(before);
  });

  it("refuses a user without the right, and another organisation, with 403", async () => {
    const before = written();
    const body = { ...fields, decisionFile: pdfFile("x") };
    expect((await post("usermanager", "/decisions", body)).status).toBe(403);
    const foreign = await post("submitter", "/decisions", { ...body, organizationId: FOREIGN_ORG_UID });
    expect(foreign.status).toBe(403);
    expect(messages(foreign)).toEqual([TEXT.invalidOrganization]);
    expect((await callApi("POST", "/decisions", { body })).status).toBe(401);
    expect(written()).toEqual(before);
  });
});

describe("POST /decisions/v/{versionId}", () => {
  let submitted: { versionId: string; updatedAt: number };
  beforeAll(() => {
    submitted = t.db.$client
      .prepare(
        `SELECT latest_version_id AS versionId, updated_at AS updatedAt FROM decisions
          WHERE org_uid = '${ORG}' AND status = 'SUBMITTED' ORDER BY id LIMIT 1`,
      )
      .get() as typeof submitted;
  });

  it("edits a submitted decision in place (same version, no ADA), with its audit row; a stale `expected` is 409", async () => {
    const path = `/decisions/v/${submitted.versionId}`;
    const before = written();
    const stale = await post("submitter", path, {
      subject: "Παλιά σελίδα",
      expected: { updatedAt: submitted.updatedAt - 1 },
    });
    expect(stale.status).toBe(409);
    expect(messages(stale)).toEqual([TEXT.decisionConflict]);
    expect(written()).toEqual(before);

    const edited = await post("submitter", path, {
      subject: "Νέο θέμα από το JSON API",
      expected: { updatedAt: submitted.updatedAt },
    });
    expectDocumented(edited, "POST", "/decisions/v/{versionId}");
    expect(view(edited)).toMatchObject({ versionId: submitted.versionId, ada: null, status: "SUBMITTED" });
    expect(view(edited).subject).toBe("Νέο θέμα από το JSON API");
    expect(count("decision_versions")).toBe(before.versions);
    expect(count("audit_log")).toBe(before.audit + 1);
    expect(audits("decision.editSubmitted")).toBe(1);
    const documentOf = () =>
      t.db.$client
        .prepare("SELECT document_id FROM decision_versions WHERE version_id = ?")
        .pluck()
        .get(submitted.versionId);
    const document = documentOf();
    const replaced = await post("submitter", path, { decisionFile: pdfFile("νέο έγγραφο") });
    expect(replaced.status).toBe(200);
    expect(documentOf()).not.toBe(document);
    expect(count("decision_versions")).toBe(before.versions);
    // The same `expected` again: the edit moved updatedAt, so it is stale now.
    const again = await post("submitter", path, { subject: "x", expected: { updatedAt: submitted.updatedAt } });
    expect(again.status).toBe(409);
  });

  it("refuses a published version (409), an unknown one (404), a forbidden user (403), a bad field (400)", async () => {
    const published = value(
      `SELECT latest_version_id FROM decisions WHERE org_uid = '${ORG}' AND status = 'PUBLISHED' LIMIT 1`,
    );
    const before = written();
    const wrong = await post("submitter", `/decisions/v/${published}`, { subject: "x" });
    expect(wrong.status).toBe(409);
    expect(messages(wrong)).toEqual([TEXT.actionNotAllowed]);
    expect(
      (await post("submitter", "/decisions/v/00000000-0000-4000-8000-000000000000", { subject: "x" })).status,
    ).toBe(404);
    expect((await post("orgadmin", `/decisions/v/${submitted.versionId}`, { subject: "x" })).status).toBe(403);
    const bad = await post("submitter", `/decisions/v/${submitted.versionId}`, { issueDate: "2026-13-45" });
    expect(bad.status).toBe(400);
    expect(messages(bad)[0]).toMatch(/^issueDate: /);
    expect(written()).toEqual(before);
  });
});

describe("POST /decisions/{ada}", () => {
  let ada: string;
  beforeAll(() => {
    // A seeded decision (its protocol number is its own), not the revoked test's (the first).
    ada = value(
      `SELECT ada FROM decisions WHERE org_uid = '${ORG}' AND status = 'PUBLISHED' ORDER BY id LIMIT 1 OFFSET 1`,
    );
  });
  const latest = () => value(`SELECT latest_version_id FROM decisions WHERE ada = '${ada}'`);

  it("edits a published decision's metadata as a new version under the same ADA and document", async () => {
    const previous = latest();
    const before = written();
    const edited = await post("publisher", `/decisions/${ada}`, { subject: "Διορθωμένο θέμα" });
    expectDocumented(edited, "POST", "/decisions/{ada}");
    expect(view(edited)).toMatchObject({
      ada,
      status: "PUBLISHED",
      subject: "Διορθωμένο θέμα",
      correctedVersionId: null,
    });
    expect(view(edited).versionId).not.toBe(previous);
    expect(count("decision_versions")).toBe(before.versions + 1);
    expect(audits("decision.editPublished")).toBe(1);
    const documents = t.db.$client
      .prepare("SELECT document_id FROM decision_versions WHERE version_id IN (?, ?)")
      .pluck()
      .all(previous, view(edited).versionId);
    expect(new Set(documents).size).toBe(1);
  });

  it("finds the decision by its ADA as a person types it (lower case, Latin look-alikes), as the pages do", async () => {
    // A published ADA with a letter that has a Latin look-alike, typed in lower case with it.
    const typedAda = value(
      `SELECT d.ada FROM decisions d JOIN decision_versions v ON v.version_id = d.latest_version_id
        WHERE d.org_uid = '${ORG}' AND d.status = 'PUBLISHED' AND d.ada GLOB '*[ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ]*'
          AND v.protocol_number NOT LIKE 'API/%' ORDER BY d.id DESC LIMIT 1`,
    );
    const LATIN: Record<string, string> = { α: "a", β: "b", ε: "e", ζ: "z", η: "h", ι: "i", κ: "k", μ: "m" };
    Object.assign(LATIN, { ν: "n", ο: "o", ρ: "p", τ: "t", υ: "y", χ: "x" });
    const typed = [...typedAda.toLocaleLowerCase("el")].map((ch) => LATIN[ch] ?? ch).join("");
    expect(typed).toMatch(/[a-z]/);
    const edited = await post("publisher", `/decisions/${encodeURIComponent(typed)}`, {
      subject: "Θέμα με ΑΔΑ όπως γράφτηκε",
    });
    expectDocumented(edited, "POST", "/decisions/{ada}");
    expect(view(edited)).toMatchObject({ ada: typedAda, subject: "Θέμα με ΑΔΑ όπως γράφτηκε" });
  });

  it("makes a corrected copy: a new version with a new document naming the version it corrects", async () => {
    const previous = latest();
    const noFlag = await post("publisher", `/decisions/${ada}`, { decisionFile: pdfFile("ορθή") });
    expect(noFlag.status).toBe(400);
    expect(messages(noFlag)).toEqual([`correctedCopy: ${OPENDATA_WRITE_TEXT.correctedCopyFlag}`]);
    const noFile = await post("publisher", `/decisions/${ada}`, { correctedCopy: true });
    expect(messages(noFile)).toEqual([`decisionFile: ${TEXT.fileMissing}`]);
    const corrected = await post("publisher", `/decisions/${ada}`, {
      correctedCopy: true,
      decisionFile: pdfFile("ορθή επανάληψη"),
    });
    expectDocumented(corrected, "POST", "/decisions/{ada}");
    expect(view(corrected)).toMatchObject({ ada, correctedVersionId: previous, status: "PUBLISHED" });
    expect(audits("decision.correctedCopy")).toBe(1);
  });

  it("refuses the submitter and another organisation's publisher (403), a stale `expected` (409), an unknown ADA (404), writing nothing", async () => {
    const before = written();
    expect((await post("submitter", `/decisions/${ada}`, { subject: "x" })).status).toBe(403);
    const stale = await post("publisher", `/decisions/${ada}`, {
      subject: "x",
      expected: { versionId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(stale.status).toBe(409);
    expect(messages(stale)).toEqual([TEXT.decisionConflict]);
    expect((await post("publisher", "/decisions/ΧΧΧΧ46ΜΤΛΡ-ΧΧΧ", { subject: "x" })).status).toBe(404);
    // Another organisation's decision: the publisher has no right over it.
    const foreign = value(
      `SELECT ada FROM decisions WHERE org_uid = '${FOREIGN_ORG_UID}' AND status = 'PUBLISHED' LIMIT 1`,
    );
    const elsewhere = await post("publisher", `/decisions/${foreign}`, { subject: "x" });
    expect(elsewhere.status).toBe(403);
    expect(messages(elsewhere)).toEqual([MSG.forbidden]);
    const unknownAttachment = await post("publisher", `/decisions/${ada}`, { attachments: { remove: ["no-such-id"] } });
    expect(unknownAttachment.status).toBe(400);
    expect(messages(unknownAttachment)).toEqual([
      `attachments.remove: ${OPENDATA_WRITE_TEXT.unknownAttachment("no-such-id")}`,
    ]);
    expect(written()).toEqual(before);
  });
});

describe("POST /decisions/revoked/v/{versionId}/{ada}", () => {
  it("lets the admin edit a revoked decision (a new version, still revoked) and no one else", async () => {
    const ada = value(
      `SELECT ada FROM decisions WHERE org_uid = '${ORG}' AND status = 'PUBLISHED' ORDER BY id LIMIT 1`,
    );
    const versionId = value(`SELECT latest_version_id FROM decisions WHERE ada = '${ada}'`);
    const path = `/decisions/revoked/v/${versionId}/${ada}`;
    const before = written();
    // Still published: the status does not allow it.
    const early = await post("admin", path, { subject: "x" });
    expect(early.status).toBe(409);
    expect(messages(early)).toEqual([TEXT.actionNotAllowed]);
    expect(written()).toEqual(before);
    const revoked = await post("admin", "/decisions/actions/revocations", {
      ada,
      reason: { ground: "REVOCATION_REASON_2", comment: "Αναρτήθηκε λάθος έγγραφο." },
    });
    expect(revoked.body).toMatchObject({ status: "REVOKED" });

    const after = written();
    expect((await post("publisher", path, { subject: "x" })).status).toBe(403);
    const elsewhere = value(`SELECT ada FROM decisions WHERE status = 'PUBLISHED' AND ada <> '${ada}' LIMIT 1`);
    expect((await post("admin", `/decisions/revoked/v/${versionId}/${elsewhere}`, { subject: "x" })).status).toBe(404);
    expect(written()).toEqual(after);
    const edited = await post("admin", path, { subject: "Ανακληθείσα, με διορθωμένο θέμα" });
    expectDocumented(edited, "POST", "/decisions/revoked/v/{versionId}/{ada}");
    expect(view(edited)).toMatchObject({ ada, status: "REVOKED", subject: "Ανακληθείσα, με διορθωμένο θέμα" });
    expect(view(edited).versionId).not.toBe(versionId);
    expect(audits("decision.editRevoked")).toBe(1);
  });
});
