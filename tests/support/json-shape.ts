/**
 * Compares a JSON answer with a real sample's shape: every field the sample has must be there,
 * with the same JSON type (string, number, boolean, object, array), recursively; arrays are
 * compared item by item against all the sample's items merged (a field is typed by its first
 * non-null value and may be null when it is null in some item). A null in the sample says nothing
 * of the type (any value passes). Returns the differences, one line each, empty when none.
 *
 *   expect(shapeProblems(sample, await response.json())).toEqual([]);
 */

export interface ShapeOptions {
  /** Fields whose values may be null here although the sample has a value (an empty optional). */
  nullable?: readonly string[];
  /** Fields whose content is free (per decision type, say): only their presence is checked. */
  opaque?: readonly string[];
  /**
   * Fields the sample holds as ISO strings because its client re-serialised them, where the real
   * API sends epoch milliseconds (reference/diavgeia.md §1.5): expected to be numbers.
   */
  epochMs?: readonly string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The sample's items as one: each field's first non-null value, and the fields null somewhere. */
function merged(items: unknown[]): { item: unknown; nullable: string[] } {
  if (!items.every(isObject)) return { item: items[0], nullable: [] };
  const item: Record<string, unknown> = {};
  const nullable = new Set<string>();
  for (const one of items) {
    for (const [k, v] of Object.entries(one)) {
      if (v === null) nullable.add(k);
      if (item[k] === undefined || item[k] === null) item[k] = v;
    }
  }
  return { item, nullable: [...nullable] };
}

const typeOf = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);

export function shapeProblems(sample: unknown, actual: unknown, options: ShapeOptions = {}, path = "$"): string[] {
  const key =
    path
      .replace(/\[\d+\]$/, "")
      .split(".")
      .pop() ?? "";
  if (sample === null) return [];
  if (options.opaque?.includes(key)) return actual === undefined ? [`${path}: missing`] : [];
  if (actual === null && options.nullable?.includes(key)) return [];
  const expected = options.epochMs?.includes(key) && typeof sample === "string" ? "number" : typeOf(sample);
  if (typeOf(actual) !== expected) return [`${path}: expected ${expected}, got ${typeOf(actual)}`];
  if (Array.isArray(sample)) {
    if (sample.length === 0) return [];
    const { item: one, nullable } = merged(sample);
    const inner = { ...options, nullable: [...(options.nullable ?? []), ...nullable] };
    return (actual as unknown[]).flatMap((item, i) => shapeProblems(one, item, inner, `${path}[${i}]`));
  }
  if (expected === "object") {
    const object = actual as Record<string, unknown>;
    return Object.entries(sample as Record<string, unknown>).flatMap(([k, v]) =>
      Object.hasOwn(object, k) ? shapeProblems(v, object[k], options, `${path}.${k}`) : [`${path}.${k}: missing`],
    );
  }
  return [];
}
