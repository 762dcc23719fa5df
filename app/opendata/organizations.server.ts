/**
 * Organisations, units, signers and positions as the OpenData API shows them
 * (reference/diavgeia.md §1.2, §1.5). An organisation's status is SPEC §4's, in the real API's
 * words (app/organizations/status.ts): active, inactive (abolished) or pending.
 */
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { findOrganization, type Organization } from "../organizations/read.server";
import { organizationStatus } from "../organizations/status";
import type { OpendataOrganization, OpendataSigner, OpendataUnit } from "./schemas";

const STATUS_WORD = { active: "active", abolished: "inactive", pending: "pending" } as const;

export function opendataStatus(org: Pick<Organization, "isActive" | "inEffect">): OpendataOrganization["status"] {
  return STATUS_WORD[organizationStatus(org)];
}

function shapeOrganizations(rows: Organization[]): OpendataOrganization[] {
  if (rows.length === 0) return [];
  const db = getDb();
  const o = schema.organizations;
  const supervisorUids = [...new Set(rows.map((r) => r.supervisorUid).filter((u): u is string => !!u))];
  const supervisors = new Map(
    (supervisorUids.length
      ? db.select({ uid: o.uid, label: o.label }).from(o).where(inArray(o.uid, supervisorUids)).all()
      : []
    ).map((s) => [s.uid, s.label]),
  );
  const domains = new Map<string, string[]>();
  const od = schema.organizationDomains;
  const uids = rows.map((r) => r.uid);
  // One query for a few organisations, the whole table for many (the IN list would be longer).
  const domainRows =
    uids.length <= 500 ? db.select().from(od).where(inArray(od.orgUid, uids)).all() : db.select().from(od).all();
  for (const row of domainRows) domains.set(row.orgUid, [...(domains.get(row.orgUid) ?? []), row.domainUid]);
  return rows.map((r) => ({
    uid: r.uid,
    label: r.label,
    abbreviation: r.abbreviation,
    latinName: r.latinName,
    status: opendataStatus(r),
    category: r.categoryUid,
    vatNumber: r.vatNumber,
    fekNumber: r.fekNumber,
    fekIssue: r.fekIssue,
    fekYear: r.fekYear,
    odeManagerEmail: r.emailContact,
    website: r.website,
    supervisorId: r.supervisorUid,
    supervisorLabel: r.supervisorUid ? (supervisors.get(r.supervisorUid) ?? null) : null,
    organizationDomains: domains.get(r.uid) ?? [],
  }));
}

/** GET /organizations: every organisation of a status (default active) and category, unpaginated. */
export function organizationList(filter: { status?: "active" | "inactive" | "pending" | "all"; category?: string }) {
  const o = schema.organizations;
  const where: SQL[] = [];
  if (filter.category) where.push(eq(o.categoryUid, filter.category));
  const rows = getDb()
    .select()
    .from(o)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(o.label), asc(o.uid))
    .all();
  const status = filter.status ?? "active";
  const kept = status === "all" ? rows : rows.filter((r) => opendataStatus(r) === status);
  return { organizations: shapeOrganizations(kept) };
}

export function organization(uidOrLatinName: string): OpendataOrganization | null {
  const found = findOrganization(uidOrLatinName);
  return found ? shapeOrganizations([found])[0] : null;
}

type UnitRow = typeof schema.units.$inferSelect;

function shapeUnit(u: UnitRow): OpendataUnit {
  return {
    uid: u.uid,
    label: u.label,
    abbreviation: u.abbreviation,
    category: u.categoryUid,
    unitDomains: [],
    active: u.active,
    activeFrom: u.activeFrom,
    activeUntil: u.activeUntil,
    parentId: u.parentUid,
  };
}

/**
 * GET /organizations/{org}/units: every unit below the organisation (default), or only its top
 * level (`descendants=children`: units whose parent is the organisation itself).
 */
export function organizationUnits(
  orgUid: string,
  options: { descendants?: "children" | "all"; status?: "active" | "inactive" | "all" } = {},
): { units: OpendataUnit[] } {
  const u = schema.units;
  const rows = getDb().select().from(u).where(eq(u.orgUid, orgUid)).orderBy(asc(u.label), asc(u.uid)).all();
  const status = options.status ?? "all";
  const units = rows
    .filter((r) => options.descendants !== "children" || r.parentUid === orgUid || r.parentUid === null)
    .filter((r) => status === "all" || r.active === (status === "active"));
  return { units: units.map(shapeUnit) };
}

export function unit(uid: string): OpendataUnit | null {
  const row = getDb().select().from(schema.units).where(eq(schema.units.uid, uid)).get();
  return row ? shapeUnit(row) : null;
}

