/**
 * The ajax selectors (COMBOBOX_AJAX_SIMPLE, COMBOBOX_AJAX_MULTIPLE, ORGANIZATION_ALL,
 * ORGANIZATION_SIMPLE): a choice among options searched on the server by a term (SPEC §7 "option
 * lists for fields load from per-field selection URLs, with a term query param").
 *
 * Without JavaScript: a fieldset with the chosen options (ticked radio buttons or checkboxes, so
 * they are posted again), a search box and a «Αναζήτηση» submit button; the server answers with
 * the form as it was plus the options found, as more radio buttons or checkboxes (nothing saved).
 *
 * With JavaScript: a WAI-ARIA combobox (Downshift's useCombobox, docs/decisions/051) that searches
 * the field's selectionListUrl from 3 characters, 800 ms after the last keystroke (SPEC §9); the
 * value travels in hidden inputs with the field's name, so the POST is the same. When the field
 * depends on another one (updateAttr "query:<param>"), that field's current value is sent as the
 * param, and a change to it empties this field (clearAttr "value", SPEC §4).
 */
import { useCombobox, useMultipleSelection } from "downshift";
import { useEffect, useRef, useState } from "react";
import { ErrorMessage } from "../components/form/ErrorMessage";
import { describedBy, hintId } from "../components/form/ids";
import { RequiredMark } from "../components/form/RequiredMark";
import {
  isSearchable,
  MIN_TERM_LENGTH,
  NO_RESULTS,
  SEARCH_BUTTON,
  SEARCH_DELAY_MS,
  SEARCH_TERM_HINT,
  searchTermField,
} from "./ajax-search";
import { useFieldForm } from "./field-form-context";
import { announceFieldValue, onFieldValueChange } from "./field-value-events";
import type { Option } from "./options.rule";
import { siblingName } from "./paths";
import { textValues, type WidgetProps, widgetHint } from "./types";
import { useHydrated } from "./use-hydrated";

export interface AjaxChoiceProps extends WidgetProps {
  multiple: boolean;
}

/**
 * The chosen values with their labels (from the loaded options, the labels the server read at the
 * definition's dataByUidUrl, or the last search), in order; a code no one knows shows as itself.
 */
function chosenOptions(values: string[], known: readonly Option[]): Option[] {
  const byValue = new Map(known.map((o) => [o.value, o]));
  return values.map((v) => byValue.get(v) ?? { value: v, label: v });
}

export function AjaxChoiceNoJs({ def, name, id, value, errors, options = [], multiple }: AjaxChoiceProps) {
  const { searches, labels } = useFieldForm();
  const search = searches[name];
  const known = [...options, ...(labels?.[def.fieldPath] ?? []), ...(search?.options ?? [])];
  const chosen = chosenOptions(textValues(value), known);
  const found = (search?.options ?? []).filter((o) => !chosen.some((c) => c.value === o.value));
  const hasError = Boolean(errors?.length);
  const termId = `${id}-term`;
  const type = multiple ? "checkbox" : "radio";
  const hint = widgetHint(def.help, SEARCH_TERM_HINT);
  return (
    <div className={`govgr-form-group${hasError ? " govgr-form-group--error" : ""}`}>
      <fieldset className="form-fieldset" id={id} aria-describedby={describedBy(id, true, hasError)}>
        <legend className="govgr-label">
          {def.label}
          {def.required ? <RequiredMark /> : null}
        </legend>
        <p className="govgr-hint" id={hintId(id)}>
          {hint}
        </p>
        <ErrorMessage id={id} errors={errors} />
        {[...chosen, ...found].map((o, i) => (
          <div className="form-choice" key={o.value}>
            <input
              type={type}
              id={`${id}-option-${i}`}
              name={name}
              value={o.value}
              defaultChecked={i < chosen.length}
            />{" "}
            <label htmlFor={`${id}-option-${i}`}>{o.label}</label>
          </div>
        ))}
        {!multiple && chosen.length + found.length > 0 ? (
          <div className="form-choice">
            <input type="radio" id={`${id}-option-none`} name={name} value="" />{" "}
            <label htmlFor={`${id}-option-none`}>Καμία επιλογή</label>
          </div>
        ) : null}
        {search && (search.problem || found.length === 0) ? (
          <p className="govgr-hint" role="status">
            {search.problem ?? NO_RESULTS}
          </p>
        ) : null}
        <div className="form-inline-fields">
          <div>
            <label className="form-sublabel" htmlFor={termId}>
              Αναζήτηση<span className="govgr-visually-hidden"> για «{def.label}»</span>
            </label>
            <input
              className="govgr-field"
              id={termId}
              type="search"
              name={searchTermField(name)}
              defaultValue={search?.term ?? ""}
              autoComplete="off"
            />
          </div>
          <button
            type="submit"
            className="govgr-btn govgr-btn-secondary"
            name={SEARCH_BUTTON}
            value={name}
            formNoValidate
          >
            Αναζήτηση<span className="govgr-visually-hidden"> για «{def.label}»</span>
          </button>
        </div>
      </fieldset>
    </div>
  );
}

