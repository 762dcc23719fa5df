/**
 * An organisation's former states (SPEC §7 /organizations/all/{uid}, the dashboard's historyorgs):
 * its name, latin name, supervisor and SPEC §4 status over time. They are not stored twice: every
 * change wrote an audit row with each changed field's value before and after (./update.server.ts,
 * ./structure.server.ts), so walking those rows back from the current row gives every earlier
 * state and when it began and ended. Bodies merged into this one are listed from their
 * `organization.absorb` rows.
 */
import { and, desc, eq } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import type { DbOrTx } from "../audit.server";
import { formerNamesOf } from "./former-names.server";
import { findOrganizationExactly } from "./read.server";
import { ORGANIZATION_STATUS_TEXT, organizationStatus, type OrganizationStatus } from "./status";

const TRACKED = ["label", "latinName", "supervisorUid", "isActive", "inEffect", "mergedIntoUid"] as const;
type Tracked = (typeof TRACKED)[number];
type State = {
  [K in Tracked]: K extends "isActive" | "inEffect"
    ? boolean
    : K extends "mergedIntoUid" | "supervisorUid"
      ? string | null
      : string;
};

export interface OrganizationState {
  label: string;
  latinName: string;
  supervisor: { uid: string; label: string } | null;
  status: OrganizationStatus;
  statusLabel: string;
  mergedInto: { uid: string; label: string } | null;
  /** Epoch ms this state began (null: before the register's records of it). */
  from: number | null;
  /** Epoch ms it ended; null for the current state. */
  until: number | null;
}

export interface AbsorbedBody {
  uid: string;
  label: string;
  latinName: string;
  at: number;
}

export interface OrganizationHistory {
  uid: string;
  /** Newest first: the current state, then each former one. */
  states: OrganizationState[];
  absorbed: AbsorbedBody[];
}

interface ChangedFields {
  changed?: Record<string, { from: unknown; to: unknown }>;
  absorbed?: { uid: string; label: string; latinName: string };
}

export function organizationHistory(uid: string, db: DbOrTx = getDb()): OrganizationHistory | null {
  const o = schema.organizations;
  const org = db.select().from(o).where(eq(o.uid, uid)).get();
  if (!org) return null;
  const a = schema.auditLog;
  const rows = db
    .select({ at: a.at, action: a.action, details: a.details })
    .from(a)
    .where(and(eq(a.entityType, "organization"), eq(a.entityId, uid)))
    .orderBy(desc(a.id))
    .all();
  const labels = new Map<string, string>();
  const labelOf = (ref: string | null) => {
    if (!ref) return null;
    if (!labels.has(ref))
      labels.set(ref, db.select({ label: o.label }).from(o).where(eq(o.uid, ref)).get()?.label ?? ref);
    return { uid: ref, label: labels.get(ref)! };
  };
  const view = (s: State, from: number | null, until: number | null): OrganizationState => {
    const status = organizationStatus(s);
    return {
      label: s.label,
      latinName: s.latinName,
      supervisor: labelOf(s.supervisorUid),
      status,
      statusLabel: ORGANIZATION_STATUS_TEXT[status].label,
      mergedInto: labelOf(s.mergedIntoUid),
      from,
      until,
    };
  };

  let state: State = Object.fromEntries(TRACKED.map((k) => [k, org[k]])) as State;
  const states: OrganizationState[] = [];
  const absorbed: AbsorbedBody[] = [];
  let until: number | null = null;
  for (const row of rows) {
    const details = (row.details ?? {}) as ChangedFields;
    if (row.action === "organization.absorb" && details.absorbed) absorbed.push({ ...details.absorbed, at: row.at });
    const changed = Object.entries(details.changed ?? {}).filter(([k]) => (TRACKED as readonly string[]).includes(k));
    if (!changed.length) continue;
    states.push(view(state, row.at, until));
    until = row.at;
    state = { ...state, ...Object.fromEntries(changed.map(([k, v]) => [k, v.from])) };
  }
  states.push(view(state, org.createdAt ?? null, until));
  return { uid, states, absorbed };
}

/**
 * SPEC §7 /organizations/all/{uid}: the body a uid or latin name names itself (not the one it was
 * merged into: its own history is asked for), with its states, former latin names and the bodies
 * merged into it; null for an unknown name.
 */
export function organizationRecord(uidOrLatinName: string, db: DbOrTx = getDb()) {
  const org = findOrganizationExactly(uidOrLatinName, db);
  if (!org) return null;
  const history = organizationHistory(org.uid, db)!;
  return { org, status: organizationStatus(org), history, formerLatinNames: formerNamesOf(db, org.uid) };
}
