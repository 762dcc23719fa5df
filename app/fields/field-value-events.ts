/**
 * Telling the fields that follow another one (./following-field.tsx, ./ajax-choice.tsx) that its
 * value changed, with JavaScript. A native control says so with its own "change" event; the ajax
 * selectors keep their value in hidden inputs that fire none, so they announce it with this event.
 */
const FIELD_VALUE_EVENT = "decision-form:field-value";

interface FieldValueDetail {
  name: string;
  values: string[];
}

/** An ajax selector's values changed (hidden inputs fire no "change" event). */
export function announceFieldValue(name: string, values: readonly string[]): void {
  document.dispatchEvent(
    new CustomEvent<FieldValueDetail>(FIELD_VALUE_EVENT, { detail: { name, values: [...values] } }),
  );
}

/** The values a native control named `name` holds after its "change" event, or null for another control. */
function nativeValues(target: EventTarget | null, name: string): string[] | null {
  if (target instanceof HTMLSelectElement && target.name === name)
    return [...target.selectedOptions].map((o) => o.value).filter(Boolean);
  if (target instanceof HTMLInputElement && target.name === name) {
    if (target.type === "radio" || target.type === "checkbox")
      return target.checked && target.value ? [target.value] : [];
    return target.value.trim() ? [target.value.trim()] : [];
  }
  return null;
}

/** Calls `listener` with the field's values whenever the field named `name` changes; returns the unsubscribe. */
export function onFieldValueChange(name: string, listener: (values: string[]) => void): () => void {
  const onNative = (event: Event) => {
    const values = nativeValues(event.target, name);
    if (values) listener(values);
  };
  const onAnnounced = (event: Event) => {
    const detail = (event as CustomEvent<FieldValueDetail>).detail;
    if (detail?.name === name) listener(detail.values);
  };
  document.addEventListener("change", onNative);
  document.addEventListener(FIELD_VALUE_EVENT, onAnnounced);
  return () => {
    document.removeEventListener("change", onNative);
    document.removeEventListener(FIELD_VALUE_EVENT, onAnnounced);
  };
}
