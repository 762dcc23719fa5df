/**
 * SPEC §2: a text-size control with four sizes. Each size is a submit button of one POST form
 * to the /text-size resource route (cookie + redirect back), so it needs no script.
 */
import { CsrfField } from "#app/components/form/CsrfField";
import { TEXT_SIZES, type TextSize } from "#app/shell/text-size";

export function TextSizeControl({ current, returnTo }: { current: TextSize; returnTo: string }) {
  return (
    <form method="post" action="/text-size" className="govgr-text-size">
      <CsrfField />
      <input type="hidden" name="redirectTo" value={returnTo} />
      <fieldset>
        <legend>Μέγεθος κειμένου</legend>
        {TEXT_SIZES.map((size) => (
          <button
            key={size.id}
            type="submit"
            name="size"
            value={size.id}
            className={`govgr-text-size__option govgr-text-size__option--${size.id}`}
            aria-pressed={size.id === current}
          >
            <span aria-hidden="true">Α</span>
            <span className="govgr-visually-hidden">{size.label}</span>
          </button>
        ))}
      </fieldset>
    </form>
  );
}
