/**
 * Line by line comparison of two documents' text (issue 9: "document text where both are PDFs with
 * text"), for the version comparison page. A longest-common-subsequence table over the lines:
 * exact, and at MAX_LINES lines a side at most 16 million cells (a decision is a few hundred
 * lines); longer texts are not compared. Unchanged runs are cut to CONTEXT lines around changes.
 * Pure.
 */
export type TextDiffLine = { kind: "same" | "removed" | "added"; text: string } | { kind: "skipped"; lines: number };

export const MAX_LINES = 4_000;
const CONTEXT = 2;

/** The text as lines to compare: runs of spaces made one, blank lines left out. */
export function textLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** The changes from `before` to `after`, with a little unchanged context; null when too long. */
export function diffLines(before: readonly string[], after: readonly string[]): TextDiffLine[] | null {
  if (before.length > MAX_LINES || after.length > MAX_LINES) return null;
  const n = before.length;
  const m = after.length;
  // lcs[i * (m + 1) + j]: the longest common subsequence of before[i..] and after[j..].
  const lcs = new Uint16Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * (m + 1) + j] =
        before[i] === after[j]
          ? lcs[(i + 1) * (m + 1) + j + 1] + 1
          : Math.max(lcs[(i + 1) * (m + 1) + j], lcs[i * (m + 1) + j + 1]);
    }
  }
  const all: { kind: "same" | "removed" | "added"; text: string }[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) {
      all.push({ kind: "same", text: before[i] });
      i++;
      j++;
    } else if (i < n && (j === m || lcs[(i + 1) * (m + 1) + j] >= lcs[i * (m + 1) + j + 1])) {
      // Removed lines before the added ones that replace them, as readers expect.
      all.push({ kind: "removed", text: before[i++] });
    } else {
      all.push({ kind: "added", text: after[j++] });
    }
  }
  return withContext(all);
}

function withContext(all: { kind: "same" | "removed" | "added"; text: string }[]): TextDiffLine[] {
  const near = all.map((_, index) => {
    for (let k = Math.max(0, index - CONTEXT); k <= Math.min(all.length - 1, index + CONTEXT); k++)
      if (all[k].kind !== "same") return true;
    return false;
  });
  const out: TextDiffLine[] = [];
  let skipped = 0;
  all.forEach((line, index) => {
    if (near[index]) {
      if (skipped) out.push({ kind: "skipped", lines: skipped });
      skipped = 0;
      out.push(line);
    } else skipped++;
  });
  if (skipped && out.length) out.push({ kind: "skipped", lines: skipped });
  return out;
}
