/**
 * Route × role × organisation for the JSON API's writes (issue 13): every call that changes one
 * organisation's object, asked to change ANOTHER organisation's object by each user bound to the
 * demo organisation (HTTP Basic, as scripts call), is refused (403, or 404 where the object is not
 * theirs to see) and the other organisation's rows stay exactly as they were. The table names
 * every such call: a new call that acts on an organisation's object fails the first test until it
 * has its row. Calls that read public data or the caller's own are outside this matrix.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Permission } from "#app/access/permissions";
import { FOREIGN_ORG_UID, ORG_BOUND } from "#tests/support/route-table";
import { useDemoDatabase } from "#tests/support/demo-db";
import { callApi } from "#tests/support/api-client";
import { API_CALLS } from "./registry.server";

/** Permissions held on the whole register only (system settings, catalogues) or over one's own data. */
const NOT_ORGANISATION_BOUND: Permission[] = [
  "PERM_ADMIN_SYSTEM_CONFIG",
  "PERM_ADMIN_DECISION_TYPES",
  "PERM_ADMIN_TAG_CATEGORIES",
  "PERM_STOREDSEARCH_MANAGE",
];

interface Foreign {
  publishedAda: string;
  pendingAda: string;
  submittedVersionId: string;
  signerUid: string;
  unitUid: string;
}

const REASON = { ground: "REVOCATION_REASON_2", comment: "Αναρτήθηκε λάθος έγγραφο." };
const SIGNER = {
  lastName: "Ξένου",
  firstName: "Μαρία",
  activeFrom: "2026-01-01",
};
const unitsOf = (f: Foreign) => [{ unitUid: f.unitUid, positionUid: null }];

/** Each call that changes an organisation's object, with a body naming the other organisation's. */
const FOREIGN_API_WRITES: { method: string; path: string; call: (f: Foreign) => { path: string; body: unknown } }[] = [
  {
    method: "POST",
    path: "/decisions/actions/revocations/requests",
    call: (f) => ({ path: "/decisions/actions/revocations/requests", body: { ada: f.publishedAda, ...REASON } }),
  },
  {
    method: "POST",
    path: "/decisions/actions/revocations",
    call: (f) => ({ path: "/decisions/actions/revocations", body: { ada: f.pendingAda, reason: REASON } }),
  },
  {
    method: "POST",
    path: "/decisions/actions/revocations/cancellations",
    call: (f) => ({ path: "/decisions/actions/revocations/cancellations", body: { ada: f.pendingAda } }),
  },
  {
    method: "POST",
    path: "/decisions/actions/massrevocation",
    call: (f) => ({ path: "/decisions/actions/massrevocation", body: { adas: [f.publishedAda], ...REASON } }),
  },
  {
    method: "POST",
    path: "/decisions/actions/batch",
    call: (f) => ({ path: "/decisions/actions/batch", body: { versionIds: [f.submittedVersionId] } }),
  },
  {
    method: "POST",
    path: "/decisions/actions/deletions",
    call: (f) => ({ path: "/decisions/actions/deletions", body: { versionIds: [f.submittedVersionId] } }),
  },
  {
    method: "POST",
    path: "/decisions/v/{versionId}/attachments/remove",
    call: (f) => ({
      path: `/decisions/v/${f.submittedVersionId}/attachments/remove`,
      body: { attachmentId: "00000000-0000-4000-8000-000000000000" },
    }),
  },
  {
    method: "POST",
    path: "/decisions",
    call: () => ({
      path: "/decisions",
      body: { decisionTypeId: "Β.1.3", organizationId: FOREIGN_ORG_UID, subject: "Ξένη" },
    }),
  },
  {
    method: "POST",
    path: "/decisions/v/{versionId}",
    call: (f) => ({ path: `/decisions/v/${f.submittedVersionId}`, body: { subject: "Ξένη" } }),
  },
  {
    method: "POST",
    path: "/signers",
    call: (f) => ({ path: "/signers", body: { orgUid: FOREIGN_ORG_UID, ...SIGNER, units: unitsOf(f) } }),
  },
  {
    method: "PUT",
    path: "/signers/{uid}",
    call: (f) => ({ path: `/signers/${f.signerUid}`, body: { ...SIGNER, units: unitsOf(f) } }),
  },
  { method: "DELETE", path: "/signers/{uid}", call: (f) => ({ path: `/signers/${f.signerUid}`, body: undefined }) },
  {
    method: "POST",
    path: "/organizations/delete",
    call: () => ({ path: "/organizations/delete", body: { orgPartUid: FOREIGN_ORG_UID } }),
  },
  {
    method: "POST",
    path: "/organizations/units/delete",
    call: (f) => ({ path: "/organizations/units/delete", body: { uid: f.unitUid } }),
  },
];

