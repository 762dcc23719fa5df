/**
 * Reading a state-changing request's form: the one door every action goes through
 * (docs/decisions/017-csrf.md, 019-one-input-boundary.md). In this order, and before the action
 * looks at anything:
 *   1. a request a browser marks as cross-site, or with a foreign Origin: 403 (SPEC §6 message);
 *   2. a body that is not a form (JSON, text, none) or not UTF-8: 415;
 *   3. a body that does not parse (bad boundary, truncated, invalid UTF-8 in names or values), or
 *      whose field names point at absurd row positions: 400;
 *      one over the limits: 413;
 *   4. a missing or wrong form token: 403.
 * Multipart reading lives here, on the route side, so the domain receives plain values
 * (files as File objects) and never imports Remix.
 */
import {
  FormDataParseError,
  MaxFilesExceededError,
  MaxFileSizeExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { config } from "#config/env";
import { sessionCookie } from "#app/access/cookies.server";
import { MSG, TEXT } from "../messages";
import { TooLargeFile } from "../fields/upload.rule";
import { CSRF_FIELD, csrfTokenMatches, readCsrfToken } from "./csrf.server";
import { refuse, type Answer } from "./refuse.server";
import { crossSiteRefusal, factsOfRequest, provenSameOrigin } from "./same-origin";
import { publicBaseUrl } from "./public-url";

export const FORM_TEXT = {
  notAForm: TEXT.unsupportedContentType(["application/x-www-form-urlencoded", "multipart/form-data"]),
  notUtf8: "Η φόρμα πρέπει να είναι κωδικοποιημένη σε UTF-8.",
  malformed: "Η φόρμα δεν ήταν δυνατό να διαβαστεί: το περιεχόμενό της είναι ελλιπές ή αλλοιωμένο.",
  badText: "Τα ονόματα των πεδίων και των αρχείων της φόρμας πρέπει να είναι έγκυρο κείμενο UTF-8.",
  filesNotAccepted: "Η φόρμα αυτή δεν δέχεται αρχεία.",
  badFieldName: "Η φόρμα περιέχει πεδίο με μη έγκυρο όνομα.",
  staleForm:
    "Η φόρμα δεν είναι πλέον έγκυρη ή δεν προέρχεται από αυτόν τον ιστότοπο. Ανανεώστε τη σελίδα και δοκιμάστε ξανά.",
} as const;

export interface FormReadOptions {
  /** Accept files: the largest kept (bigger ones arrive as TooLargeFile, a field error). */
  maxFileBytes?: number;
  /** How refusals are answered: inside the page shell, or as a stand-alone Greek page. */
  answer?: Answer;
  /**
   * The form only sets the visitor's own display preferences (cookie consent, text size) and is
   * shown on public, edge-cached pages, which carry no token for a visitor who has none yet. Such
   * a visitor (no token cookie, no session) is accepted without a token, but only when the browser
   * proves the request same-origin (Sec-Fetch-Site: same-origin, or an Origin of this site).
   */
  visitorPreference?: boolean;
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function mediaTypeOf(contentType: string): { type: string; charset: string | null } {
  const [type, ...params] = contentType.split(";");
  const charset = params
    .map((p) => p.trim().split("="))
    .find(([name]) => name?.trim().toLowerCase() === "charset")?.[1];
  return {
    type: type.trim().toLowerCase(),
    charset: charset ? charset.trim().replace(/^"|"$/g, "").toLowerCase() : null,
  };
}

function isTextDecodingError(error: unknown): boolean {
  return error instanceof TypeError && /encod|decod|utf-?8/i.test(error.message);
}

/** The cross-site check alone (step 1), for actions that read no form. */
export function refuseCrossSite(request: Request, answer: Answer = "page"): void {
  if (crossSiteRefusal(factsOfRequest(request, publicBaseUrl()))) refuse(403, MSG.forbidden, answer);
}

async function parseBody(request: Request, options: FormReadOptions, answer: Answer): Promise<FormData> {
  const { limits } = config();
  const multipart = mediaTypeOf(request.headers.get("Content-Type") ?? "").type === "multipart/form-data";
  const maxFileBytes = options.maxFileBytes;
  // A file over the limit is kept out of memory beyond this; the edge (H1) caps the whole body.
  const bodyLimit = maxFileBytes !== undefined ? limits.uploadBodyBytes : limits.formBodyBytes;
  const keepFile = (file: FileUpload): File | string => {
    if (maxFileBytes === undefined) refuse(400, FORM_TEXT.filesNotAccepted, answer);
    // A file input left empty arrives as a part with no name and no bytes: no file.
    if (file.name === "" && file.size === 0) return "";
    return file.size > maxFileBytes ? new TooLargeFile(file.name, file.type, file.size) : file;
  };
  try {
    return await parseFormData(
      request,
      {
        maxFiles: maxFileBytes !== undefined ? 11 : 0,
        maxFileSize: bodyLimit,
        maxTotalSize: bodyLimit,
        maxParts: limits.multipartParts,
        maxHeaderSize: 8 * 1024,
      },
      keepFile,
    );
  } catch (error) {
    if (error instanceof Response || (error && typeof error === "object" && "init" in error)) throw error;
    if (
      error instanceof MaxFileSizeExceededError ||
      error instanceof MaxTotalSizeExceededError ||
      error instanceof MaxPartsExceededError ||
      error instanceof MaxHeaderSizeExceededError
    ) {
      refuse(413, TEXT.uploadTooLargeRequest, answer);
    }
    if (error instanceof MaxFilesExceededError) {
      refuse(
        maxFileBytes === undefined ? 400 : 413,
        maxFileBytes === undefined ? FORM_TEXT.filesNotAccepted : TEXT.uploadTooLargeRequest,
        answer,
      );
    }
    if (isTextDecodingError(error) || isTextDecodingError((error as Error)?.cause))
      refuse(400, FORM_TEXT.badText, answer);
    if (error instanceof FormDataParseError || error instanceof TypeError) refuse(400, FORM_TEXT.malformed, answer);
    // A client that closed the connection mid-body, or anything the parser did not foresee.
    refuse(400, multipart ? FORM_TEXT.malformed : FORM_TEXT.malformed, answer);
  }
}

/**
 * Field names are paths into the form's value ("amounts[2].kae", Conform's convention), and so
 * are the row positions in Conform's "__intent__" (insert, remove, reorder a row). A position
 * such as [99999999] would make the parser build an array that long: one small request that
 * exhausts the server's memory. No form of the register has more rows than it has parts.
 */
const MAX_ROW_INDEX = 999;
const MAX_FIELD_NAME = 200;

function hasUnboundedPath(form: FormData): boolean {
  const tooDeep = (text: string) =>
    [...text.matchAll(/\[\s*(\d+)\s*\]/g)].some((m) => Number(m[1]) > MAX_ROW_INDEX) ||
    [...text.matchAll(/"(?:index|from|to)"\s*:\s*(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)/gi)].some(
      (m) => Math.abs(Number(m[1])) > MAX_ROW_INDEX,
    );
  for (const [name, value] of form) {
    if (name.length > MAX_FIELD_NAME || tooDeep(name)) return true;
    if (name === "__intent__" && typeof value === "string" && tooDeep(value)) return true;
  }
  return false;
}

/** A visitor with neither a form token nor a session cookie: one that only public pages have served. */
async function isTokenlessVisitor(request: Request): Promise<boolean> {
  if (await readCsrfToken(request)) return false;
  const cookies = (request.headers.get("Cookie") ?? "").split(";").map((pair) => pair.trim().split("=")[0]);
  return !cookies.includes(sessionCookie.name);
}

/**
 * The posted form, checked as the module's comment says. Throws the refusal; returns the form
 * (the token field removed) when the request may go on to the action.
 */
export async function readForm(request: Request, options: FormReadOptions = {}): Promise<FormData> {
  const answer = options.answer ?? "page";
  refuseCrossSite(request, answer);
  const { type, charset } = mediaTypeOf(request.headers.get("Content-Type") ?? "");
  if (!FORM_TYPES.includes(type)) refuse(415, FORM_TEXT.notAForm, answer);
  if (charset !== null && charset !== "utf-8" && charset !== "utf8") refuse(415, FORM_TEXT.notUtf8, answer);
  const form = await parseBody(request, options, answer);
  const tokens = form.getAll(CSRF_FIELD);
  const tokenless = options.visitorPreference === true && (await isTokenlessVisitor(request));
  if (tokenless) {
    if (tokens.length > 0 || !provenSameOrigin(factsOfRequest(request, publicBaseUrl()))) {
      refuse(403, FORM_TEXT.staleForm, answer);
    }
  } else if (tokens.length !== 1 || !(await csrfTokenMatches(request, tokens[0]))) {
    refuse(403, FORM_TEXT.staleForm, answer);
  }
  form.delete(CSRF_FIELD);
  if (hasUnboundedPath(form)) refuse(400, FORM_TEXT.badFieldName, answer);
  return form;
}

/**
 * A multipart body of the OpenData write API (POST /opendata/decisions): the same parser and limits
 * as a form, answered as the API answers; no form token, since the caller authenticates with
 * HTTP Basic or a token on every call (app/http/opendata-write.server.ts).
 */
export function readApiMultipart(request: Request, maxFileBytes: number): Promise<FormData> {
  return parseBody(request, { maxFileBytes, answer: "api" }, "api");
}
