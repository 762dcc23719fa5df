/**
 * Editing an organisation (/organization/edit/{uid}). Editing needs PERM_ORG_CREATE on the body
 * (or on '0'); the structural changes need their own SPEC §6 permission as well: the name and the
 * latin name PERM_ADMIN_ORG_RENAME, the supervisor PERM_ADMIN_ORG_MOVE, «Ενεργός» and «Σε ισχύ»
 * PERM_ADMIN_ORG_ACTIVATE. A refused change changes nothing. One transaction writes the body, its
 * buildings and an audit row with the fields before and after; a new name re-files the body's
 * decisions in the search index (./relabel.server.ts).
 */
import { eq } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import { hasPermission, type Permission } from "../access/permissions";
import type { SessionUser } from "../access/session-user";
import { writeAudit } from "../audit.server";
import { TEXT } from "../messages";
import { replaceBuildings } from "./buildings.server";
import { retireLatinName } from "./former-names.server";
import { refileDecisionsOf } from "./relabel.server";
import { organizationFormErrors, type FieldErrors } from "./checks.server";
import type { SaveResult } from "./create.server";
import { ORGANIZATION_FIELDS, type OrganizationFormInput } from "./organization-form";

export interface UpdateArgs {
  user: Pick<SessionUser, "id" | "access">;
  uid: string;
  input: OrganizationFormInput;
  now?: number;
}

/** Fields whose change needs a permission beyond editing (SPEC §6 PERM_ADMIN_ORG_*). */
const GUARDED: {
  fields: ("label" | "latinName" | "supervisorUid" | "isActive" | "inEffect")[];
  permission: Permission;
}[] = [
  { fields: ["label", "latinName"], permission: "PERM_ADMIN_ORG_RENAME" },
  { fields: ["supervisorUid"], permission: "PERM_ADMIN_ORG_MOVE" },
  { fields: ["isActive", "inEffect"], permission: "PERM_ADMIN_ORG_ACTIVATE" },
];

export function mayEditOrganization(user: Pick<SessionUser, "access">, uid: string): boolean {
  return hasPermission(user.access, "PERM_ORG_CREATE", uid);
}

export function updateOrganization(db: Db, args: UpdateArgs): SaveResult {
  const { user, uid, input } = args;
  const now = args.now ?? Date.now();
  const o = schema.organizations;
  return db.transaction(
    (tx) => {
      const before = tx.select().from(o).where(eq(o.uid, uid)).get();
      if (!before) return { ok: false, reason: "not-found" };
      if (!mayEditOrganization(user, uid)) return { ok: false, reason: "forbidden" };
      const { errors, supervisorUid } = organizationFormErrors(tx, input, uid);
      const after = {
        label: input.label,
        abbreviation: input.abbreviation ?? null,
        latinName: input.latinName,
        categoryUid: input.categoryUid,
        vatNumber: input.vatNumber ?? null,
        emailContact: input.emailContact ?? null,
        website: input.website ?? null,
        supervisorUid: errors.supervisorUid ? before.supervisorUid : supervisorUid,
        isActive: input.isActive,
        inEffect: input.inEffect,
        operationEffectedFrom: input.operationEffectedFrom ?? null,
        validFrom: input.validFrom ?? null,
        validUntil: input.validUntil ?? null,
      };
      const refused: FieldErrors = {};
      for (const { fields, permission } of GUARDED) {
        if (hasPermission(user.access, permission, uid)) continue;
        for (const field of fields) {
          if (after[field] !== before[field])
            refused[field] = [TEXT.organizationChangeForbidden(ORGANIZATION_FIELDS[field].label)];
        }
      }
      const all = { ...errors, ...refused };
      if (Object.keys(all).length) return { ok: false, reason: "invalid", errors: all };
      const changed = Object.fromEntries(
        Object.entries(after)
          .filter(([key, value]) => before[key as keyof typeof before] !== value)
          .map(([key, value]) => [key, { from: before[key as keyof typeof before], to: value }]),
      );
      tx.update(o)
        .set({ ...after, status: after.isActive ? "active" : before.status === "active" ? "inactive" : before.status })
        .where(eq(o.uid, uid))
        .run();
      retireLatinName(tx, uid, before.latinName, after.latinName, now);
      if (after.label !== before.label) refileDecisionsOf(tx, db, uid, now);
      const buildings = replaceBuildings(tx, uid, input.buildings, input.mainBuilding);
      writeAudit(tx, {
        userId: user.id,
        action: "organization.update",
        entityType: "organization",
        entityId: uid,
        details: { changed, buildings },
        at: now,
      });
      return { ok: true, uid, latinName: after.latinName, label: after.label };
    },
    { behavior: "immediate" },
  );
}

export function updateFromForm(args: UpdateArgs): SaveResult {
  return updateOrganization(getDb(), args);
}
