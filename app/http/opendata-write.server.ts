/**
 * The OpenData write API at the web edge (reference/diavgeia.md §1.6, docs/decisions/076), under
 * /opendata and /luminapi/opendata:
 *   POST /decisions                       multipart: metadata (DecisionStoreRequest JSON),
 *                                         decisionFile (PDF); `publish` true/false; `ignoreWarnings`
 *                                         (decision 107: the form's warnings confirmed); `actions`
 *                                         [{name: "notifyRecipients", args: [e-mails]},
 *                                          {name: "requestRestNotification", args: [url, user, password]}]
 *                                         (with publish false: carried out on its later publication)
 *   POST /decisions/{ada}                 JSON: metadata edit; multipart with
 *                                         `correctedCopy: true` and a decisionFile: corrected copy
 *   both: attachments added/removed (opendata-attachments.server.ts; a new version carries them)
 *   POST /decisions/requests/revocations  JSON {ada, ground, comment}: revocation request
 * Authentication: HTTP Basic or an API token on every call, never the session cookie (so no form
 * token either); per-user throttling with 429 + Retry-After. Every field goes through the
 * decision schema the pages use (parseDecisionInput); answers are the real Decision shape in JSON
 * or XML; refusals the SPEC §8 payload in the same format.
 */
import type { SaveChecks } from "#app/decisions/save-checks.server";
import type { z } from "zod";
import { authenticateApiRequest, WWW_AUTHENTICATE } from "#app/access/api-auth.server";
import type { SessionUser } from "#app/access/session-user";
import type { DecisionForm, DecisionInput } from "#app/decisions/form-schema";
import { revocationReasonSchema } from "#app/decisions/revocation-grounds";
import { DEFAULT_MAX_UPLOAD_BYTES } from "#app/fields/upload.rule";
import { MSG, OPENDATA_TEXT, OPENDATA_WRITE_TEXT, TEXT } from "#app/messages";
import {
  correctDecision,
  editDecisionMetadata,
  publishedDecision,
  requestDecisionRevocation,
  storeDecision,
  type WriteResult,
} from "#app/opendata/write.server";
import { CONTENT_TYPES, type OpendataFormat } from "#app/opendata/format";
import { isCallbackUrl, type RestNotificationRequest } from "#app/opendata/rest-notify.server";
import { toXml } from "#app/opendata/xml";
import { config } from "#config/env";
import { apiWarningsResponse, fieldMessages } from "./api-response.server";
import { apiDecisionForm, isFormRefusal } from "./decision-api-form.server";
import { parseDecisionInput } from "./decision-form.server";
import { attachmentChangesOf, type AttachmentParts } from "./opendata-attachments.server";
import { cacheControl } from "./cache-policy";
import { readApiMultipart } from "./form.server";
import { publicBaseUrl } from "./public-url";
import { retryAfterSeconds, takeApiCall } from "./throttle.server";

type Refuse = (
  status: number,
  messages: string | string[],
  format: OpendataFormat,
  headers?: HeadersInit,
) => Promise<Response>;

interface WriteContext {
  request: Request;
  /** The client's address (login throttling of Basic credentials). */
  address: string;
  format: OpendataFormat;
  refuse: Refuse;
}

const JSON_OBJECT = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A DecisionStoreRequest flag: JSON true, or "true" from clients that send every value as text. */
const isTrue = (value: unknown) => value === true || value === "true";

function isMultipart(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/** The caller, or the refusal: 401 without or with bad credentials, 429 when throttled. */
async function identify(ctx: WriteContext): Promise<SessionUser | Response> {
  const auth = await authenticateApiRequest(ctx.request, ctx.address);
  if (auth.state === "throttled") {
    const seconds = retryAfterSeconds(auth.retryAfterMs);
    return ctx.refuse(429, TEXT.apiTooManyCalls(seconds), ctx.format, { "Retry-After": seconds });
  }
  if (auth.state !== "valid") {
    return ctx.refuse(401, MSG.pleaseLogin, ctx.format, { "WWW-Authenticate": WWW_AUTHENTICATE });
  }
  const waitMs = await takeApiCall(auth.user.id, config().API_CALLS_PER_MINUTE);
  if (waitMs > 0) {
    const seconds = retryAfterSeconds(waitMs);
    return ctx.refuse(429, TEXT.apiTooManyCalls(seconds), ctx.format, { "Retry-After": seconds });
  }
  return auth.user;
}

/** `path: message` for each problem, as the JSON API lists them. */
function problems(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    return `${where}${issue.message}`;
  });
}

