/**
 * What /validationService (the AFM entry dialog as a page) shows: the VAT types and EU member
 * states to choose from (dictionaries VAT_TYPE and EE_MEMBER), and, when a number was given, the
 * outcome of the one VAT check (./check-vat.server.ts). A type or country outside the lists is
 * refused with «Μη έγκυρη επιλογή», not checked as "another type".
 */
import { getDb, type Db } from "#db/client";
import { DEFAULT_AFM_TYPE, DEFAULT_COUNTRY_CODE } from "../fields/afm.rule";
import { TEXT } from "../messages";
import { checkVat, type VatCheck, type VatCheckRequest } from "./check-vat.server";
import { dictionaryOptions } from "../decisions/form-schema.server";

export interface Choice {
  value: string;
  label: string;
}

export interface VatPage {
  types: Choice[];
  countries: Choice[];
  request: { afm: string; afmType: string; countryCode: string; name: string };
  result: VatCheck | null;
  /** A field the request got wrong (a forged type or country), with its message. */
  problem: { field: "afmType" | "countryCode"; message: string } | null;
}

// VAT_TYPE and EE_MEMBER are flat dictionaries: the form's own option reader gives them in order.
const choices = (db: Db, dictionaryUid: string): Choice[] =>
  dictionaryOptions(db, dictionaryUid).map(({ value, label }) => ({ value, label }));

export async function vatServicePage(query: Partial<VatCheckRequest>, db: Db = getDb()): Promise<VatPage> {
  const types = choices(db, "VAT_TYPE");
  const countries = choices(db, "EE_MEMBER");
  const request = {
    afm: query.afm?.trim() ?? "",
    afmType: query.afmType?.trim().toUpperCase() || DEFAULT_AFM_TYPE,
    countryCode: query.countryCode?.trim().toUpperCase() || DEFAULT_COUNTRY_CODE,
    name: query.name?.trim() ?? "",
  };
  const page: VatPage = { types, countries, request, result: null, problem: null };
  if (!types.some((t) => t.value === request.afmType)) {
    return { ...page, problem: { field: "afmType", message: TEXT.invalidOption } };
  }
  if (!countries.some((c) => c.value === request.countryCode)) {
    return { ...page, problem: { field: "countryCode", message: TEXT.invalidOption } };
  }
  if (request.afm === "") return page;
  return { ...page, result: await checkVat(request) };
}
