/**
 * The decision form's server round trips without JavaScript (SPEC §4 "dynamic fields"): the
 * «Ενημέρωση φόρμας» button (fields shown, enabled or reloaded after a change another field
 * depends on) and an ajax selector's «Αναζήτηση» button. Both answer with the form as the user
 * left it — every typed value kept, no error shown — and nothing is saved.
 */
import { SEARCH_BUTTON, UPDATE_BUTTON, type FieldSearch } from "../fields/ajax-search";
import type { FieldDef } from "../fields/types";
import { answerFieldSearch } from "./form-schema.options.server";

/** Whether the POST is a round trip rather than a save. */
export function isRoundTrip(formData: FormData): boolean {
  return formData.has(SEARCH_BUTTON) || formData.has(UPDATE_BUTTON);
}

/** A posted value as the form library nests it. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/** The part of a Conform submission a round trip uses (declared here: the domain imports no framework). */
interface ParsedForm {
  payload: unknown;
  reply(options: { hideFields: string[] }): { initialValue?: Record<string, FormValue> | null };
}

export interface RoundTripAnswer {
  /** Conform's reply shape, with the values only. */
  lastResult: { initialValue: Record<string, FormValue> | null };
  searches: Record<string, FieldSearch>;
}

export function answerRoundTrip(
  submission: ParsedForm,
  formData: FormData,
  form: { fields: readonly FieldDef[]; organization: { value: string } },
): RoundTripAnswer {
  const reply = submission.reply({ hideFields: ["decisionFile"] });
  // No status and no error: the page shows the values only, as after adding a table row.
  const lastResult = { initialValue: reply.initialValue ?? null };
  const name = formData.get(SEARCH_BUTTON);
  const searches =
    typeof name === "string"
      ? answerFieldSearch({
          fields: form.fields,
          name,
          formData,
          payload: submission.payload,
          orgUid: form.organization.value,
        })
      : {};
  return { lastResult, searches };
}