/** The real API's issueDate is ISO date-time ("2014-06-20T00:00:00.000Z") or epoch ms: the schema reads a day. */
function issueDay(value: unknown): unknown {
  if (typeof value === "number" && Number.isFinite(value)) return new Date(value).toISOString().slice(0, 10);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)) return value.slice(0, 10);
  return value;
}

interface Actions {
  notify: boolean;
  recipients: unknown[];
  rest: RestNotificationRequest[];
}

/** `requestRestNotification` args: [callback URL, user, password] (user and password optional together). */
function restRequestOf(args: unknown): RestNotificationRequest | string {
  const [url, username, password] = Array.isArray(args) ? (args as unknown[]) : [];
  if (typeof url !== "string" || !isCallbackUrl(url.trim())) return OPENDATA_WRITE_TEXT.restUrlInvalid;
  const optional = (v: unknown) => v === undefined || v === null || typeof v === "string";
  if (!optional(username) || !optional(password)) return OPENDATA_WRITE_TEXT.restCredentialsInvalid;
  return {
    url: url.trim(),
    username: typeof username === "string" && username !== "" ? username : undefined,
    password: typeof password === "string" ? password : undefined,
  };
}

function actionsOf(metadata: Record<string, unknown>): Actions | string {
  const list: unknown = metadata.actions ?? [];
  if (!Array.isArray(list)) return OPENDATA_WRITE_TEXT.unknownWriteAction(JSON.stringify(list));
  const out: Actions = { notify: false, recipients: [], rest: [] };
  for (const action of list as unknown[]) {
    const name = JSON_OBJECT(action) ? action.name : action;
    const args: unknown = JSON_OBJECT(action) ? action.args : undefined;
    if (name === "requestRestNotification") {
      const request = restRequestOf(args);
      if (typeof request === "string") return request;
      out.rest.push(request);
      continue;
    }
    if (name !== "notifyRecipients") return OPENDATA_WRITE_TEXT.unknownWriteAction(JSON.stringify(name));
    out.notify = true;
    if (Array.isArray(args)) out.recipients.push(...(args as unknown[]));
  }
  return out;
}

/** The DecisionStoreRequest fields the decision schema knows, in its names (the same ones). */
function schemaValue(metadata: Record<string, unknown>, recipients: unknown[]): Record<string, unknown> {
  return {
    decisionTypeId: metadata.decisionTypeId,
    organizationId: metadata.organizationId,
    subject: metadata.subject,
    protocolNumber: metadata.protocolNumber,
    issueDate: issueDay(metadata.issueDate),
    unitIds: metadata.unitIds ?? [],
    signerIds: metadata.signerIds ?? [],
    thematicCategoryIds: metadata.thematicCategoryIds ?? [],
    extraFieldValues: metadata.extraFieldValues ?? {},
    privateData: metadata.privateData ?? false,
    recipients,
  };
}

type Validated = { input: DecisionInput; fields: DecisionForm };

/** The metadata through the pages' decision schema, for a type and organisation the caller may use. */
async function validate(
  ctx: WriteContext,
  user: SessionUser,
  value: Record<string, unknown>,
  document: File | null,
): Promise<Validated | Response> {
  const form = apiDecisionForm(
    user,
    typeof value.decisionTypeId === "string" ? value.decisionTypeId : "",
    typeof value.organizationId === "string" ? value.organizationId : "",
  );
  if (isFormRefusal(form)) return ctx.refuse(form.status, form.message, ctx.format);
  const parsed = await parseDecisionInput(
    document ? { ...value, decisionFile: document } : value,
    form,
    document !== null,
  );
  if (!parsed.success) return ctx.refuse(400, problems(parsed.error), ctx.format);
  return { input: parsed.data, fields: form };
}

async function multipartParts(ctx: WriteContext) {
  const formData = await readApiMultipart(ctx.request, DEFAULT_MAX_UPLOAD_BYTES);
  const text = formData.get("metadata");
  if (typeof text !== "string" || text.trim() === "")
    return ctx.refuse(400, OPENDATA_WRITE_TEXT.metadataRequired, ctx.format);
  const metadata = parseJsonObject(text);
  if (!metadata) return ctx.refuse(400, OPENDATA_WRITE_TEXT.metadataInvalid, ctx.format);
  const file = formData.get("decisionFile");
  return {
    metadata,
    document: typeof file === "object" && file !== null && file.size > 0 ? file : null,
    attachmentParts: {
      files: formData.getAll("attachments").filter((a): a is File => typeof a === "object" && a.size > 0),
      descriptions: formData.get("attachmentDescr"),
      toRemove: formData.get("attachmentsToRemove"),
    } satisfies AttachmentParts,
  };
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return JSON_OBJECT(value) ? value : null;
  } catch {
    return null;
  }
}