/** Searches the field's option list: from MIN_TERM_LENGTH characters, SEARCH_DELAY_MS after the last keystroke. */
function useOptionSearch(def: WidgetProps["def"], name: string) {
  const [items, setItems] = useState<Option[]>([]);
  const [status, setStatus] = useState<"idle" | "loading" | "done" | "error">("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (term: string) => {
    clearTimeout(timer.current);
    if (!isSearchable(term) || !def.selectionListUrl) {
      setItems([]);
      setStatus("idle");
      return;
    }
    timer.current = setTimeout(() => {
      const url = new URL(def.selectionListUrl!, window.location.href);
      url.searchParams.set("term", term.trim());
      const param = def.updateAttr?.startsWith("query:") ? def.updateAttr.slice("query:".length) : null;
      if (param && def.dependsOn) {
        const other = document.getElementsByName(siblingName(name, def.fieldPath, def.dependsOn))[0];
        if (other instanceof HTMLInputElement || other instanceof HTMLSelectElement)
          url.searchParams.set(param, other.value);
      }
      setStatus("loading");
      fetch(url, { headers: { accept: "application/json" } })
        .then((res) =>
          res.ok ? (res.json() as Promise<{ options: Option[] }>) : Promise.reject(new Error(String(res.status))),
        )
        .then((body) => {
          setItems(body.options);
          setStatus("done");
        })
        .catch(() => {
          setItems([]);
          setStatus("error");
        });
    }, SEARCH_DELAY_MS);
  };
  return { items, status, search };
}

/** SPEC §4: when the field this one depends on changes, this one's value is cleared. */
function useClearOnDependencyChange(def: WidgetProps["def"], name: string, clear: () => void) {
  useEffect(() => {
    if (!def.dependsOn || def.clearAttr !== "value") return;
    return onFieldValueChange(siblingName(name, def.fieldPath, def.dependsOn), clear);
  });
}

/** Tells the fields following this one that its value changed (its hidden inputs fire no "change"). */
function useAnnounceChoice(name: string, selected: readonly Option[]) {
  const announced = useRef(selected);
  useEffect(() => {
    if (announced.current === selected) return;
    announced.current = selected;
    announceFieldValue(
      name,
      selected.map((o) => o.value),
    );
  }, [name, selected]);
}

function statusText(status: string, term: string, count: number): string {
  if (!isSearchable(term)) return SEARCH_TERM_HINT;
  if (status === "loading") return "Αναζήτηση…";
  if (status === "error") return "Η αναζήτηση απέτυχε. Δοκιμάστε ξανά.";
  if (status === "done" && count === 0) return NO_RESULTS;
  return status === "done" ? `${count} αποτελέσματα.` : "";
}

