/**
 * DECISION_SEARCH_BOX: the ADA of the related decision, typed in (SPEC §5 ADA rule), with the
 * SPEC §2 decision-search dialog: without JavaScript /search/pick in a new tab (the form being
 * filled stays as it is); with it the same page in place in a <dialog> (DialogLink, decision 078),
 * where «Επιλογή» puts the decision's ADA into this field and the rest of the form is untouched.
 */
import { DialogCancel, DialogLink } from "#app/components/dialog/DialogLink";
import { PickDecision } from "#app/components/search/PickDecision";
import { paths } from "#app/paths";
import type { PickPage } from "#app/search-page/pick";
import { ShortTextInput } from "./short-text-input";
import { textValue, type WidgetProps } from "./types";

export const ADA_HINT = "Ο ΑΔΑ της σχετικής πράξης, π.χ. Ψ68ΩΩΗ6-3ΓΦ";

/** Sets the field as typing would, so the form's own listeners (Conform) see the change. */
function fill(id: string, ada: string) {
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement)) return;
  input.value = ada;
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
  input.focus();
}

export function AdaWidget({ def, name, id, value, errors }: WidgetProps) {
  const hint = def.help ?? ADA_HINT;
  return (
    <>
      <ShortTextInput {...{ def, name, id, errors, hint }} text={textValue(value)} size={16} spellCheck={false} />
      <div className="govgr-hint">
        <DialogLink<PickPage> href={paths.pickDecision()} label={`Αναζήτηση πράξης για «${def.label}»`} newTab>
          {(page, dialog) => (
            <>
              <h2 id={dialog.titleId} className="govgr-heading-l">
                Επιλογή πράξης για «{def.label}»
              </h2>
              <PickDecision
                page={page}
                headingLevel={3}
                dialog={{
                  load: dialog.load,
                  choose: (ada) => {
                    dialog.close();
                    fill(id, ada);
                  },
                }}
              />
              <p className="govgr-btn-row">
                <DialogCancel close={dialog.close} />
              </p>
            </>
          )}
        </DialogLink>
      </div>
    </>
  );
}
