/**
 * The read path against a real SQLite file (migrated template copy, tests/support/test-db.ts):
 * labels, history, who sees unpublished versions, lists and documents.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb, schema } from "#db/client";
import { insertDocument } from "#app/documents/content-store.server";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { permissionsOfRoles, type AccessEntry } from "../access/permissions";
import { documentForAda, documentForVersion, documentBytes } from "./documents.server";
import { getDecisionByAda, getVersion, latestPublished, listSubmitted } from "./read.server";

const ORG = "6013";
const OTHER_ORG = "6296";
const V1 = "11111111-1111-4111-8111-111111111111";
const V2 = "22222222-2222-4222-8222-222222222222";
const SUBMITTED_V = "33333333-3333-4333-8333-333333333333";
const REVOKED_V = "44444444-4444-4444-8444-444444444444";
const ADA = "ΨΩΡ1ΩΗ6-ΑΒΓ";
const REVOKED_ADA = "ΨΩΡ2ΩΗ6-ΔΕΖ";
const DAY = 86_400_000;
const T0 = Date.UTC(2025, 0, 10, 9, 0);

const staff: AccessEntry[] = [
  { organizationId: ORG, roles: ["ROLE_ORG_SUBMITTER"], permissions: permissionsOfRoles(["ROLE_ORG_SUBMITTER"]) },
];
const otherOrgStaff: AccessEntry[] = [
  { organizationId: OTHER_ORG, roles: ["ROLE_ORG_PUBLISHER"], permissions: permissionsOfRoles(["ROLE_ORG_PUBLISHER"]) },
];

let testDb: TestDatabase;

function version(
  overrides: Partial<typeof schema.decisionVersions.$inferInsert> & { versionId: string; decisionId: number },
) {
  return {
    versionNumber: 1,
    status: "PUBLISHED",
    protocolNumber: "Ε2281",
    subject: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ ΓΙΑ ΕΡΓΑΣΙΕΣ ΚΑΘΑΡΙΣΜΟΥ",
    issueDate: "2025-01-09",
    decisionTypeUid: "Β.1.3",
    unitUids: ["U2", "U1"],
    signerUids: ["S1"],
    thematicCategoryUids: ["20"],
    amount: 1234.56,
    financialYear: 2025,
    extraFieldValues: {
      financialYear: 2025,
      amountWithVAT: { amount: 1234.56 },
      documentType: "ΠΡΑΞΗ",
      fek: { aa: "123", issue: "fektype_B" },
      sponsor: [
        { name: "ΑΛΦΑ Α.Ε.", afm: "090025537" },
        { name: "ΒΗΤΑ Ο.Ε.", afm: "996887930" },
      ],
    },
    createdAt: T0,
    ...overrides,
  };
}

beforeAll(() => {
  testDb = createTestDatabase();
  setDb(testDb.db);
  const db = testDb.db;
  db.insert(schema.organizations)
    .values([
      {
        uid: ORG,
        label: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ",
        latinName: "municipality_of_athens",
        categoryUid: "MUNICIPALITY",
        adaCode: "ΩΗ6",
      },
      { uid: OTHER_ORG, label: "ΔΗΜΟΣ ΤΗΝΟΥ", latinName: "dimos_tinou", categoryUid: "MUNICIPALITY", adaCode: "ΩΗ7" },
    ])
    .run();
  db.insert(schema.decisionTypes).values({ uid: "Β.1.3", label: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ", allowedInDecisions: true }).run();
  db.insert(schema.units)
    .values([
      { uid: "U1", orgUid: ORG, label: "Διεύθυνση Οικονομικών" },
      { uid: "U2", orgUid: ORG, label: "Τμήμα Προμηθειών" },
    ])
    .run();
  db.insert(schema.signers).values({ uid: "S1", orgUid: ORG, firstName: "Μαρία", lastName: "Παπαδοπούλου" }).run();
  db.insert(schema.dictionaries).values({ uid: "THK", label: "Θεματικές κατηγορίες" }).run();
  db.insert(schema.dictionaries).values({ uid: "DOC_TYPE", label: "Τύπος εγγράφου" }).run();
  db.insert(schema.dictionaries).values({ uid: "FEKTYPES", label: "Τύποι τευχών ΦΕΚ" }).run();
  db.insert(schema.dictionaryItems)
    .values([
      { dictionaryUid: "THK", uid: "20", label: "Οικονομική διαχείριση" },
      { dictionaryUid: "DOC_TYPE", uid: "ΠΡΑΞΗ", label: "Πράξη" },
      { dictionaryUid: "FEKTYPES", uid: "fektype_B", label: "(Β) - Τεύχος Δεύτερο" },
    ])
    .run();
  db.insert(schema.fieldDefinitions)
    .values([
      {
        decisionTypeUid: "Β.1.3",
        uid: "financialYear",
        fieldPath: "financialYear",
        widget: "YEAR",
        label: "Οικονομικό Έτος",
        sortOrder: 1,
      },
      {
        decisionTypeUid: "Β.1.3",
        uid: "amountWithVAT",
        fieldPath: "amountWithVAT.amount",
        widget: "AMOUNT",
        label: "Συνολικό ποσό",
        sortOrder: 2,
      },
      {
        decisionTypeUid: null,
        uid: "documentType",
        fieldPath: "documentType",
        widget: "COMBOBOX_SIMPLE",
        label: "Τύπος εγγράφου",
        dictionaryUid: "DOC_TYPE",
        sortOrder: 3,
      },
      // A one-object group shown through its members, and a table group shown row by row.
      { decisionTypeUid: "Β.1.3", uid: "fek", fieldPath: "fek", widget: "LINE_COMPOSITE", label: "ΦΕΚ", sortOrder: 4 },
      { decisionTypeUid: "Β.1.3", uid: "fek.aa", fieldPath: "fek.aa", widget: "TEXT", label: "Αριθμός", sortOrder: 5 },
      {
        decisionTypeUid: "Β.1.3",
        uid: "fek.issue",
        fieldPath: "fek.issue",
        widget: "COMBOBOX_SIMPLE",
        label: "Τεύχος",
        dictionaryUid: "FEKTYPES",
        sortOrder: 6,
      },
      {
        decisionTypeUid: "Β.1.3",
        uid: "sponsor",
        fieldPath: "sponsor",
        widget: "LINE_COMPOSITE_AFM",
        label: "Δικαιούχοι",
        arrayView: "table",
        sortOrder: 7,
      },
      {
        decisionTypeUid: "Β.1.3",
        uid: "sponsor.afm",
        fieldPath: "sponsor.afm",
        widget: "AFM",
        label: "ΑΦΜ",
        sortOrder: 8,
      },
    ])
    .run();
  const [docA, docB, docC] = ["A", "B", "C"].map(
    (x) =>
      insertDocument(db, {
        filename: `${x}.pdf`,
        mimeType: "application/pdf",
        bytes: Buffer.from(`%PDF-${x}..`),
        createdAt: Date.now(),
      }).id,
  );

  // A published decision corrected once (ορθή επανάληψη): V2 corrects V1.
  const published = db
    .insert(schema.decisions)
    .values({
      ada: ADA,
      orgUid: ORG,
      status: "PUBLISHED",
      latestVersionId: V2,
      publishedAt: T0,
      updatedAt: T0 + DAY,
      createdAt: T0,
    })
    .returning({ id: schema.decisions.id })
    .get().id;
  db.insert(schema.decisionVersions)
    .values(version({ versionId: V1, decisionId: published, documentId: docA, publishedAt: T0 }))
    .run();
  db.insert(schema.decisionVersions)
    .values(
      version({
        versionId: V2,
        decisionId: published,
        versionNumber: 2,
        correctedVersionId: V1,
        description: "Ορθή επανάληψη",
        subject: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ ΓΙΑ ΕΡΓΑΣΙΕΣ ΚΑΘΑΡΙΣΜΟΥ (ΟΡΘΗ ΕΠΑΝΑΛΗΨΗ)",
        documentId: docB,
        createdAt: T0 + DAY,
        publishedAt: T0 + DAY,
      }),
    )
    .run();

  // A submitted decision: no ADA, not public.
  const submitted = db
    .insert(schema.decisions)
    .values({
      orgUid: ORG,
      status: "SUBMITTED",
      latestVersionId: SUBMITTED_V,
      updatedAt: T0 + 2 * DAY,
      createdAt: T0 + 2 * DAY,
    })
    .returning({ id: schema.decisions.id })
    .get().id;
  db.insert(schema.decisionVersions)
    .values(
      version({
        versionId: SUBMITTED_V,
        decisionId: submitted,
        status: "SUBMITTED",
        subject: "ΠΡΟΣΧΕΔΙΟ",
        documentId: docC,
        createdAt: T0 + 2 * DAY,
      }),
    )
    .run();

  // A revoked decision, published later than the others.
  const revoked = db
    .insert(schema.decisions)
    .values({
      ada: REVOKED_ADA,
      orgUid: ORG,
      status: "REVOKED",
      latestVersionId: REVOKED_V,
      publishedAt: T0 + 3 * DAY,
      updatedAt: T0 + 3 * DAY,
      createdAt: T0 + 3 * DAY,
      revokedAt: T0 + 4 * DAY,
      revocationReason: "Διπλή ανάρτηση",
    })
    .returning({ id: schema.decisions.id })
    .get().id;
  db.insert(schema.decisionVersions)
    .values(
      version({
        versionId: REVOKED_V,
        decisionId: revoked,
        subject: "ΑΝΑΚΛΗΘΕΙΣΑ",
        documentId: docA,
        createdAt: T0 + 3 * DAY,
        publishedAt: T0 + 3 * DAY,
      }),
    )
    .run();
});

afterAll(() => {
  setDb(undefined);
  testDb.cleanup();
});

describe("getDecisionByAda", () => {
  it("returns the latest version with every uid turned into its label", () => {
    const page = getDecisionByAda(ADA);
    expect(page).not.toBeNull();
    const { decision, version } = page!;
    expect(decision.status).toBe("PUBLISHED");
    expect(decision.org).toEqual({ uid: ORG, label: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ", latinName: "municipality_of_athens" });
    expect(version.versionId).toBe(V2);
    expect(version.isLatest).toBe(true);
    expect(version.decisionType).toEqual({ uid: "Β.1.3", label: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ" });
    // Labels keep the order the version stores.
    expect(version.units.map((u) => u.label)).toEqual(["Τμήμα Προμηθειών", "Διεύθυνση Οικονομικών"]);
    expect(version.signers).toEqual([{ uid: "S1", label: "Μαρία Παπαδοπούλου" }]);
    expect(version.thematicCategories).toEqual([{ uid: "20", label: "Οικονομική διαχείριση" }]);
    expect(version.document?.filename).toBe("B.pdf");
  });

  it("shows extra fields with their definitions' labels, formatted by widget", () => {
    const { version } = getDecisionByAda(ADA)!;
    expect(version.extraFields).toEqual([
      { uid: "financialYear", label: "Οικονομικό Έτος", value: "2025" },
      { uid: "amountWithVAT", label: "Συνολικό ποσό", value: "1.234,56\u00a0€" },
      { uid: "documentType", label: "Τύπος εγγράφου", value: "Πράξη" },
      { uid: "fek.aa", label: "ΦΕΚ: Αριθμός", value: "123" },
      { uid: "fek.issue", label: "ΦΕΚ: Τεύχος", value: "(Β) - Τεύχος Δεύτερο" },
      { uid: "sponsor", label: "Δικαιούχοι", value: "ΑΛΦΑ Α.Ε. (ΑΦΜ 090025537); ΒΗΤΑ Ο.Ε. (ΑΦΜ 996887930)" },
    ]);
  });

  it("lists the history newest first and marks the corrected version", () => {
    const { history } = getDecisionByAda(ADA)!;
    expect(history.map((h) => h.versionId)).toEqual([V2, V1]);
    expect(history[0]).toMatchObject({ isLatest: true, superseded: false, correctedVersionId: V1, correctedBy: null });
    expect(history[1]).toMatchObject({ isLatest: false, superseded: true, correctedBy: V2 });
  });

  it("returns null for an unknown ADA", () => {
    expect(getDecisionByAda("ΑΒΓΔΩΗ6-ΑΑΑ")).toBeNull();
  });
});

describe("getVersion and who may see it", () => {
  it("gives an older published version to anyone, marked as not the latest", () => {
    const lookup = getVersion(V1);
    expect(lookup.found && lookup.visible).toBe(true);
    if (lookup.found && lookup.visible) {
      expect(lookup.page.version.versionId).toBe(V1);
      expect(lookup.page.version.isLatest).toBe(false);
      expect(lookup.page.version.subject).toBe("ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ ΓΙΑ ΕΡΓΑΣΙΕΣ ΚΑΘΑΡΙΣΜΟΥ");
    }
  });

  it("hides a submitted version from visitors and from staff of another organisation", () => {
    expect(getVersion(SUBMITTED_V, null)).toEqual({ found: true, visible: false, orgUid: ORG });
    expect(getVersion(SUBMITTED_V, otherOrgStaff)).toEqual({ found: true, visible: false, orgUid: ORG });
  });

  it("shows a submitted version to staff with PERM_DECISIONS_VIEW_SUBMITTED on its organisation", () => {
    const lookup = getVersion(SUBMITTED_V, staff);
    expect(lookup.found && lookup.visible).toBe(true);
    if (lookup.found && lookup.visible) {
      expect(lookup.page.decision.ada).toBeNull();
      expect(lookup.page.decision.status).toBe("SUBMITTED");
    }
  });

  it("says not found for an unknown versionId", () => {
    expect(getVersion("99999999-9999-4999-8999-999999999999")).toEqual({ found: false });
  });
});

describe("lists", () => {
  it("latestPublished lists decisions in force, newest first, without submitted or revoked ones", () => {
    const items = latestPublished({ orgUid: ORG, limit: 10 });
    expect(items.map((i) => i.ada)).toEqual([ADA]);
    expect(items[0]).toMatchObject({
      versionId: V2,
      orgLabel: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ",
      decisionTypeLabel: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ",
    });
    expect(latestPublished({ orgUid: OTHER_ORG, limit: 10 })).toEqual([]);
  });

  it("latestPublished orders by first publication, newest first, and honours the limit", () => {
    // A third body with five publications, inserted out of order; one of them pending revocation.
    const db = testDb.db;
    const THIRD = "6174";
    db.insert(schema.organizations)
      .values({
        uid: THIRD,
        label: "ΔΗΜΟΣ ΛΗΜΝΟΥ",
        latinName: "dimos_limnou",
        categoryUid: "MUNICIPALITY",
        adaCode: "ΩΗ8",
      })
      .run();
    const offsets = [3, 1, 4, 0, 2];
    offsets.forEach((days, i) => {
      const versionId = `55555555-5555-4555-8555-55555555555${i}`;
      const id = db
        .insert(schema.decisions)
        .values({
          ada: `ΛΗΜ${i}ΩΗ8-ΑΒΓ`,
          orgUid: THIRD,
          status: i === 2 ? "PENDING_REVOCATION" : "PUBLISHED",
          latestVersionId: versionId,
          publishedAt: T0 + 10 * DAY + days * DAY,
          updatedAt: T0 + 10 * DAY + days * DAY,
          createdAt: T0,
        })
        .returning({ id: schema.decisions.id })
        .get().id;
      db.insert(schema.decisionVersions)
        .values(version({ versionId, decisionId: id, publishedAt: T0 }))
        .run();
    });
    // Newest first: offsets 4, 3, 2, 1 are decisions 2, 0, 4, 1.
    expect(latestPublished({ orgUid: THIRD, limit: 4 }).map((i) => i.ada)).toEqual([
      "ΛΗΜ2ΩΗ8-ΑΒΓ",
      "ΛΗΜ0ΩΗ8-ΑΒΓ",
      "ΛΗΜ4ΩΗ8-ΑΒΓ",
      "ΛΗΜ1ΩΗ8-ΑΒΓ",
    ]);
    // Across all bodies the same five come before the older decision of 6013.
    expect(latestPublished({ limit: 6 }).map((i) => i.ada)).toEqual([
      "ΛΗΜ2ΩΗ8-ΑΒΓ",
      "ΛΗΜ0ΩΗ8-ΑΒΓ",
      "ΛΗΜ4ΩΗ8-ΑΒΓ",
      "ΛΗΜ1ΩΗ8-ΑΒΓ",
      "ΛΗΜ3ΩΗ8-ΑΒΓ",
      ADA,
    ]);
  });

  it("listSubmitted lists an organisation's submitted decisions", () => {
    expect(listSubmitted([ORG], 10).map((i) => i.versionId)).toEqual([SUBMITTED_V]);
    expect(listSubmitted([OTHER_ORG], 10)).toEqual([]);
    expect(listSubmitted("all", 10).map((i) => i.versionId)).toEqual([SUBMITTED_V]);
    expect(listSubmitted([], 10)).toEqual([]);
  });
});

describe("documents", () => {
  it("serves the newest public version's file for an ADA", () => {
    const found = documentForAda(ADA);
    expect(found.kind).toBe("found");
    if (found.kind === "found") {
      expect(found.doc.versionId).toBe(V2);
      expect(documentBytes(found.doc.document.id)?.toString()).toBe("%PDF-B..");
    }
  });

  it("withdraws the document of a revoked decision", () => {
    expect(documentForAda(REVOKED_ADA)).toEqual({ kind: "withdrawn" });
    expect(documentForVersion(REVOKED_V, null)).toEqual({ kind: "withdrawn" });
  });

  it("keeps a submitted version's file from visitors", () => {
    expect(documentForVersion(SUBMITTED_V, null)).toEqual({ kind: "hidden" });
    expect(documentForVersion(SUBMITTED_V, staff).kind).toBe("found");
  });
});
