/**
 * «Ενημέρωση φόρμας» (SPEC §4 dynamic fields, without JavaScript): posts the form so the server
 * shows the fields that depend on what was just chosen (shown, enabled, options reloaded or
 * cleared), every value kept and nothing saved (app/decisions/form-schema.round-trip.server.ts).
 */
import { UPDATE_BUTTON } from "#app/fields/ajax-search";

export const UPDATE_FORM = "Ενημέρωση φόρμας";
export const UPDATE_FORM_HINT =
  "Μετά από μια επιλογή από την οποία εξαρτώνται άλλα πεδία, πατήστε «Ενημέρωση φόρμας»: η φόρμα εμφανίζεται ξανά με ό,τι γράψατε, χωρίς να αποθηκευτεί.";

export function UpdateFormButton() {
  return (
    <div className="govgr-form-group">
      <p className="govgr-hint" id="update-form-hint">
        {UPDATE_FORM_HINT}
      </p>
      <button
        type="submit"
        className="govgr-btn govgr-btn-secondary"
        name={UPDATE_BUTTON}
        value="1"
        formNoValidate
        aria-describedby="update-form-hint"
      >
        {UPDATE_FORM}
      </button>
    </div>
  );
}
