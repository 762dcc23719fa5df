/**
 * The AFMs (VAT numbers) of a decision's parties, for the search index's `afm` field (issue 10):
 * every `afm` of its extra-field values, at any depth (an AFM field, a LINE_COMPOSITE_AFM row, a
 * contractor list `sponsor[].sponsorAFMName.afm`; reference/diavgeia.md §"AFM person object").
 * Trimmed, without duplicates, in the order they appear.
 */
export function partyAfms(extraFieldValues: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, depth: number): void => {
    if (depth > 8 || value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const v of value) walk(v, depth + 1);
      return;
    }
    for (const [key, v] of Object.entries(value)) {
      if (key === "afm" && typeof v === "string" && v.trim() !== "") found.add(v.trim());
      else walk(v, depth + 1);
    }
  };
  walk(extraFieldValues, 0);
  return [...found];
}
