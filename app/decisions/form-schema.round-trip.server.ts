/**
 * The decision form's server round trips without JavaScript (SPEC §4 "dynamic fields"): the
 * «Ενημέρωση φόρμας» button (fields shown, enabled or reloaded after a change another field
 * depends on) and an ajax selector's «Αναζήτηση» button. Both answer with the form as the user
 * left it — every typed value kept, no error shown — and nothing is saved.
 */
import { EPROC_IMPORT_BUTTON, EPROC_REFERENCE_FIELD, type EprocNotice } from "../eprocurement/form-import";
import { importEprocurement } from "../eprocurement/import.server";
import { SEARCH_BUTTON, UPDATE_BUTTON, type FieldSearch } from "../fields/ajax-search";
import type { FieldDef } from "../fields/types";
import { FORM_TEXT } from "../messages";
import type { Option } from "../fields/options.rule";
import type { ListsByValue } from "../fields/following";
import { answerFieldSearch, chosenLabels, followingLists } from "./form-schema.options.server";
import { extraFieldFormValues } from "./lifecycle/form-values";

/** Whether the POST is a round trip rather than a save. */
export function isRoundTrip(formData: FormData): boolean {
  return formData.has(SEARCH_BUTTON) || formData.has(UPDATE_BUTTON);
}

/** Whether the POST asks for the e-procurement import (a round trip that saves nothing). */
export function isEprocImport(formData: FormData): boolean {
  return formData.has(EPROC_IMPORT_BUTTON);
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
  /** The labels of the codes chosen in ajax selectors, read at their dataByUidUrl (by field path). */
  labels?: Record<string, Option[]>;
  /** The lists of the fields that follow another field, for the values it has (docs/decisions/122). */
  lists?: ListsByValue;
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
  return { lastResult, searches, ...shownAgain(form.fields, submission.payload) };
}

/**
 * What every answer that shows the form again carries besides its values (round trips, refused
 * saves, the AFM check, the save checks' 400/409): the labels of the codes chosen in its ajax
 * selectors and the lists of the fields following another (docs/decisions/122), so the page names
 * and offers them as before instead of falling back to bare codes.
 */
export function shownAgain(
  fields: readonly FieldDef[],
  payload: unknown,
): { labels: Record<string, Option[]>; lists: ListsByValue } {
  return { labels: chosenLabels(fields, payload), lists: followingLists(fields, payload) };
}

/**
 * A form that was not saved (errors, or Conform's own intents): the values as sent, the labels
 * of the codes chosen in its ajax selectors and the lists of the fields following another, so the
 * page shown again names and offers them as before.
 */
export function answerUnsaved<Reply>(
  submission: { payload: unknown; status?: string; reply(options: { hideFields: string[] }): Reply },
  fields: readonly FieldDef[],
): { answer: { lastResult: Reply; labels: Record<string, Option[]>; lists: ListsByValue }; status: number } {
  const lastResult = submission.reply({ hideFields: ["decisionFile"] });
  const answer = { lastResult, ...shownAgain(fields, submission.payload) };
  return { answer, status: submission.status === "error" ? 400 : 200 };
}

export interface EprocImportAnswer extends RoundTripAnswer {
  eproc: EprocNotice;
}

/**
 * The form filled from the ΚΗΜΔΗΣ record of the posted ΑΔΑΜ: the record's subject, protocol
 * number, date and the type's extra fields replace what the user typed there, the rest is kept.
 * A refused reference or a failed service leaves the values as they were, with the message.
 */
export async function answerEprocImport(
  submission: ParsedForm,
  formData: FormData,
  form: { fields: readonly FieldDef[]; type: { value: string } },
): Promise<{ answer: EprocImportAnswer; status: number }> {
  const reply = submission.reply({ hideFields: ["decisionFile"] });
  const typed = reply.initialValue ?? {};
  const posted = formData.get(EPROC_REFERENCE_FIELD);
  const reference = typeof posted === "string" ? posted.trim() : "";
  const result = await importEprocurement(form.type.value, reference);
  if (!result.ok) {
    const eproc = { ok: false, message: result.message, reference };
    const answer = { lastResult: { initialValue: typed }, searches: {}, eproc, ...shownAgain(form.fields, typed) };
    return { answer, status: result.status };
  }
  const { extraFieldValues, ...common } = result.values;
  const before = typed.extraFieldValues;
  const typedExtra = before && typeof before === "object" && !Array.isArray(before) ? before : {};
  const initialValue = {
    ...typed,
    ...(common as Record<string, FormValue>),
    extraFieldValues: {
      ...typedExtra,
      ...(extraFieldFormValues(extraFieldValues, form.fields) as Record<string, FormValue>),
    },
  };
  const eproc = { ok: true, message: FORM_TEXT.eprocImported(result.adam), reference: result.adam };
  return {
    answer: { lastResult: { initialValue }, searches: {}, eproc, ...shownAgain(form.fields, initialValue) },
    status: 200,
  };
}
