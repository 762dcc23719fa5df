/** Writing an organisation's buildings: the table is replaced as the form sent it (SPEC §2, §3). */
import { eq } from "drizzle-orm";
import { schema } from "#db/client";
import type { Tx } from "../audit.server";
import { withMainBuilding, type BuildingRow } from "./organization-form";

export function replaceBuildings(tx: Tx, orgUid: string, rows: readonly BuildingRow[], mainKey: string | undefined) {
  tx.delete(schema.organizationBuildings).where(eq(schema.organizationBuildings.orgUid, orgUid)).run();
  const stored = withMainBuilding(rows, mainKey).map((b) => ({
    orgUid,
    description: b.description,
    mainBuilding: b.mainBuilding,
    streetName: b.streetName ?? null,
    streetNumber: b.streetNumber ?? null,
    poBox: b.poBox ?? null,
    city: b.city ?? null,
  }));
  if (stored.length) tx.insert(schema.organizationBuildings).values(stored).run();
  return stored;
}