async function jsonBody(ctx: WriteContext): Promise<Record<string, unknown> | Response> {
  const text = await ctx.request.text();
  if (text.trim() === "") return ctx.refuse(400, TEXT.apiBodyRequired, ctx.format);
  const value = parseJsonObject(text);
  return value ?? ctx.refuse(400, TEXT.apiInvalidJson, ctx.format);
}

function answer(result: Extract<WriteResult, { ok: true }>, format: OpendataFormat): Response {
  const body = result.decision ?? { ada: result.ada, versionId: result.versionId, status: "SUBMITTED" };
  const text = format === "json" ? JSON.stringify(body) : toXml(body, { root: "decision" });
  return new Response(text, {
    status: 200,
    headers: {
      "Content-Type": CONTENT_TYPES[format],
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      Vary: "Accept",
    },
  });
}

/**
 * Warnings the caller may ignore (SPEC §8 items with canBeIgnored, listed apart from errors):
 * 409 with `errors` empty, nothing stored; the same call with `ignoreWarnings: true` saves.
 */
function warningsAnswer(warnings: SaveChecks["warnings"], format: OpendataFormat): Response {
  if (format === "json") return apiWarningsResponse(warnings, { Vary: "Accept" });
  const text = toXml({ warnings }, { root: "errors", listKey: "warnings" });
  return new Response(text, {
    status: 409,
    headers: {
      "Content-Type": CONTENT_TYPES[format],
      "Cache-Control": cacheControl("error"),
      "X-Content-Type-Options": "nosniff",
      Vary: "Accept",
    },
  });
}

/**
 * The form's save checks (decision 107): errors on their fields are a 400 listing `field: message`;
 * with none, the warnings a 409 until the caller sends `ignoreWarnings: true`.
 */
function saveChecksAnswer(checks: SaveChecks, ctx: WriteContext): Promise<Response> {
  const errors = fieldMessages(checks.fieldErrors);
  if (errors.length) return ctx.refuse(400, errors, ctx.format);
  return Promise.resolve(warningsAnswer(checks.warnings, ctx.format));
}

function refusalOf(result: Extract<WriteResult, { ok: false }>, ctx: WriteContext, ada?: string): Promise<Response> {
  if (result.reason === "save-checks") return saveChecksAnswer(result.checks, ctx);
  switch (result.reason) {
    case "not-found":
      return ctx.refuse(404, OPENDATA_TEXT.decisionNotFound(ada ?? ""), ctx.format);
    case "forbidden":
      return ctx.refuse(403, MSG.forbidden, ctx.format);
    case "publish-forbidden":
      return ctx.refuse(403, OPENDATA_WRITE_TEXT.publishForbidden, ctx.format);
    case "not-publishable":
      return ctx.refuse(409, OPENDATA_WRITE_TEXT.notPublishable, ctx.format);
    case "conflict":
      return ctx.refuse(409, OPENDATA_WRITE_TEXT.conflict, ctx.format);
    case "not-allowed":
      return ctx.refuse(409, OPENDATA_WRITE_TEXT.notAllowed, ctx.format);
    case "unknown-attachment":
      return ctx.refuse(400, OPENDATA_WRITE_TEXT.unknownAttachment(result.message ?? ""), ctx.format);
    case "type-refused":
      return ctx.refuse(400, result.message ?? TEXT.badRequest, ctx.format);
  }
}

/** POST /decisions. */
async function submit(ctx: WriteContext, user: SessionUser): Promise<Response> {
  if (!isMultipart(ctx.request))
    return ctx.refuse(415, TEXT.unsupportedContentType(["multipart/form-data"]), ctx.format);
  const parts = await multipartParts(ctx);
  if (parts instanceof Response) return parts;
  if (!parts.document) return ctx.refuse(400, OPENDATA_WRITE_TEXT.decisionFileRequired, ctx.format);
  const attachments = await attachmentChangesOf(parts.metadata, parts.attachmentParts);
  if (Array.isArray(attachments)) return ctx.refuse(400, attachments, ctx.format);
  // A new decision has no attachments yet: any id to remove names none of its own.
  if (attachments.remove.length > 0)
    return ctx.refuse(400, OPENDATA_WRITE_TEXT.unknownAttachment(attachments.remove[0]), ctx.format);
  const actions = actionsOf(parts.metadata);
  if (typeof actions === "string") return ctx.refuse(400, actions, ctx.format);
  const publish = isTrue(parts.metadata.publish);
  const checked = await validate(ctx, user, schemaValue(parts.metadata, actions.recipients), parts.document);
  if (checked instanceof Response) return checked;
  const { decisionFile, ...input } = checked.input;
  const result = await storeDecision({
    user,
    input,
    document: decisionFile!,
    fields: checked.fields.fields,
    attachments: attachments.attach,
    publish,
    notify: actions.notify,
    restNotifications: actions.rest,
    ignoreWarnings: isTrue(parts.metadata.ignoreWarnings),
    baseUrl: publicBaseUrl(),
  });
  return result.ok ? answer(result, ctx.format) : refusalOf(result, ctx);
}

