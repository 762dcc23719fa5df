/**
 * The forms of /administration/tagcategories (a new category; a tag's label, parent and place),
 * shared by the routes. The domain checks the values (./tags.server.ts).
 */
import { z } from "zod";
import { TEXT } from "../messages";

const text = (max: number) => z.string({ error: TEXT.badRequest }).max(max, { error: TEXT.badRequest });

export const categoryForm = z.object({ code: text(100).default(""), label: text(1000).default("") });

/** Label, parent ("" for the top level) and place among the siblings ("" for last/unchanged). */
export const tagForm = z.object({
  label: text(1000).default(""),
  parentUid: text(100)
    .optional()
    .transform((v) => (v ? v : null)),
  position: text(12)
    .optional()
    .transform((v) => (v?.trim() ? Number(v.trim()) : null)),
});

export interface TagFormValues {
  label: string;
  parentUid: string;
  position: string;
}

/** The tags a tag may move under: every one but itself and those below it. */
export function possibleParents<T extends { uid: string; parentUid: string | null; depth: number }>(
  tree: readonly T[],
  uid: string | null,
): T[] {
  if (uid === null) return [...tree];
  const start = tree.findIndex((t) => t.uid === uid);
  if (start < 0) return [...tree];
  // In tree order a tag's descendants follow it, deeper than it, until a tag at its depth or above.
  let end = start + 1;
  while (end < tree.length && tree[end].depth > tree[start].depth) end++;
  return [...tree.slice(0, start), ...tree.slice(end)];
}
