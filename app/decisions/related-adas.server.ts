/**
 * Related decisions on save (issue 8 "Bad input"): every ADA in a related-decision field
 * (DECISION_SEARCH_BOX, at any depth) must name a decision published in this register; the
 * schema already checked its shape. Errors by field name, as Conform names them.
 */
import { inArray } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import type { FieldDef } from "../fields/types";
import { kindOf } from "../fields/widget-kind";
import { FORM_TEXT } from "../messages";
import { EXTRA_FIELDS } from "./form-schema.fields";
import { extraFields } from "./form-schema";

interface Found {
  name: string;
  ada: string;
}

/** Every string at the dotted `path` of `node`, walking through table rows, with its form name. */
function collect(node: unknown, segments: string[], name: string, out: Found[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => collect(item, segments, `${name}[${i}]`, out));
    return;
  }
  if (segments.length === 0) {
    if (typeof node === "string" && node.trim()) out.push({ name, ada: node.trim() });
    return;
  }
  if (!node || typeof node !== "object") return;
  const [head, ...rest] = segments;
  collect((node as Record<string, unknown>)[head], rest, `${name}.${head}`, out);
}

export function relatedAdaErrors(
  extraFieldValues: unknown,
  fields: readonly FieldDef[],
  db: Db = getDb(),
): Record<string, string[]> {
  const found: Found[] = [];
  for (const def of extraFields(fields)) {
    if (kindOf(def, 0) === "ada") collect(extraFieldValues, def.fieldPath.split("."), EXTRA_FIELDS, found);
  }
  if (found.length === 0) return {};
  const adas = [...new Set(found.map((f) => f.ada))];
  const d = schema.decisions;
  const known = new Set(
    db
      .select({ ada: d.ada })
      .from(d)
      .where(inArray(d.ada, adas))
      .all()
      .map((r) => r.ada),
  );
  const errors: Record<string, string[]> = {};
  for (const f of found) if (!known.has(f.ada)) errors[f.name] = [FORM_TEXT.relatedAdaNotFound(f.ada)];
  return errors;
}
