/**
 * Which units the signers of a body sign for (signer_units), and the save check of issue 8 «a
 * signer not in the unit is refused» shared by the decision form and the JSON API through
 * ./save-checks.server.ts. A signer with the body's own signing rights, attached to the body
 * itself rather than a unit, or attached to no unit at all (nothing restricts them), signs for
 * every unit.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import { preparedPerConnection } from "#db/per-connection";
import { FORM_TEXT } from "../messages";
import { signsForUnits, type SignerUnits } from "./signer-units";

/**
 * The read of a body's signers and their units, built and prepared once per connection: every
 * submission's save checks run it (docs/decisions/131-bulk-publication-second-process-and-statements.md).
 */
function prepareSignerUnits(db: Db) {
  const s = schema.signers;
  return db
    .select({ signer: s.uid, rights: s.hasOrganizationSignRights, unit: schema.signerUnits.unitUid })
    .from(s)
    .leftJoin(schema.signerUnits, eq(schema.signerUnits.signerUid, s.uid))
    .where(eq(s.orgUid, sql.placeholder("orgUid")))
    .prepare();
}

const signerUnitsStatement = preparedPerConnection(prepareSignerUnits);

export function signerUnitsOf(orgUid: string, db: Db = getDb()): SignerUnits {
  const rows = signerUnitsStatement(db).all({ orgUid });
  const out: Record<string, string[] | "all"> = {};
  for (const r of rows) {
    if (r.rights || r.unit === orgUid) out[r.signer] = "all";
    if (out[r.signer] === "all") continue;
    const units = (out[r.signer] ??= []) as string[];
    if (r.unit) units.push(r.unit);
  }
  for (const [signer, units] of Object.entries(out)) if (units.length === 0) out[signer] = "all";
  return out;
}

export interface SignerUnitArgs {
  orgUid: string;
  unitIds: readonly string[];
  signerIds: readonly string[];
}

/** «signerIds» errors: each chosen signer who signs for none of the chosen units, by name. */
export function signerUnitErrors(args: SignerUnitArgs, db: Db = getDb()): Record<string, string[]> {
  if (args.unitIds.length === 0 || args.signerIds.length === 0) return {};
  const signerUnits = signerUnitsOf(args.orgUid, db);
  const outside = args.signerIds.filter((uid) => !signsForUnits(signerUnits, uid, args.unitIds));
  if (outside.length === 0) return {};
  const s = schema.signers;
  const names = new Map(
    db
      .select({ uid: s.uid, first: s.firstName, last: s.lastName })
      .from(s)
      .where(and(eq(s.orgUid, args.orgUid), inArray(s.uid, outside)))
      .all()
      .map((r) => [r.uid, `${r.last} ${r.first}`]),
  );
  return { signerIds: outside.map((uid) => FORM_TEXT.signerNotInUnit(names.get(uid) ?? uid)) };
}
