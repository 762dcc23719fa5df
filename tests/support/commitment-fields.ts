/**
 * A valid ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ (Β.1.3) of a seeded body in the JSON the APIs take (the portal API's
 * decision body, the OpenData write API's metadata): the pages' schema accepts it as it is. Its
 * unit, signer and budget type are read from the database, so it fits any seeded demo body.
 */
import type { Db } from "#db/client";
import { athensDay } from "#shared/dates";

export function commitmentFields(db: Db, orgUid: string) {
  const value = (sql: string, ...params: unknown[]) =>
    db.$client
      .prepare(sql)
      .pluck()
      .get(...params) as string;
  return {
    decisionTypeId: "Β.1.3",
    organizationId: orgUid,
    subject: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ",
    protocolNumber: "Α/1",
    issueDate: athensDay(Date.now()),
    unitIds: [value(`SELECT uid FROM units WHERE org_uid = ? AND active = 1 LIMIT 1`, orgUid)],
    signerIds: [value(`SELECT uid FROM signers WHERE org_uid = ? AND active = 1 LIMIT 1`, orgUid)],
    thematicCategoryIds: ["24"],
    extraFieldValues: {
      financialYear: 2025,
      budgettype: value("SELECT uid FROM dictionary_items WHERE dictionary_uid = 'BUDGET_TYPE' LIMIT 1"),
      entryNumber: "Α/1",
      amountWithVAT: { amount: 1234.56, currency: "EUR" },
      amountWithKae: [{ kae: "02.6117", amountWithVAT: 1234.56 }],
    },
    privateData: false,
  };
}
