/**
 * The VAT number check of SPEC §5 and §7 (POST /internal/validateVAT: afm, afmType, countryCode →
 * valid, name, enterName), behind /internal/validateVAT, /validationService and the form's AFM
 * entry page. The rule itself lives in app/fields/afm.rule.ts (local check digit, what each type
 * means, how a service answer reads); this module only decides which service to ask:
 *
 *  - types other than EL and EU are not checked: valid, and the name must be typed (enterName);
 *  - a number the local rule refuses is invalid without asking anyone;
 *  - Greek numbers (EL, or EU with country EL) go to GGPS when configured, else to VIES with
 *    country EL, else the check digit alone decides (and the name must be typed);
 *  - other EU numbers go to VIES; without VIES they cannot be confirmed.
 *
 * «unavailable» is a warning for the form, never a refusal (SPEC §5, issue 8 "Bad input").
 */
import {
  DEFAULT_AFM_TYPE,
  DEFAULT_COUNTRY_CODE,
  interpretVatService,
  isAfmValid,
  normalizeAfm,
  type VatServiceAnswer,
} from "../fields/afm.rule";
import { MSG } from "../messages";
import { checkGgps } from "./ggps.server";
import { vatEndpoints } from "./vat-settings.server";
import { checkVies } from "./vies.server";

export interface VatCheckRequest {
  afm: string;
  afmType?: string | null;
  countryCode?: string | null;
  /** The name typed in the form: used when the number is valid but the service gave no name. */
  name?: string | null;
}

export type VatCheckedBy = "GGPS" | "VIES" | "checksum" | "none";

export type VatCheck =
  | { status: "valid"; valid: true; name: string | null; enterName: boolean; checkedBy: VatCheckedBy }
  | { status: "invalid" | "unavailable"; valid: false; name: null; enterName: false; message: string };

/** Upper case, and GR (the ISO code) read as EL (the VIES prefix Greece uses). */
function countryOf(code: string | null | undefined): string {
  const upper = (code ?? "").trim().toUpperCase() || DEFAULT_COUNTRY_CODE;
  return upper === "GR" ? "EL" : upper;
}

export async function checkVat(request: VatCheckRequest): Promise<VatCheck> {
  const afm = normalizeAfm(request.afm);
  const afmType = (request.afmType ?? "").trim().toUpperCase() || DEFAULT_AFM_TYPE;
  const countryCode = countryOf(request.countryCode);
  const typedName = request.name?.trim() || null;

  if (afmType !== "EL" && afmType !== "EU") {
    return { status: "valid", valid: true, name: typedName, enterName: true, checkedBy: "none" };
  }
  if (afm === "" || !isAfmValid({ afm, afmType, countryCode })) {
    return { status: "invalid", valid: false, name: null, enterName: false, message: MSG.invalidAfm };
  }

  // The administration's settings over the environment's (issue 17), read for every check.
  const { ggps, vies } = vatEndpoints();
  const greek = afmType === "EL" || countryCode === "EL";
  let answer: VatServiceAnswer;
  let checkedBy: VatCheckedBy;
  if (greek && ggps) {
    checkedBy = "GGPS";
    answer = await checkGgps(ggps, afm);
  } else if (vies) {
    checkedBy = "VIES";
    answer = await checkVies(vies, greek ? "EL" : countryCode, afm);
  } else if (greek) {
    return { status: "valid", valid: true, name: typedName, enterName: true, checkedBy: "checksum" };
  } else {
    answer = { kind: "unreachable" };
    checkedBy = "none";
  }

  const outcome = interpretVatService(answer, typedName);
  if (outcome.valid) return { status: "valid", ...outcome, checkedBy };
  const status = outcome.message === MSG.afmServiceFailure ? "unavailable" : "invalid";
  return { status, valid: false, name: null, enterName: false, message: outcome.message };
}
