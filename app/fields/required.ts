/**
 * SPEC §5 required rule: a value is missing when it is undefined, null, an empty string or an
 * empty array; empty text becomes undefined. The message is MSG.required. Whitespace-only text
 * counts as empty, since it carries nothing a reader could see, and so does an object all of
 * whose members are empty (a composite field left blank).
 */

/** Empty text (and text of spaces only) becomes undefined; other text is trimmed. */
export function emptyToUndefined(value: unknown): unknown {
  if (typeof value === "string") {
    const trimmed = value.trim();
    return trimmed === "" ? undefined : trimmed;
  }
  if (Array.isArray(value)) {
    // A multiple <select> or repeated inputs may post empty entries; they are not values.
    return value.map(emptyToUndefined).filter((item) => item !== undefined);
  }
  // An object whose every member is empty (a blank table row, an untouched AFM pair) is empty.
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, emptyToUndefined(v)] as const)
      .filter(([, v]) => !isMissing(v));
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  // A file input left empty posts a nameless, empty file.
  if (typeof File !== "undefined" && value instanceof File && value.size === 0 && value.name === "") {
    return undefined;
  }
  return value;
}

export function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