type SignerRow = typeof schema.signers.$inferSelect;

function shapeSigners(rows: SignerRow[]): OpendataSigner[] {
  if (rows.length === 0) return [];
  const su = schema.signerUnits;
  const p = schema.positions;
  const links = getDb()
    .select({ signerUid: su.signerUid, uid: su.unitUid, positionId: su.positionUid, positionLabel: p.label })
    .from(su)
    .leftJoin(p, eq(p.uid, su.positionUid))
    .where(
      inArray(
        su.signerUid,
        rows.map((r) => r.uid),
      ),
    )
    .orderBy(asc(su.unitUid))
    .all();
  const bySigner = new Map<string, OpendataSigner["units"]>();
  for (const { signerUid, ...link } of links) {
    bySigner.set(signerUid, [
      ...(bySigner.get(signerUid) ?? []),
      { uid: link.uid, positionId: link.positionId, positionLabel: link.positionLabel ?? null },
    ]);
  }
  return rows.map((s) => ({
    uid: s.uid,
    firstName: s.firstName,
    lastName: s.lastName,
    active: s.active,
    activeFrom: s.activeFrom,
    activeUntil: s.activeUntil,
    organizationId: s.orgUid,
    hasOrganizationSignRights: s.hasOrganizationSignRights,
    units: bySigner.get(s.uid) ?? [],
  }));
}

export function organizationSigners(orgUid: string): { signers: OpendataSigner[] } {
  const s = schema.signers;
  const rows = getDb()
    .select()
    .from(s)
    .where(eq(s.orgUid, orgUid))
    .orderBy(asc(s.lastName), asc(s.firstName), asc(s.uid))
    .all();
  return { signers: shapeSigners(rows) };
}

export function signer(uid: string): OpendataSigner | null {
  const row = getDb().select().from(schema.signers).where(eq(schema.signers.uid, uid)).get();
  return row ? shapeSigners([row])[0] : null;
}

/** The positions the organisation's signers hold. */
export function organizationPositions(orgUid: string): { positions: { uid: string; label: string }[] } {
  const p = schema.positions;
  const su = schema.signerUnits;
  const positions = getDb()
    .selectDistinct({ uid: p.uid, label: p.label })
    .from(su)
    .innerJoin(schema.signers, eq(schema.signers.uid, su.signerUid))
    .innerJoin(p, eq(p.uid, su.positionUid))
    .where(eq(schema.signers.orgUid, orgUid))
    .orderBy(asc(p.label), asc(p.uid))
    .all();
  return { positions };
}

/** GET /positions: every position. */
export function allPositions(): { positions: { uid: string; label: string }[] } {
  const p = schema.positions;
  return { positions: getDb().select({ uid: p.uid, label: p.label }).from(p).orderBy(asc(p.label), asc(p.uid)).all() };
}

/** GET /organizations/{org}/details: the organisation with its units, signers, positions and supervised bodies. */
export function organizationDetails(uidOrLatinName: string) {
  const found = findOrganization(uidOrLatinName);
  if (!found) return null;
  const o = schema.organizations;
  const supervised = getDb().select().from(o).where(eq(o.supervisorUid, found.uid)).orderBy(asc(o.label)).all();
  return {
    ...shapeOrganizations([found])[0],
    ...organizationUnits(found.uid),
    ...organizationSigners(found.uid),
    ...organizationPositions(found.uid),
    supervisedOrganizations: shapeOrganizations(supervised),
  };
}

/**
 * The signers who sign for any of the units (SPEC §7 GET /units/multiple/signers/all), each once,
 * by name; null when a unit is unknown.
 */
export function unitsSigners(unitUids: readonly string[]): { signers: OpendataSigner[] } | null {
  const db = getDb();
  const known = db
    .select({ uid: schema.units.uid })
    .from(schema.units)
    .where(inArray(schema.units.uid, [...unitUids]))
    .all();
  if (known.length !== new Set(unitUids).size) return null;
  const su = schema.signerUnits;
  const s = schema.signers;
  const linked = db
    .selectDistinct({ uid: su.signerUid })
    .from(su)
    .where(inArray(su.unitUid, [...unitUids]))
    .all();
  if (linked.length === 0) return { signers: [] };
  const rows = db
    .select()
    .from(s)
    .where(
      inArray(
        s.uid,
        linked.map((l) => l.uid),
      ),
    )
    .orderBy(asc(s.lastName), asc(s.firstName), asc(s.uid))
    .all();
  return { signers: shapeSigners(rows) };
}
