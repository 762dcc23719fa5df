/**
 * How the administration's field forms (/administration/dt/{uid} and its fields' edit pages) are
 * read: one zod schema for the posted draft, so adding and editing parse the same way. `version`
 * is the definition version the page showed: a change made since by someone else is refused
 * (ADR 089).
 */
import { z } from "zod";
import { DECISION_TYPE_TEXT, TEXT } from "../messages";
import type { FieldDraft } from "./field-draft";

const text = (max: number) =>
  z.string({ error: TEXT.badRequest }).trim().max(max, { error: TEXT.badRequest }).default("");

export const FIELD_DRAFT_FORM = z.object({
  intent: z.enum(["preview", "save"], { error: TEXT.badRequest }),
  version: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ error: TEXT.badRequest }).int({ error: TEXT.badRequest }).min(0).optional(),
  ),
  fieldPath: text(200),
  widget: text(40),
  label: text(300),
  help: text(1000),
  required: z.literal("on", { error: TEXT.badRequest }).optional(),
  maxLength: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ error: DECISION_TYPE_TEXT.badMaxLength })
      .int({ error: DECISION_TYPE_TEXT.badMaxLength })
      .min(1, { error: DECISION_TYPE_TEXT.badMaxLength })
      .max(100_000, { error: DECISION_TYPE_TEXT.badMaxLength })
      .optional(),
  ),
  dictionaryUid: text(100),
  arrayView: z.enum(["", "list", "table"], { error: TEXT.invalidOption }).default(""),
  shownWhen: text(200),
  enabledOn: text(200),
  dependsOn: text(200),
  updateAttr: text(100),
  clearAttr: text(20),
  // Checked by the domain's rules, so a wrong width comes back on the form with what was typed.
  size: text(20),
  selectionListUrl: text(500),
  dataByUidUrl: text(500),
});

/** The posted form as the domain's draft, with the intent and the version read. */
export function draftFromForm({ intent, version, required, maxLength, ...rest }: z.output<typeof FIELD_DRAFT_FORM>): {
  intent: "preview" | "save";
  version: number | undefined;
  draft: FieldDraft;
} {
  return { intent, version, draft: { ...rest, required: required === "on", maxLength: maxLength ?? null } };
}

/** A «Μετακίνηση πάνω/κάτω» button of the type's fields table: which field, which way, on which version. */
export const FIELD_MOVE_FORM = z.object({
  intent: z.literal("move", { error: TEXT.badRequest }),
  path: z.string({ error: TEXT.badRequest }).min(1, { error: TEXT.badRequest }).max(200, { error: TEXT.badRequest }),
  direction: z.enum(["up", "down"], { error: TEXT.badRequest }),
  version: z.coerce
    .number({ error: TEXT.badRequest })
    .int({ error: TEXT.badRequest })
    .min(0, { error: TEXT.badRequest }),
});
