/**
 * Signers against a real SQLite file: who may create, edit and delete (SPEC §6), audit rows,
 * nothing changed on refusal, units of the body only, positions of its category, the interval
 * rule, and deletion only for a signer who signed nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/client";
import { athensDayStart } from "#shared/dates";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { auditOf } from "../audit.server";
import { MSG, TEXT } from "../messages";
import { deleteSigner } from "./signer-delete.server";
import type { SignerFormInput } from "./signer-form";
import { createSigner, updateSigner } from "./signer-save.server";
import { signersPage } from "./signers.server";
import { insertOrganizationFixtures, insertUser, MINISTRY, MUNICIPALITY, type TestUser } from "./testing/fixtures";
import { INTERVAL_SUFFIX } from "./unit-checks.server";

let t: TestDatabase;
let orgAdmin: TestUser;
let submitter: TestUser;

beforeAll(() => {
  t = createTestDatabase();
  insertOrganizationFixtures(t.db);
  orgAdmin = insertUser(t.db, { roles: ["ROLE_ORG_ADMIN"], org: MUNICIPALITY });
  submitter = insertUser(t.db, { roles: ["ROLE_ORG_SUBMITTER"], org: MUNICIPALITY });
  t.db
    .insert(schema.units)
    .values([
      { uid: "u-1", orgUid: MUNICIPALITY, label: "Δημοτικό Συμβούλιο" },
      { uid: "u-9", orgUid: MINISTRY, label: "Γραφείο Υπουργού" },
    ])
    .run();
  t.db
    .insert(schema.positions)
    .values([
      { uid: "POS_10091", label: "Δήμαρχος", orgCategoryUid: "MUNICIPALITY" },
      { uid: "POS_10001", label: "Υπουργός", orgCategoryUid: "MINISTRY" },
    ])
    .run();
});
afterAll(() => t.cleanup());

const signerInput = (over: Partial<SignerFormInput> = {}): SignerFormInput => ({
  lastName: "Παπαδάκη",
  firstName: "Ελένη",
  hasOrganizationSignRights: true,
  activeFrom: "2024-01-01",
  activeUntil: undefined,
  units: [{ unitUid: "u-1", positionUid: "POS_10091" }],
  ...over,
});
const signerCount = () => t.db.select().from(schema.signers).all().length;
const NOW = athensDayStart("2025-06-01");

describe("signers", () => {
  let uid = "";

  it("an organisation administrator creates a signer of their body with a unit and position, audited", () => {
    const result = createSigner(t.db, { user: orgAdmin, orgUid: MUNICIPALITY, input: signerInput(), now: NOW });
    expect(result.ok).toBe(true);
    uid = result.ok ? result.uid : "";
    expect(t.db.select().from(schema.signerUnits).where(eq(schema.signerUnits.signerUid, uid)).all()).toEqual([
      { signerUid: uid, unitUid: "u-1", positionUid: "POS_10091" },
    ]);
    expect(auditOf("signer", uid, t.db).map((a) => a.action)).toEqual(["signer.create"]);
    const page = signersPage(orgAdmin.access, { q: "παπαδακη", page: 1 }, NOW, t.db);
    expect(page.ok && page.rows.map((r) => [r.name, r.types, r.units])).toEqual([
      ["Παπαδάκη Ελένη", ["Υπογράφων του φορέα"], ["Δημοτικό Συμβούλιο (Δήμαρχος)"]],
    ]);
    expect(signersPage(orgAdmin.access, { page: 2 }, NOW, t.db)).toEqual({ ok: false, reason: "page-out-of-range" });
  });

  it("refuses a submitter, and another body's unit or a position of another category", () => {
    const before = signerCount();
    expect(createSigner(t.db, { user: submitter, orgUid: MUNICIPALITY, input: signerInput() })).toEqual({
      ok: false,
      reason: "forbidden",
    });
    const wrong = createSigner(t.db, {
      user: orgAdmin,
      orgUid: MUNICIPALITY,
      input: signerInput({ units: [{ unitUid: "u-9", positionUid: "POS_10001" }] }),
    });
    expect(wrong).toEqual({
      ok: false,
      reason: "invalid",
      errors: { "units[0].unitUid": [TEXT.invalidOption], "units[0].positionUid": [TEXT.invalidOption] },
    });
    expect(signerCount()).toBe(before);
  });

  it("applies the SPEC §5 interval rule when a period starts again", () => {
    expect(
      updateSigner(t.db, { user: orgAdmin, uid, input: signerInput({ activeUntil: "2025-03-31" }), now: NOW }).ok,
    ).toBe(true);
    expect(
      updateSigner(t.db, { user: orgAdmin, uid, input: signerInput({ activeFrom: "2025-02-01" }), now: NOW }),
    ).toEqual({
      ok: false,
      reason: "invalid",
      errors: { activeFrom: [MSG.intervalOverlap("01/02/2025", "31/03/2025", INTERVAL_SUFFIX)] },
    });
  });

  it("deletes a signer who signed nothing; keeps one who signed a decision", () => {
    expect(deleteSigner(t.db, { user: submitter, uid })).toEqual({ ok: false, reason: "forbidden" });
    t.db.insert(schema.decisionTypes).values({ uid: "Β.1.3", label: "ΑΝΑΛΗΨΗ", allowedInDecisions: true }).run();
    const { id } = t.db
      .insert(schema.decisions)
      .values({ orgUid: MUNICIPALITY, status: "SUBMITTED", latestVersionId: "v-1", updatedAt: 1, createdAt: 1 })
      .returning({ id: schema.decisions.id })
      .get();
    t.db
      .insert(schema.decisionVersions)
      .values({
        versionId: "v-1",
        decisionId: id,
        versionNumber: 1,
        status: "SUBMITTED",
        protocolNumber: "1",
        subject: "Θέμα",
        issueDate: "2025-01-01",
        decisionTypeUid: "Β.1.3",
        unitUids: [],
        signerUids: [uid],
        thematicCategoryUids: [],
        extraFieldValues: {},
        createdAt: 1,
      })
      .run();
    expect(deleteSigner(t.db, { user: orgAdmin, uid })).toEqual({ ok: false, reason: "in-use" });
    const other = createSigner(t.db, {
      user: orgAdmin,
      orgUid: MUNICIPALITY,
      input: signerInput({ lastName: "Άλλη" }),
    });
    const otherUid = other.ok ? other.uid : "";
    expect(deleteSigner(t.db, { user: orgAdmin, uid: otherUid })).toEqual({
      ok: true,
      orgUid: MUNICIPALITY,
      name: "Ελένη Άλλη",
    });
    expect(t.db.select().from(schema.signerUnits).where(eq(schema.signerUnits.signerUid, otherUid)).all()).toEqual([]);
    expect(auditOf("signer", otherUid, t.db).map((a) => a.action)).toEqual(["signer.create", "signer.delete"]);
  });
});
