/**
 * Labels of stored uids (labels.server.ts) against the demo database: in the order asked, an
 * unknown uid kept as its own label, a dictionary's items only from that dictionary, and a long list
 * (one JSON parameter of a statement prepared once per connection, decision 159) answered whole.
 */
import { describe, expect, it } from "vitest";
import { useDemoDatabase } from "#tests/support/demo-db";
import { dictionaryLabels, organizationLabels, signerLabels, THEMATIC_DICTIONARY, unitLabels } from "./labels.server";

const t = useDemoDatabase();

const rows = <T>(sqlText: string) => t.db.$client.prepare(sqlText).all() as T[];

describe("labels of stored uids", () => {
  it("follows the order asked, and an unknown uid keeps its uid", () => {
    const units = rows<{ uid: string; label: string }>("SELECT uid, label FROM units ORDER BY uid LIMIT 2");
    expect(units).toHaveLength(2);
    expect(unitLabels([units[1].uid, "no-such-unit", units[0].uid])).toEqual([
      units[1],
      { uid: "no-such-unit", label: "no-such-unit" },
      units[0],
    ]);
    expect(unitLabels([])).toEqual([]);
  });

  it("names a signer by first and last name, and an organisation by its label", () => {
    const [signer] = rows<{ uid: string; first: string; last: string }>(
      "SELECT uid, first_name AS first, last_name AS last FROM signers LIMIT 1",
    );
    expect(signerLabels([signer.uid])).toEqual([{ uid: signer.uid, label: `${signer.first} ${signer.last}`.trim() }]);
    const [org] = rows<{ uid: string; label: string }>("SELECT uid, label FROM organizations LIMIT 1");
    expect(organizationLabels([org.uid])).toEqual([org]);
  });

  it("reads a dictionary's own items only", () => {
    const [item] = rows<{ uid: string; label: string }>(
      `SELECT uid, label FROM dictionary_items WHERE dictionary_uid = '${THEMATIC_DICTIONARY}' LIMIT 1`,
    );
    expect(dictionaryLabels(THEMATIC_DICTIONARY, [item.uid])).toEqual([item]);
    expect(dictionaryLabels("NO_SUCH_DICTIONARY", [item.uid])).toEqual([{ uid: item.uid, label: item.uid }]);
  });

  it("answers a long list, every organisation of the register, whole and in order", () => {
    const all = rows<{ uid: string; label: string }>("SELECT uid, label FROM organizations ORDER BY uid");
    expect(all.length).toBeGreaterThan(5_000);
    expect(organizationLabels(all.map((o) => o.uid))).toEqual(all);
  });
});
