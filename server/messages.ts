/**
 * The Greek texts of the server edge: what a client reads when a request is refused before it
 * reaches a route. Texts the app already has (app/messages.ts) are reused, not repeated.
 */
import { TEXT } from "#app/messages";

export const EDGE_TEXT = {
  bodyTooLarge: TEXT.uploadTooLargeRequest,
  urlTooLong: "Η διεύθυνση (URL) του αιτήματος είναι πολύ μεγάλη.",
  /** `method` undefined when the parser could not even read it. */
  methodNotAllowed: (method: string | undefined, allowed: readonly string[]) =>
    `Η μέθοδος ${method ?? "του αιτήματος"} δεν υποστηρίζεται. Επιτρέπονται μόνο οι ${allowed.join(", ")}.`,
  unsupportedContentType: TEXT.unsupportedContentType,
  badRequest: TEXT.badRequest,
  requestTimeout: "Το αίτημα δεν ολοκληρώθηκε έγκαιρα.",
  headersTooLarge: "Οι κεφαλίδες του αιτήματος είναι πολύ μεγάλες.",
  notFound: TEXT.notFoundTitle,
  serverError: TEXT.serverError,
  shuttingDown: "Ο διακομιστής επανεκκινείται. Δοκιμάστε ξανά σε λίγο.",
} as const;

/** Status line titles for the refusals above. */
export const EDGE_TITLES: Record<number, string> = {
  400: TEXT.badRequest,
  403: "Το αίτημα απορρίφθηκε",
  404: TEXT.notFoundTitle,
  405: "Μη επιτρεπτή μέθοδος",
  408: "Λήξη χρόνου αιτήματος",
  413: "Πολύ μεγάλο αίτημα",
  414: "Πολύ μεγάλη διεύθυνση",
  415: "Μη αποδεκτός τύπος περιεχομένου",
  431: "Πολύ μεγάλες κεφαλίδες",
  500: "Παρουσιάστηκε σφάλμα",
  503: "Η υπηρεσία δεν είναι διαθέσιμη",
};
