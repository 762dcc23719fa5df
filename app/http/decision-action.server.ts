/**
 * The web side of the decision lifecycle pages (edit, corrected copy, delete, revocation steps):
 * reading the page's optimistic token, answering a refusal, redirecting after success. The
 * domain's refusals (app/decisions/lifecycle/target.server.ts) become:
 *   not-found   -> 404 page;
 *   forbidden   -> SPEC §6: the alert and / for a GET, 403 for a POST, nothing changed;
 *   conflict    -> back to the decision as it is now, with the Greek conflict message;
 *   not-allowed -> back to the decision, saying the action does not apply in its status.
 */
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { addFlash, type Alert } from "../access/flash.server";
import { forbidden } from "../access/guards.server";
import { parseAda } from "../decisions/ada";
import type { RevocationReason } from "../decisions/lifecycle/revocation.server";
import { withExpected, type LifecycleRefusal } from "../decisions/lifecycle/target.server";
import { revocationReasonSchema } from "../decisions/revocation-grounds";
import { MSG, TEXT } from "../messages";
import { paths } from "../paths";
import { notFound } from "./errors.server";
import { readForm, type FormReadOptions } from "./form.server";
import { input, parseFormWith, parseParams } from "./input.server";

interface RefusalLike {
  /** "reason-required": a direct revocation sent without its reason (revocation.server.ts). */
  reason: LifecycleRefusal | "reason-required";
  ada: string | null;
  latestVersionId: string | null;
  /** The decision's updatedAt now (target.server.ts withExpected). */
  updatedAt?: number;
}

/** The decision's own page (paths.decisionOrVersion), or /userhome when it is gone. */
export function decisionPlace(ada: string | null, versionId: string | null): string {
  return ada || versionId ? paths.decisionOrVersion(ada, versionId ?? "") : paths.userHome();
}

export async function redirectWith(request: Request, to: string, alerts: Alert | Alert[]): Promise<never> {
  throw redirect(to, { status: 303, headers: { "Set-Cookie": await addFlash(request, alerts) } });
}

export async function answerRefusal(request: Request, refusal: RefusalLike): Promise<never> {
  if (refusal.reason === "not-found") notFound(TEXT.versionNotFound);
  if (refusal.reason === "forbidden") return forbidden(request);
  const text = {
    conflict: TEXT.decisionConflict,
    "not-allowed": TEXT.actionNotAllowed,
    "reason-required": TEXT.revocationReasonRequired,
  };
  return redirectWith(request, decisionPlace(refusal.ada, refusal.latestVersionId), {
    kind: refusal.reason === "not-allowed" ? "warning" : "error",
    text: text[refusal.reason],
  });
}

/** The hidden `updatedAt` every lifecycle form carries: what the user saw (optimistic check). */
const EXPECTED = z.object({
  updatedAt: z
    .string({ error: TEXT.badRequest })
    .regex(/^\d{1,15}$/, { error: TEXT.badRequest })
    .transform(Number),
});

export function expectedFrom(form: FormData): { updatedAt: number } {
  return parseFormWith(EXPECTED, form);
}

/** The form's updatedAt when it carries a well-formed one (a refusal is answered either way). */
function seenUpdatedAt(form: FormData): number | undefined {
  const parsed = EXPECTED.safeParse({ updatedAt: form.get("updatedAt") ?? undefined });
  return parsed.success ? parsed.data.updatedAt : undefined;
}

/** The ADA in a lifecycle address, normalised (Latin look-alikes, case); 404 if it is not one. */
export function adaParam(params: Record<string, string | undefined>): string {
  const { ada: typed } = parseParams(z.object({ ada: input.segment }), params, { message: MSG.invalidAda });
  const ada = parseAda(typed);
  if (!ada) notFound(MSG.invalidAda);
  return ada;
}

export type ReasonErrors = { ground?: string[]; comment?: string[] };

/** A revocation reason from the form, or the form's values with Greek errors per field. */
export function reasonFrom(
  form: FormData,
):
  | { ok: true; reason: RevocationReason }
  | { ok: false; values: { ground?: string; comment?: string }; errors: ReasonErrors } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const values = { ground: text("ground"), comment: text("comment") };
  const parsed = revocationReasonSchema.safeParse(values);
  if (parsed.success) return { ok: true, reason: parsed.data };
  const errors: ReasonErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === "ground" || field === "comment") (errors[field] ??= []).push(issue.message);
  }
  return { ok: false, values, errors };
}

/**
 * The body of a lifecycle POST, read in the right order: a user without the right (or an unknown
 * decision) is answered before the body is read, so a forged POST gets 403 whatever it carries;
 * the form token is checked next (readForm); only then is a stale page or a wrong status answered,
 * a page opened before the decision last changed being a conflict (withExpected).
 */
export async function readFormFor<T>(
  request: Request,
  found: { ok: true; page: T } | ({ ok: false } & RefusalLike),
  options?: FormReadOptions,
): Promise<{ form: FormData; page: T }> {
  if (!found.ok && (found.reason === "forbidden" || found.reason === "not-found")) await answerRefusal(request, found);
  const form = await readForm(request, options);
  if (!found.ok) return answerRefusal(request, withExpected(found, { updatedAt: seenUpdatedAt(form) }));
  return { form, page: found.page };
}
