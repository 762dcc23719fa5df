/**
 * /organization/dtview (SPEC §2, §7 prefs/dtperorg): an organisation administrator chooses which
 * of the decision types open to the body's category the decision form offers. Stored in
 * decision_types_per_org (one row per type, visible or not), which the form's type list reads
 * (app/decisions/form-schema.server.ts decisionTypeOptions). At least one type stays visible.
 * Each change is one transaction with its audit row.
 */
import { and, eq } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import type { AccessEntry } from "../access/permissions";
import type { SessionUser } from "../access/session-user";
import { writeAudit } from "../audit.server";
import { typesOpenToOrganization } from "../decision-types/open-types.server";
import { TEXT } from "../messages";
import { orgAdminScope, type OrgAdminScope } from "./org-admin-scope.server";
import type { ScopeOrganization } from "./staff-scope.server";

export interface DecisionTypeView {
  uid: string;
  label: string;
  group: string | null;
  visible: boolean;
}

/** The leaf types open to the body's category (app/decision-types/open-types.server.ts), with their group. */
function typesOpenTo(db: Db, orgUid: string): { uid: string; label: string; group: string | null }[] {
  const t = schema.decisionTypes;
  const groups = new Map(
    db
      .select({ uid: t.uid, label: t.label })
      .from(t)
      .where(eq(t.allowedInDecisions, false))
      .all()
      .map((x) => [x.uid, x.label]),
  );
  return typesOpenToOrganization(db, orgUid).map((x) => ({
    uid: x.uid,
    label: x.label,
    group: x.parentUid ? (groups.get(x.parentUid) ?? null) : null,
  }));
}

function hiddenOf(db: Db, orgUid: string): Set<string> {
  const p = schema.decisionTypesPerOrg;
  return new Set(
    db
      .select({ uid: p.decisionTypeUid })
      .from(p)
      .where(and(eq(p.orgUid, orgUid), eq(p.visible, false)))
      .all()
      .map((r) => r.uid),
  );
}

export type DecisionTypeViewsPage =
  | { ok: true; org: ScopeOrganization; choices: ScopeOrganization[]; types: DecisionTypeView[] }
  | { ok: false; reason: "forbidden" };

export function decisionTypeViewsPage(
  access: readonly AccessEntry[],
  wanted?: string,
  db: Db = getDb(),
): DecisionTypeViewsPage {
  const scope: OrgAdminScope = orgAdminScope(access, wanted, db);
  if (!scope.ok) return scope;
  const hidden = hiddenOf(db, scope.org.uid);
  const types = typesOpenTo(db, scope.org.uid).map((t) => ({ ...t, visible: !hidden.has(t.uid) }));
  return { ...scope, types };
}

export type SaveViewsResult =
  | { ok: true; org: ScopeOrganization; hidden: string[] }
  | { ok: false; reason: "forbidden" }
  | { ok: false; reason: "invalid"; message: string };

/** Saves which types are visible: `visibleUids` must be types open to the body (a forged one is refused). */
export function saveDecisionTypeViews(
  user: SessionUser,
  wanted: string | undefined,
  visibleUids: readonly string[],
  db: Db = getDb(),
): SaveViewsResult {
  const scope = orgAdminScope(user.access, wanted, db);
  if (!scope.ok) return scope;
  const open = typesOpenTo(db, scope.org.uid);
  const openUids = new Set(open.map((t) => t.uid));
  if (visibleUids.some((uid) => !openUids.has(uid)))
    return { ok: false, reason: "invalid", message: TEXT.invalidOption };
  const visible = new Set(visibleUids);
  if (visible.size === 0) return { ok: false, reason: "invalid", message: TEXT.decisionTypeViewsEmpty };
  const hidden = open.filter((t) => !visible.has(t.uid)).map((t) => t.uid);
  const orgUid = scope.org.uid;
  db.transaction((tx) => {
    tx.delete(schema.decisionTypesPerOrg).where(eq(schema.decisionTypesPerOrg.orgUid, orgUid)).run();
    tx.insert(schema.decisionTypesPerOrg)
      .values(open.map((t) => ({ orgUid, decisionTypeUid: t.uid, visible: visible.has(t.uid) })))
      .run();
    writeAudit(tx, {
      userId: user.id,
      action: "organization.dtview.update",
      entityType: "organization",
      entityId: orgUid,
      details: { hidden },
    });
  });
  return { ok: true, org: scope.org, hidden };
}