/** POST /decisions/{ada}: JSON edits the metadata; multipart with correctedCopy sends a corrected copy. */
async function change(ctx: WriteContext, user: SessionUser, ada: string): Promise<Response> {
  const current = publishedDecision(ada);
  if (!current) return ctx.refuse(404, OPENDATA_TEXT.decisionNotFound(ada), ctx.format);
  let metadata: Record<string, unknown>;
  let document: File | null = null;
  let attachmentParts: AttachmentParts | null = null;
  if (isMultipart(ctx.request)) {
    const parts = await multipartParts(ctx);
    if (parts instanceof Response) return parts;
    ({ metadata, document, attachmentParts } = parts);
  } else {
    const body = await jsonBody(ctx);
    if (body instanceof Response) return body;
    metadata = body;
  }
  const corrected = isTrue(metadata.correctedCopy);
  if (document && !corrected) return ctx.refuse(400, OPENDATA_WRITE_TEXT.correctedCopyFlag, ctx.format);
  if (corrected && !document) return ctx.refuse(400, OPENDATA_WRITE_TEXT.decisionFileRequired, ctx.format);
  const attachments = await attachmentChangesOf(metadata, attachmentParts);
  if (Array.isArray(attachments)) return ctx.refuse(400, attachments, ctx.format);
  // The organisation and type of a published decision do not change; missing fields keep theirs.
  const value = schemaValue({ ...current, ...metadata, organizationId: current.organizationId }, []);
  const checked = await validate(ctx, user, value, document);
  if (checked instanceof Response) return checked;
  const { decisionFile, organizationId: _org, recipients: _r, ...input } = checked.input;
  const args = {
    user,
    ada,
    input,
    fields: checked.fields.fields,
    attachments,
    ignoreWarnings: isTrue(metadata.ignoreWarnings),
  };
  const result = corrected
    ? await correctDecision({ ...args, document: decisionFile! })
    : await editDecisionMetadata(args);
  return result.ok ? answer(result, ctx.format) : refusalOf(result, ctx, ada);
}

/** POST /decisions/requests/revocations {ada, ground, comment}. */
async function revoke(ctx: WriteContext, user: SessionUser): Promise<Response> {
  const body = await jsonBody(ctx);
  if (body instanceof Response) return body;
  const ada = typeof body.ada === "string" ? body.ada.trim() : "";
  if (!ada) return ctx.refuse(400, `ada: ${MSG.required}`, ctx.format);
  const reason = revocationReasonSchema.safeParse({ ground: body.ground, comment: body.comment });
  if (!reason.success) return ctx.refuse(400, problems(reason.error), ctx.format);
  const result = requestDecisionRevocation({ user, ada, ...reason.data });
  return result.ok ? answer(result, ctx.format) : refusalOf(result, ctx, ada);
}

/** Whether a POST addresses a write call: the dispatcher answers 405 for any other address. */
export function isWriteCall(segments: readonly string[]): boolean {
  return segments[0] === "decisions" && segments.length >= 1 && segments.length <= 3;
}

/** One write call (segments after /opendata, suffix removed). */
export async function opendataWrite(
  request: Request,
  address: string,
  segments: readonly string[],
  format: OpendataFormat,
  refuse: Refuse,
): Promise<Response> {
  const ctx: WriteContext = { request, address, format, refuse };
  const user = await identify(ctx);
  if (user instanceof Response) return user;
  try {
    if (segments.length === 1) return await submit(ctx, user);
    if (segments.length === 3 && segments[1] === "requests" && segments[2] === "revocations")
      return await revoke(ctx, user);
    if (segments.length === 2) return await change(ctx, user, segments[1]);
    return await refuse(404, OPENDATA_TEXT.unknownCall, format);
  } catch (thrown) {
    // The input boundary throws its refusals (413, 400 for a malformed body) as Responses.
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
