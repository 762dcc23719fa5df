/**
 * The e-procurement import on the decision form itself (SPEC §2): a text field for the ΑΔΑΜ and a
 * submit button. Without JavaScript the button posts the form, which comes back filled from the
 * ΚΗΜΔΗΣ record with nothing saved (a round trip like «Ενημέρωση φόρμας»). Pure: the names the
 * page and the action share, and what the page shows after an import.
 */
export const EPROC_REFERENCE_FIELD = "eprocReferenceNumber";
export const EPROC_IMPORT_BUTTON = "eprocImport";

/** The outcome shown next to the ΑΔΑΜ field. */
export interface EprocNotice {
  ok: boolean;
  message: string;
  reference: string;
}

/** The import's notice in an action's answer, if any. */
export function eprocNoticeOf(result: unknown): EprocNotice | null {
  if (!result || typeof result !== "object" || !("eproc" in result)) return null;
  const notice = result.eproc as EprocNotice | null;
  return notice && typeof notice.message === "string" ? notice : null;
}
