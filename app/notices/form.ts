/**
 * The notice form of /notice/search and /notice/{uid}: its fields, labels and zod schema, shared
 * by the page (labels, ids) and the action (parsing). Pure.
 */
import { z } from "zod";
import { ROLES } from "#app/access/permissions";
import { TEXT } from "#app/messages";
import type { NoticeTarget } from "./targets";

export const NOTICE_MESSAGE_MAX = 2000;

export const NOTICE_FIELDS = {
  message: "Κείμενο ανακοίνωσης",
  targetAll: "Όλοι οι χρήστες",
  targetRoles: "Χρήστες με ρόλο",
  targetOrganizations: "Χρήστες των φορέων",
} as const;
export type NoticeFieldName = keyof typeof NOTICE_FIELDS;

/** Organisations typed one per line or separated by commas, by uid or latin name. */
export function splitOrganizations(text: string | undefined): string[] {
  return (text ?? "")
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A checkbox group: nothing ticked posts nothing, one ticked posts a single value. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? (v as unknown[]) : [v]),
    z.array(item),
  );

/** Whether the raw form names anyone: read defensively, since other fields may be invalid. */
function namesSomeone(form: { targetAll?: unknown; targetRoles?: unknown; targetOrganizations?: unknown }): boolean {
  const roles = form.targetRoles;
  const organizations = typeof form.targetOrganizations === "string" ? form.targetOrganizations : undefined;
  return (
    form.targetAll !== undefined ||
    (Array.isArray(roles) && roles.length > 0) ||
    splitOrganizations(organizations).length > 0
  );
}

export const noticeFormSchema = z
  .object({
    message: z
      .string({ error: TEXT.noticeMessageRequired })
      .trim()
      .min(1, { error: TEXT.noticeMessageRequired })
      .max(NOTICE_MESSAGE_MAX, { error: TEXT.tooLong(NOTICE_MESSAGE_MAX) }),
    targetAll: z.literal("on", { error: TEXT.badRequest }).optional(),
    targetRoles: list(z.enum(ROLES, { error: TEXT.invalidOption })),
    targetOrganizations: z
      .string()
      .max(4000, { error: TEXT.tooLong(4000) })
      .optional(),
  })
  // Checked even when the text is missing too (`when`), so the form lists both errors at once.
  .refine(namesSomeone, { error: TEXT.noticeTargetsRequired, path: ["targetAll"], when: () => true })
  .transform((form) => {
    const targets: NoticeTarget[] = [];
    if (form.targetAll) targets.push({ kind: "all" });
    for (const role of form.targetRoles) targets.push({ kind: "role", role });
    for (const uid of splitOrganizations(form.targetOrganizations)) targets.push({ kind: "organization", uid });
    return { message: form.message, targets };
  });

/** The form's values when it is first shown for an existing notice. */
export function noticeFormValues(message: string, targets: readonly NoticeTarget[]) {
  return {
    message,
    targetAll: targets.some((t) => t.kind === "all") ? "on" : undefined,
    targetRoles: targets.flatMap((t) => (t.kind === "role" ? [t.role] : [])),
    targetOrganizations: targets.flatMap((t) => (t.kind === "organization" ? [t.uid] : [])).join("\n"),
  };
}