const t = useDemoDatabase({ decisions: { count: 120, seed: 5, now: Date.parse("2026-03-15T10:30:00Z") } });
let foreign: Foreign;

const callAs = (who: string, method: string, path: string, body: unknown) => callApi(method, path, { who, body });

/** Everything of the other organisation one of these calls could change, and the audit trail. */
function foreignSnapshot(): string {
  const all = (sql: string) => t.db.$client.prepare(sql).all(FOREIGN_ORG_UID);
  return JSON.stringify({
    decisions: all("SELECT id, status, latest_version_id, updated_at FROM decisions WHERE org_uid = ? ORDER BY id"),
    attachments: all(
      `SELECT a.* FROM attachments a JOIN decision_versions v ON v.version_id = a.version_id
        JOIN decisions d ON d.id = v.decision_id WHERE d.org_uid = ? ORDER BY a.id`,
    ),
    signers: all("SELECT * FROM signers WHERE org_uid = ? ORDER BY uid"),
    signerUnits: all(
      "SELECT su.* FROM signer_units su JOIN signers s ON s.uid = su.signer_uid WHERE s.org_uid = ? ORDER BY 1, 2",
    ),
    units: all("SELECT * FROM units WHERE org_uid = ? ORDER BY uid"),
    organization: all("SELECT * FROM organizations WHERE uid = ?"),
    audit: t.db.$client.prepare("SELECT count(*) AS n FROM audit_log").get(),
  });
}

beforeAll(async () => {
  const one = <T>(sql: string) => {
    const row = t.db.$client.prepare(sql).get(FOREIGN_ORG_UID) as T | undefined;
    if (!row) throw new Error(`the seed has no row for: ${sql}`);
    return row;
  };
  const publishedAdas = t.db.$client
    .prepare("SELECT ada FROM decisions WHERE org_uid = ? AND status = 'PUBLISHED' ORDER BY id LIMIT 2")
    .pluck()
    .all(FOREIGN_ORG_UID) as string[];
  expect(publishedAdas).toHaveLength(2);
  // The operator asks for a revocation of the other body's second decision, so it waits for one.
  const pending = await callAs("admin", "POST", "/decisions/actions/revocations/requests", {
    ada: publishedAdas[1],
    ...REASON,
  });
  expect(pending.body).toMatchObject({ status: "PENDING_REVOCATION" });
  foreign = {
    publishedAda: publishedAdas[0],
    pendingAda: publishedAdas[1],
    submittedVersionId: one<{ v: string }>(
      "SELECT latest_version_id AS v FROM decisions WHERE org_uid = ? AND status = 'SUBMITTED' ORDER BY id",
    ).v,
    signerUid: one<{ uid: string }>("SELECT uid FROM signers WHERE org_uid = ? ORDER BY uid").uid,
    unitUid: one<{ uid: string }>("SELECT uid FROM units WHERE org_uid = ? ORDER BY uid").uid,
  };
});

describe("the JSON API's writes on another organisation's objects (issue 13)", () => {
  it("names every call that changes an organisation's object", () => {
    const bound = API_CALLS.filter(
      (c) => typeof c.access === "object" && !NOT_ORGANISATION_BOUND.includes(c.access.permission),
    ).map((c) => `${c.method} ${c.path}`);
    expect(bound.length).toBeGreaterThanOrEqual(FOREIGN_API_WRITES.length);
    expect(FOREIGN_API_WRITES.map((r) => `${r.method} ${r.path}`).sort()).toEqual(bound.sort());
  });

  it("refuses each of them to every user bound to the demo organisation, changing nothing", async () => {
    const before = foreignSnapshot();
    for (const who of ORG_BOUND) {
      for (const row of FOREIGN_API_WRITES) {
        const { path, body } = row.call(foreign);
        const answer = await callAs(who, row.method, path, body);
        expect([403, 404], `${who} ${row.method} ${path}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
        expect(answer.body.errors, `${who} ${row.method} ${path}`).toBeDefined();
      }
    }
    expect(foreignSnapshot(), "the other organisation's objects are unchanged").toBe(before);
  });

  it("lets the operator, who holds every permission on every body, through the same calls", async () => {
    // The refusals above are the organisation rule, not a malformed request: the same request
    // from the operator is carried out (a revocation request here; the rest are covered per call).
    const row = FOREIGN_API_WRITES[0];
    const { path, body } = row.call(foreign);
    const answer = await callAs("admin", row.method, path, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ ada: foreign.publishedAda, status: "PENDING_REVOCATION" });
  });
});
