/**
 * Reading signers for the management screens: a body's signers ten to a page (honest paging), and
 * the signer form's choices (the body's units, the positions of its category) and values.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { normalizeText } from "#search/normalize";
import { athensDay, formatDate } from "#shared/dates";
import type { AccessEntry } from "../access/permissions";
import { isoToInput } from "../fields/date.rule";
import type { Option } from "./form-page.server";
import { signerTypes } from "./signer-form";
import { heldPositions, positionsFor } from "./signer-save.server";
import { mayManage, scopeOf, type ScopeOrganization } from "./staff-scope.server";
import { unitParentOptions } from "./units.server";

export const SIGNER_PAGE_SIZE = 10;

export interface SignerRow {
  uid: string;
  name: string;
  types: string[];
  units: string[];
  period: string;
  active: boolean;
}

export type SignersPage =
  | {
      ok: true;
      org: ScopeOrganization;
      rows: SignerRow[];
      total: number;
      page: number;
      pageCount: number;
      canDelete: boolean;
    }
  | { ok: false; reason: "choose" | "not-found" | "forbidden" | "page-out-of-range" };

const day = (ms: number | null) => (ms === null ? "" : formatDate(athensDay(ms)));

export function signersPage(
  access: readonly AccessEntry[],
  query: { org?: string; q?: string; page: number },
  now = Date.now(),
  db = getDb(),
): SignersPage {
  const scope = scopeOf(access, "PERM_SIGNERS_CREATE", query.org, db);
  if (!scope.ok) return scope;
  const s = schema.signers;
  const all = db.select().from(s).where(eq(s.orgUid, scope.org.uid)).orderBy(asc(s.lastName), asc(s.firstName)).all();
  const words = query.q ? normalizeText(query.q).split(/\s+/).filter(Boolean) : [];
  const matches = all.filter((x) => {
    const name = normalizeText(`${x.firstName} ${x.lastName} ${x.uid}`);
    return words.every((w) => name.includes(w));
  });
  const pageCount = Math.max(1, Math.ceil(matches.length / SIGNER_PAGE_SIZE));
  if (query.page > pageCount) return { ok: false, reason: "page-out-of-range" };
  const shown = matches.slice((query.page - 1) * SIGNER_PAGE_SIZE, query.page * SIGNER_PAGE_SIZE);
  const su = schema.signerUnits;
  const links = shown.length
    ? db
        .select({ signerUid: su.signerUid, unit: schema.units.label, position: schema.positions.label })
        .from(su)
        .leftJoin(schema.units, eq(schema.units.uid, su.unitUid))
        .leftJoin(schema.positions, eq(schema.positions.uid, su.positionUid))
        .where(
          inArray(
            su.signerUid,
            shown.map((x) => x.uid),
          ),
        )
        .all()
    : [];
  const rows = shown.map((x) => ({
    uid: x.uid,
    name: `${x.lastName} ${x.firstName}`,
    types: signerTypes(x),
    units: links
      .filter((l) => l.signerUid === x.uid)
      .map((l) => (l.position ? `${l.unit ?? "?"} (${l.position})` : (l.unit ?? "?"))),
    period: x.activeUntil
      ? `${day(x.activeFrom)} – ${day(x.activeUntil)}`
      : x.activeFrom
        ? `από ${day(x.activeFrom)}`
        : "",
    active: (x.activeFrom === null || x.activeFrom <= now) && (x.activeUntil === null || x.activeUntil > now),
  }));
  const canDelete = mayManage(access, "PERM_SIGNERS_DELETE", scope.org.uid);
  return { ok: true, org: scope.org, rows, total: matches.length, page: query.page, pageCount, canDelete };
}

export interface SignerFormValues {
  lastName: string;
  firstName: string;
  hasOrganizationSignRights: string | undefined;
  activeFrom: string;
  activeUntil: string;
  units: { unitUid: string; positionUid: string }[];
}

export interface SignerFormPage {
  org: ScopeOrganization;
  units: Option[];
  positions: Option[];
  existing: { uid: string; name: string } | null;
  values: SignerFormValues;
}

function categoryOf(orgUid: string, db = getDb()): string {
  const o = schema.organizations;
  return db.select({ c: o.categoryUid }).from(o).where(eq(o.uid, orgUid)).get()?.c ?? "";
}

export function newSignerPageFor(access: readonly AccessEntry[], org: string | undefined, today: string) {
  const scope = scopeOf(access, "PERM_SIGNERS_CREATE", org);
  if (!scope.ok) return scope;
  const page: SignerFormPage = {
    org: scope.org,
    units: unitParentOptions(scope.org.uid, null),
    positions: positionsFor(getDb(), categoryOf(scope.org.uid)),
    existing: null,
    values: {
      lastName: "",
      firstName: "",
      hasOrganizationSignRights: undefined,
      activeFrom: isoToInput(today),
      activeUntil: "",
      units: [],
    },
  };
  return { ok: true as const, page };
}

export type EditSignerPage = { ok: true; page: SignerFormPage } | { ok: false; reason: "not-found" | "forbidden" };

export function editSignerPage(access: readonly AccessEntry[], uid: string, db = getDb()): EditSignerPage {
  const s = schema.signers;
  const signer = db.select().from(s).where(eq(s.uid, uid)).get();
  if (!signer) return { ok: false, reason: "not-found" };
  if (!mayManage(access, "PERM_SIGNERS_CREATE", signer.orgUid)) return { ok: false, reason: "forbidden" };
  const o = schema.organizations;
  const org = db
    .select({ uid: o.uid, label: o.label, latinName: o.latinName, categoryUid: o.categoryUid })
    .from(o)
    .where(eq(o.uid, signer.orgUid))
    .get()!;
  const units = db.select().from(schema.signerUnits).where(eq(schema.signerUnits.signerUid, uid)).all();
  return {
    ok: true,
    page: {
      org: { uid: org.uid, label: org.label, latinName: org.latinName },
      units: unitParentOptions(org.uid, null, db),
      positions: positionsFor(db, org.categoryUid, heldPositions(db, uid)),
      existing: { uid, name: `${signer.firstName} ${signer.lastName}` },
      values: {
        lastName: signer.lastName,
        firstName: signer.firstName,
        hasOrganizationSignRights: signer.hasOrganizationSignRights ? "on" : undefined,
        activeFrom: day(signer.activeFrom),
        activeUntil: day(signer.activeUntil),
        units: units.map((u) => ({ unitUid: u.unitUid, positionUid: u.positionUid ?? "" })),
      },
    },
  };
}
