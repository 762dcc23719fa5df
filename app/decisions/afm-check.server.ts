/**
 * The AFM entry dialog without JavaScript (SPEC §2 "Dialogs"): the AFM field's «Έλεγχος ΑΦΜ»
 * button posts the whole form, and the server answers with the form as the user left it (every
 * value kept, nothing saved, as «Ενημέρωση φόρμας» does), the outcome of the VAT check under that
 * field and, when the service knows the number, its registered name in the field's Επωνυμία.
 */
import { AFM_CHECK_BUTTON, afmCheckAnswer, type AfmCheckAnswer } from "../fields/afm-check";
import { pathSegments } from "../fields/paths";
import { checkVat } from "../vat/check-vat.server";
import type { FieldDef } from "../fields/types";
import { shownAgain, type FormValue, type RoundTripAnswer } from "./form-schema.round-trip.server";

export interface AfmCheckRoundTrip extends RoundTripAnswer {
  afmChecks: Record<string, AfmCheckAnswer>;
}

interface ParsedForm {
  payload: unknown;
  reply(options: { hideFields: string[] }): { initialValue?: Record<string, FormValue> | null };
}

/** Whether the POST asks for one AFM field's check. */
export function isAfmCheck(formData: FormData): boolean {
  return typeof formData.get(AFM_CHECK_BUTTON) === "string";
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.trim() : "");

/** A copy of `values` with `value` at the form name (objects and rows created as needed). */
export function withValueAt(values: Record<string, FormValue>, name: string, value: string): Record<string, FormValue> {
  const segments = pathSegments(name);
  const put = (node: FormValue | undefined, i: number): FormValue => {
    if (i === segments.length) return value;
    const seg = segments[i];
    if (typeof seg === "number") {
      const list = Array.isArray(node) ? [...node] : [];
      list[seg] = put(list[seg], i + 1);
      return list;
    }
    const obj = node && typeof node === "object" && !Array.isArray(node) ? { ...node } : {};
    obj[seg] = put(obj[seg], i + 1);
    return obj;
  };
  return put(values, 0) as Record<string, FormValue>;
}

export async function answerAfmCheck(
  submission: ParsedForm,
  formData: FormData,
  fields: readonly FieldDef[],
): Promise<AfmCheckRoundTrip> {
  const reply = submission.reply({ hideFields: ["decisionFile"] });
  let initialValue = reply.initialValue ?? {};
  // The rest of the form is shown again as any round trip shows it: chosen codes named, row lists offered.
  const shown = shownAgain(fields, submission.payload);
  const field = text(formData.get(AFM_CHECK_BUTTON));
  const afm = text(formData.get(`${field}.afm`));
  // The field's name comes from the button: only a name the form has is read or written.
  if (field === "" || !formData.has(`${field}.afm`))
    return { lastResult: { initialValue }, searches: {}, afmChecks: {}, ...shown };
  const check = await checkVat({ afm, name: text(formData.get(`${field}.name`)) });
  const answer = afmCheckAnswer(afm, check);
  if (answer.name) initialValue = withValueAt(initialValue, `${field}.name`, answer.name);
  return { lastResult: { initialValue }, searches: {}, afmChecks: { [field]: answer }, ...shown };
}
