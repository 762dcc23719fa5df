/**
 * A number's decimal text, for a file that prints a different number on each of its rows (the
 * workbook and XML exports; JSON and CSV print theirs with JSON.stringify and toFixed already).
 *
 * `${n}`, String(n) and n.toString() keep every number they print in V8's number-string cache,
 * which lives in the old generation: each new text is then held past young-generation collections
 * by that cache and moved to the old generation when the next number pushes it out. A workbook
 * export prints millions of different numbers (row numbers, serial dates, amounts), and the heap
 * grew by 60-200 MiB between major collections from those texts alone (decision record 146).
 * JSON.stringify prints a number by the same algorithm (the same text for every finite number) into
 * its own result, without the cache, at about the same speed.
 */
export function numberText(n: number): string {
  return Number.isFinite(n) ? JSON.stringify(n) : String(n);
}
