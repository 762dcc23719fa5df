/**
 * SPEC §5 required rule: a value is missing when it is undefined, null, an empty string or an
 * empty array; empty text becomes undefined. The message is MSG.required. Whitespace-only text
 * counts as empty, since it carries nothing a reader could see.
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
  // A file input left empty posts a nameless, empty file.
  if (typeof File !== "undefined" && value instanceof File && value.size === 0 && value.name === "") {
    return undefined;
  }
  return value;
}

export function isMissing(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === "" ||
    (Array.isArray(value) && value.length === 0)
  );
}
