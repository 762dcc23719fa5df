/**
 * The four text sizes of SPEC §2's text-size control. The chosen index lives in a cookie and
 * becomes a class on <html>, so the control works with plain forms and no script.
 */
export const TEXT_SIZES = [
  { id: 0, label: "Κανονικό", className: "text-size-0" },
  { id: 1, label: "Μεγάλο", className: "text-size-1" },
  { id: 2, label: "Πολύ μεγάλο", className: "text-size-2" },
  { id: 3, label: "Μέγιστο", className: "text-size-3" },
] as const;

export type TextSize = 0 | 1 | 2 | 3;

export function parseTextSize(value: unknown): TextSize {
  const n = typeof value === "number" ? value : Number(value);
  return n === 1 || n === 2 || n === 3 ? n : 0;
}
