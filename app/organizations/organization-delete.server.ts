/**
 * Deleting an organisation (SPEC §7 POST /organizations/delete): only a body nothing depends on —
 * no decision, unit, signer, supervised body, user access, public document or document template.
 * Needs PERM_ADMIN_ORG_DELETE on the body or on '0' (SPEC §6). One transaction removes the body with
 * its buildings, legislation, domains and ADA serial, and writes the audit row with the state it had.
 */
import { eq } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import { hasPermission } from "../access/permissions";
import type { SessionUser } from "../access/session-user";
import { writeAudit, type DbOrTx } from "../audit.server";

/** What keeps a body from being deleted, in the words the confirmation page shows. */
const DEPENDENTS = [
  { table: schema.decisions, column: schema.decisions.orgUid, text: "έχει πράξεις" },
  { table: schema.units, column: schema.units.orgUid, text: "έχει μονάδες" },
  { table: schema.signers, column: schema.signers.orgUid, text: "έχει υπογράφοντες" },
  { table: schema.organizations, column: schema.organizations.supervisorUid, text: "εποπτεύει άλλους φορείς" },
  { table: schema.userAccess, column: schema.userAccess.orgUid, text: "έχει χρήστες" },
  { table: schema.publicDocuments, column: schema.publicDocuments.orgUid, text: "έχει δημόσια έγγραφα" },
  { table: schema.documentTemplates, column: schema.documentTemplates.orgUid, text: "έχει πρότυπα εγγράφων" },
  {
    table: schema.organizations,
    column: schema.organizations.mergedIntoUid,
    text: "έχουν συγχωνευθεί σε αυτόν φορείς",
  },
] as const;

export type OrganizationDeletion =
  | { ok: true; org: { uid: string; label: string; latinName: string }; blockers: string[] }
  | { ok: false; reason: "not-found" | "forbidden" };

export function organizationDeletion(
  user: Pick<SessionUser, "access">,
  uid: string,
  db: DbOrTx = getDb(),
): OrganizationDeletion {
  const o = schema.organizations;
  const org = db.select({ uid: o.uid, label: o.label, latinName: o.latinName }).from(o).where(eq(o.uid, uid)).get();
  if (!org) return { ok: false, reason: "not-found" };
  if (!hasPermission(user.access, "PERM_ADMIN_ORG_DELETE", uid)) return { ok: false, reason: "forbidden" };
  const blockers = DEPENDENTS.filter(
    (d) => db.select({ one: d.column }).from(d.table).where(eq(d.column, uid)).limit(1).get() !== undefined,
  ).map((d) => d.text);
  return { ok: true, org, blockers };
}

export type OrganizationDeleteResult =
  | { ok: true; label: string }
  | { ok: false; reason: "not-found" | "forbidden" }
  | { ok: false; reason: "in-use"; blockers: string[] };

export function deleteOrganization(
  db: Db,
  args: { user: Pick<SessionUser, "id" | "access">; uid: string; now?: number },
): OrganizationDeleteResult {
  return db.transaction(
    (tx) => {
      const found = organizationDeletion(args.user, args.uid, tx);
      if (!found.ok) return found;
      if (found.blockers.length) return { ok: false, reason: "in-use", blockers: found.blockers };
      const before = tx.select().from(schema.organizations).where(eq(schema.organizations.uid, args.uid)).get();
      const buildings = tx
        .select()
        .from(schema.organizationBuildings)
        .where(eq(schema.organizationBuildings.orgUid, args.uid))
        .all();
      tx.delete(schema.organizationBuildings).where(eq(schema.organizationBuildings.orgUid, args.uid)).run();
      const legislation = tx
        .select()
        .from(schema.organizationLegislation)
        .where(eq(schema.organizationLegislation.orgUid, args.uid))
        .all();
      tx.delete(schema.organizationLegislation).where(eq(schema.organizationLegislation.orgUid, args.uid)).run();
      tx.delete(schema.organizationDomains).where(eq(schema.organizationDomains.orgUid, args.uid)).run();
      tx.delete(schema.decisionTypesPerOrg).where(eq(schema.decisionTypesPerOrg.orgUid, args.uid)).run();
      tx.delete(schema.organizationFormerNames).where(eq(schema.organizationFormerNames.orgUid, args.uid)).run();
      tx.delete(schema.adaSequences).where(eq(schema.adaSequences.orgUid, args.uid)).run();
      tx.delete(schema.organizations).where(eq(schema.organizations.uid, args.uid)).run();
      writeAudit(tx, {
        userId: args.user.id,
        action: "organization.delete",
        entityType: "organization",
        entityId: args.uid,
        details: { before: { ...before, buildings, legislation } },
        at: args.now,
      });
      return { ok: true, label: found.org.label };
    },
    { behavior: "immediate" },
  );
}

export const deleteOrganizationFromForm = (args: { user: Pick<SessionUser, "id" | "access">; uid: string }) =>
  deleteOrganization(getDb(), args);
