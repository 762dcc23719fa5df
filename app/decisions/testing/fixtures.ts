/**
 * Minimal rows for integration tests of submitting and publishing: one organisation with its ADA
 * code, one decision type, units, signers and users with roles. Tests only (not the seed).
 */
import { tinyPdf } from "#tests/support/tiny-pdf";
import { schema, type Db } from "#db/client";
import { permissionsOfRoles, type AccessEntry, type Role } from "#app/access/permissions";
import type { FieldDef } from "#app/fields/types";
import type { CheckedAttachment } from "#app/documents/attachment-types";
import type { UploadedFile } from "#app/fields/upload.rule";
import type { DecisionInput } from "../form-schema";
import { publishDecision } from "../publish.server";
import { submitDecision } from "../submit.server";

export const ORG = "6013";
export const TYPE = "Β.1.3";

export function insertFixtures(db: Db, org = ORG, adaCode = "ΩΗ6"): void {
  db.insert(schema.organizations)
    .values({
      uid: org,
      label: `ΔΗΜΟΣ ΔΟΚΙΜΗΣ ${org}`,
      latinName: `dimos_${org}`,
      categoryUid: "MUNICIPALITY",
      adaCode,
    })
    .run();
  db.insert(schema.decisionTypes)
    .values([
      { uid: "2.4.2", label: "ΠΡΑΞΕΙΣ ΟΙΚΟΝΟΜΙΚΟΥ ΠΕΡΙΕΧΟΜΕΝΟΥ", allowedInDecisions: false },
      { uid: TYPE, label: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ", parentUid: "2.4.2", allowedInDecisions: true },
    ])
    .onConflictDoNothing()
    .run();
  db.insert(schema.units)
    .values({ uid: `${org}-u1`, orgUid: org, label: "Οικονομική Υπηρεσία" })
    .run();
  db.insert(schema.signers)
    .values({ uid: `${org}-s1`, orgUid: org, firstName: "Μαρία", lastName: "Παπαδοπούλου" })
    .run();
}

let userCounter = 0;

export interface TestUser {
  id: number;
  access: AccessEntry[];
}

export function insertUser(db: Db, roles: Role[], org = ORG): TestUser {
  const username = `user${++userCounter}-${roles.join("-")}`;
  const { id } = db
    .insert(schema.users)
    .values({ username, passwordHash: "x", name: username, email: `${username}@example.org` })
    .returning({ id: schema.users.id })
    .get();
  return { id, access: [{ organizationId: org, roles, permissions: permissionsOfRoles(roles) }] };
}

export const FIELDS: FieldDef[] = [
  { uid: "financialYear", fieldPath: "financialYear", widget: "YEAR", label: "Οικονομικό Έτος", required: true },
  { uid: "amount", fieldPath: "amountWithVAT.amount", widget: "AMOUNT", label: "Συνολικό ποσό", required: true },
];

export function input(over: Partial<DecisionInput> = {}, org = ORG): DecisionInput {
  return {
    decisionTypeId: TYPE,
    organizationId: org,
    subject: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ για προμήθεια γραφικής ύλης",
    protocolNumber: "72/2025",
    issueDate: "2025-04-17",
    unitIds: [`${org}-u1`],
    signerIds: [`${org}-s1`],
    thematicCategoryIds: ["20"],
    extraFieldValues: { financialYear: 2025, amountWithVAT: { amount: 1234.56 }, left: undefined },
    privateData: false,
    recipients: ["paraliptis@example.gr"],
    ...over,
  };
}

export function pdf(text = "decision"): UploadedFile {
  // A real one-page PDF: publication stamps and signs it (app/documents/published-document.server.ts).
  const bytes = new Uint8Array(tinyPdf(text));
  return { name: "apofasi.pdf", type: "application/pdf", size: bytes.length, bytes };
}

/** A PDF attachment, as the attachment check passes it (app/documents/attachment-check.server.ts). */
export function pdfAttachment(text = "annex", name = "parartima.pdf"): CheckedAttachment {
  return { ...pdf(text), name, mimeType: "application/pdf" };
}

/** Row counts of the tables a submit or publish writes, to prove "nothing changed". */
export function snapshot(db: Db) {
  const count = (table: string) => (db.$client.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  return {
    documents: count("documents"),
    documentContents: count("document_contents"),
    decisions: count("decisions"),
    versions: count("decision_versions"),
    recipients: count("decision_recipients"),
    audit: count("audit_log"),
    outbox: count("search_outbox"),
    mailOutbox: count("mail_outbox"),
    searchDocs: count("search_docs"),
    sequences: JSON.stringify(db.$client.prepare("SELECT * FROM ada_sequences ORDER BY org_uid").all()),
    decisionRows: JSON.stringify(db.$client.prepare("SELECT * FROM decisions ORDER BY id").all()),
  };
}

/**
 * One decision of `org` submitted and then published by two new users of it (a submitter and a
 * publisher), through the register's own submit and publish: its ids and ADA. `now` is asked once
 * per step, so the two steps get the times a test's clock gives them.
 */
export async function submittedAndPublished(
  db: Db,
  options: { org?: string; input?: Partial<DecisionInput>; document?: UploadedFile; now: () => number },
): Promise<{ decisionId: number; versionId: string; ada: string }> {
  const org = options.org ?? ORG;
  const submitter = insertUser(db, ["ROLE_ORG_SUBMITTER"], org);
  const publisher = insertUser(db, ["ROLE_ORG_PUBLISHER"], org);
  const { decisionId, versionId } = submitDecision(db, {
    user: submitter,
    input: input(options.input, org),
    document: options.document ?? pdf(),
    fields: FIELDS,
    now: options.now(),
  });
  const result = await publishDecision(db, {
    user: publisher,
    versionId,
    recipients: [],
    baseUrl: "https://x",
    now: options.now(),
  });
  if (!result.ok) throw new Error(`publishing ${versionId} failed: ${JSON.stringify(result)}`);
  return { decisionId, versionId, ada: result.ada };
}
