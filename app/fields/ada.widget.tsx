/** DECISION_SEARCH_BOX without JavaScript: the ADA of the related decision, typed in (SPEC §5 ADA rule). */
import { paths } from "#app/paths";
import { ShortTextInput } from "./short-text-input";
import { textValue, type WidgetProps } from "./types";

export const ADA_HINT = "Ο ΑΔΑ της σχετικής πράξης, π.χ. Ψ68ΩΩΗ6-3ΓΦ";

export function AdaWidget({ def, name, id, value, errors }: WidgetProps) {
  const hint = def.help ?? ADA_HINT;
  return (
    <>
      <ShortTextInput {...{ def, name, id, errors, hint }} text={textValue(value)} size={16} spellCheck={false} />
      {/* SPEC §2 decision-search dialog: a page in a new tab, so the form being filled stays as it is. */}
      <p className="govgr-hint">
        <a href={paths.pickDecision()} target="_blank" rel="noreferrer">
          Αναζήτηση πράξης για τον ΑΔΑ (ανοίγει σε νέα καρτέλα)
        </a>
      </p>
    </>
  );
}
