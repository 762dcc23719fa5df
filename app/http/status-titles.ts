/** Greek titles of the error statuses the register answers with (error page and resource pages). */
import { MSG, TEXT } from "../messages";

export const STATUS_TITLES: Record<number, string> = {
  400: TEXT.badRequest,
  401: MSG.pleaseLogin,
  403: TEXT.forbiddenTitle,
  404: TEXT.notFoundTitle,
  405: "Μη επιτρεπτή μέθοδος",
  410: TEXT.documentWithdrawnTitle,
  413: TEXT.uploadTooLargeRequest,
  415: "Μη υποστηριζόμενος τύπος περιεχομένου",
  429: "Πάρα πολλές προσπάθειες",
};