export function AjaxChoiceEnhanced(props: AjaxChoiceProps) {
  const { def, name, id, value, errors, options = [], multiple } = props;
  const { labels } = useFieldForm();
  const [selected, setSelected] = useState<Option[]>(() =>
    chosenOptions(textValues(value), [...options, ...(labels?.[def.fieldPath] ?? [])]),
  );
  const { items, status, search } = useOptionSearch(def, name);
  const hasError = Boolean(errors?.length);
  useClearOnDependencyChange(def, name, () => setSelected([]));
  useAnnounceChoice(name, selected);

  const multi = useMultipleSelection<Option>({
    selectedItems: selected,
    onSelectedItemsChange: ({ selectedItems }) => setSelected(selectedItems ?? []),
  });
  const available = multiple ? items.filter((o) => !selected.some((s) => s.value === o.value)) : items;
  const { stateChangeTypes } = useCombobox;
  // Downshift keeps the typed text itself (a controlled text lost keystrokes while results arrived).
  const combo = useCombobox<Option>({
    items: available,
    itemToString: (o) => o?.label ?? "",
    initialInputValue: multiple ? "" : (selected[0]?.label ?? ""),
    selectedItem: multiple ? null : (selected[0] ?? null),
    stateReducer: (_state, { type, changes }) =>
      multiple && (type === stateChangeTypes.ItemClick || type === stateChangeTypes.InputKeyDownEnter)
        ? { ...changes, inputValue: "" }
        : changes,
    onInputValueChange: ({ inputValue, type }) => {
      if (type === stateChangeTypes.InputChange) search(inputValue ?? "");
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      setSelected(multiple ? [...selected, selectedItem] : [selectedItem]);
    },
  });
  const term = combo.inputValue;
  const message = statusText(status, term, available.length);
  const inputProps = combo.getInputProps(
    multiple ? multi.getDropdownProps({ preventKeyAction: combo.isOpen }) : undefined,
  );
  return (
    <div className={`govgr-form-group${hasError ? " govgr-form-group--error" : ""}`}>
      <label className="govgr-label" {...combo.getLabelProps({ htmlFor: id })}>
        {def.label}
        {def.required ? <RequiredMark /> : null}
      </label>
      <p className="govgr-hint" id={hintId(id)}>
        {widgetHint(def.help, SEARCH_TERM_HINT)}
      </p>
      <ErrorMessage id={id} errors={errors} />
      {selected.map((o) => (
        <input key={o.value} type="hidden" name={name} value={o.value} />
      ))}
      {multiple && selected.length > 0 ? (
        <ul className="form-chosen" aria-label={`Επιλεγμένα: ${def.label}`}>
          {selected.map((o, index) => (
            <li key={o.value} {...multi.getSelectedItemProps({ selectedItem: o, index })}>
              {o.label}{" "}
              <button
                type="button"
                className="govgr-link"
                onClick={(event) => {
                  event.stopPropagation();
                  multi.removeSelectedItem(o);
                }}
              >
                Αφαίρεση<span className="govgr-visually-hidden"> «{o.label}»</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        {...inputProps}
        id={id}
        className={`govgr-field govgr-field--wide${hasError ? " govgr-field--error" : ""}`}
        aria-describedby={[describedBy(id, true, hasError), `${id}-status`].filter(Boolean).join(" ")}
        aria-invalid={hasError || undefined}
        onBlur={(event) => {
          inputProps.onBlur?.(event);
          // A single choice whose text was erased is no choice.
          if (!multiple && term.trim() === "") setSelected([]);
        }}
      />
      <p className="govgr-hint" id={`${id}-status`} aria-live="polite" data-min-term={MIN_TERM_LENGTH}>
        {message}
      </p>
      <ul className="form-combobox__menu" {...combo.getMenuProps()} hidden={!combo.isOpen || available.length === 0}>
        {combo.isOpen
          ? available.map((o, index) => (
              <li
                key={o.value}
                className={combo.highlightedIndex === index ? "form-combobox__option--active" : undefined}
                {...combo.getItemProps({ item: o, index })}
              >
                {o.label}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}

/** The no-JS control on the server and during hydration, the combobox after. */
export function AjaxChoice(props: AjaxChoiceProps) {
  const hydrated = useHydrated();
  return hydrated && props.def.selectionListUrl ? <AjaxChoiceEnhanced {...props} /> : <AjaxChoiceNoJs {...props} />;
}
