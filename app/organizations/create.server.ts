/**
 * Creating an organisation (/organization/new). Needs PERM_ORG_CREATE on the supervising body or
 * on every body ('0'), SPEC §6. One transaction writes the body, its buildings and the audit row.
 * The uid is the next free number, and the body gets the next free ADA code (app/decisions/ada.ts).
 */
import { getDb, schema, type Db } from "#db/client";
import { ALL_ORGANIZATIONS, hasPermission } from "../access/permissions";
import type { SessionUser } from "../access/session-user";
import { writeAudit, type Tx } from "../audit.server";
import { organizationAdaCode } from "../decisions/ada";
import { replaceBuildings } from "./buildings.server";
import { organizationFormErrors, type FieldErrors } from "./checks.server";
import type { OrganizationFormInput } from "./organization-form";
import { nextUid } from "./uids.server";

export type SaveResult =
  | { ok: true; uid: string; latinName: string; label: string }
  | { ok: false; reason: "forbidden" | "not-found" }
  | { ok: false; reason: "invalid"; errors: FieldErrors };

export interface CreateArgs {
  user: Pick<SessionUser, "id" | "access">;
  input: OrganizationFormInput;
  now?: number;
}

function nextAdaCode(tx: Tx): string {
  const used = new Set(
    tx
      .select({ code: schema.organizations.adaCode })
      .from(schema.organizations)
      .all()
      .map((r) => r.code),
  );
  for (let n = used.size; ; n++) {
    const code = organizationAdaCode(n % 39_304);
    if (!used.has(code)) return code;
  }
}

/** Who may create a body under `supervisorUid` (null: a body without a supervisor). */
export function mayCreateOrganization(user: Pick<SessionUser, "access">, supervisorUid: string | null): boolean {
  return hasPermission(user.access, "PERM_ORG_CREATE", supervisorUid ?? ALL_ORGANIZATIONS);
}

export function createOrganization(db: Db, args: CreateArgs): SaveResult {
  const { user, input } = args;
  const now = args.now ?? Date.now();
  return db.transaction(
    (tx) => {
      const { errors, supervisorUid } = organizationFormErrors(tx, input, null);
      if (!mayCreateOrganization(user, errors.supervisorUid ? null : supervisorUid))
        return { ok: false, reason: "forbidden" };
      if (Object.keys(errors).length) return { ok: false, reason: "invalid", errors };
      const uid = nextUid(tx, "organization");
      const values = {
        uid,
        label: input.label,
        abbreviation: input.abbreviation ?? null,
        latinName: input.latinName,
        status: input.isActive ? "active" : "pending",
        categoryUid: input.categoryUid,
        vatNumber: input.vatNumber ?? null,
        emailContact: input.emailContact ?? null,
        website: input.website ?? null,
        supervisorUid,
        isActive: input.isActive,
        inEffect: input.inEffect,
        operationEffectedFrom: input.operationEffectedFrom ?? null,
        validFrom: input.validFrom ?? null,
        validUntil: input.validUntil ?? null,
        adaCode: nextAdaCode(tx),
        createdAt: now,
      };
      tx.insert(schema.organizations).values(values).run();
      const buildings = replaceBuildings(tx, uid, input.buildings, input.mainBuilding);
      writeAudit(tx, {
        userId: user.id,
        action: "organization.create",
        entityType: "organization",
        entityId: uid,
        details: { ...values, buildings },
        at: now,
      });
      return { ok: true, uid, latinName: input.latinName, label: input.label };
    },
    { behavior: "immediate" },
  );
}

export function createFromForm(args: CreateArgs): SaveResult {
  return createOrganization(getDb(), args);
}
