/**
 * The position form's input (/administration/positions and its page) and the category filter of
 * the list, shared by the routes. The domain checks the values (app/positions/positions.server.ts).
 */
import { z } from "zod";
import { TEXT } from "../messages";

/** The filter value for the general positions (no category). */
export const GENERAL = "GENERAL";

const text = (max: number) => z.string({ error: TEXT.badRequest }).max(max, { error: TEXT.badRequest });

export const positionForm = z.object({
  label: text(1000).default(""),
  /** "" for a general position. */
  orgCategoryUid: text(100)
    .optional()
    .transform((v) => (v ? v : null)),
});

type Category = { uid: string; label: string };
type Filter = { kind: "all" } | { kind: "category"; uid: string } | { kind: "general" };

/** The list's filter for the query's value, or null for a category that does not exist. */
export function positionFilter(value: string | undefined, categories: readonly Category[]): Filter | null {
  if (!value) return { kind: "all" };
  if (value === GENERAL) return { kind: "general" };
  return categories.some((c) => c.uid === value) ? { kind: "category", uid: value } : null;
}

export function categoryLabel(uid: string | null, categories: readonly Category[]): string {
  if (uid === null) return "Γενική (όλες οι κατηγορίες)";
  return categories.find((c) => c.uid === uid)?.label ?? uid;
}
