/**
 * "Test the connection" of the VAT service settings (issue 17): one check of a well-formed number
 * against the endpoint the administrator typed. Any answer about the number (valid or not) means
 * the service is reachable and accepted the credentials; no answer, an error page, a timeout or a
 * refused username token (GGPS answers those as error records) means it is not.
 */
import { SETTINGS_TEXT } from "../messages";
import { checkGgps, type GgpsEndpoint } from "./ggps.server";
import type { VatService } from "./vat-settings.server";
import { checkVies } from "./vies.server";

/** A well-formed Greek VAT number (its check digit is right), used only to get an answer. */
export const CONNECTION_TEST_AFM = "090000045";

export const VAT_SERVICE_LABEL: Record<VatService, string> = { ggps: "ΓΓΠΣ (ΑΑΔΕ)", vies: "VIES" };

export interface ConnectionTestResult {
  ok: boolean;
  message: string;
}

export async function testVatConnection(service: VatService, endpoint: GgpsEndpoint): Promise<ConnectionTestResult> {
  const label = VAT_SERVICE_LABEL[service];
  if (!endpoint.url) return { ok: false, message: SETTINGS_TEXT.vatNotConfigured(label) };
  const answer =
    service === "ggps"
      ? await checkGgps(endpoint, CONNECTION_TEST_AFM)
      : await checkVies(endpoint, "EL", CONNECTION_TEST_AFM);
  // VIES must answer 200 with its JSON (a 404 may be any web server); GGPS's "response" is a parsed
  // SOAP answer about the number, which only the real service gives after accepting the token.
  const answered = answer.kind === "response" && (service === "ggps" || answer.status === 200);
  return answered
    ? { ok: true, message: SETTINGS_TEXT.vatTestOk(label, `απάντησε για τον ΑΦΜ ${CONNECTION_TEST_AFM}.`) }
    : {
        ok: false,
        message: SETTINGS_TEXT.vatTestFailed(
          label,
          "δεν απάντησε εγκαίρως, απάντησε με σφάλμα ή δεν δέχτηκε τα διαπιστευτήρια.",
        ),
      };
}
