/**
 * Related decisions on save (issue 8 "Bad input"): every ADA in a related-decision field
 * (DECISION_SEARCH_BOX, at any depth) must name a decision published in this register; the
 * schema already checked its shape. Where the field's definition says so, the related decision
 * must also be of one of its decision types (relatedTypes, e.g. an expenditure approval's
 * commitment is a Β.1.3) and of the decision's own body (relatedSameOrganization). Errors by field
 * name, as Conform names them.
 */
import { eq, inArray } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import type { FieldDef } from "../fields/types";
import { kindOf } from "../fields/widget-kind";
import { FORM_TEXT } from "../messages";
import { EXTRA_FIELDS } from "./form-schema.fields";
import { extraFields } from "./form-schema";

interface Found {
  name: string;
  ada: string;
  def: FieldDef;
}

/** Every string at the dotted `path` of `node`, walking through table rows, with its form name. */
function collect(node: unknown, segments: string[], name: string, def: FieldDef, out: Found[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => collect(item, segments, `${name}[${i}]`, def, out));
    return;
  }
  if (segments.length === 0) {
    if (typeof node === "string" && node.trim()) out.push({ name, ada: node.trim(), def });
    return;
  }
  if (!node || typeof node !== "object") return;
  const [head, ...rest] = segments;
  collect((node as Record<string, unknown>)[head], rest, `${name}.${head}`, def, out);
}

/** Why a related decision does not fit its field's definition, or null when it fits. */
function misfit(f: Found, related: { type: string; org: string }, orgUid: string | undefined): string | null {
  const types = f.def.relatedTypes ?? [];
  if (types.length > 0 && !types.includes(related.type)) return FORM_TEXT.relatedAdaWrongType(f.ada, types.join(", "));
  if (f.def.relatedSameOrganization && orgUid && related.org !== orgUid) {
    return FORM_TEXT.relatedAdaOtherOrganization(f.ada);
  }
  return null;
}

export function relatedAdaErrors(
  extraFieldValues: unknown,
  fields: readonly FieldDef[],
  /** The decision's body, for fields whose related decision must be of the same one. */
  orgUid?: string,
  db: Db = getDb(),
): Record<string, string[]> {
  const found: Found[] = [];
  for (const def of extraFields(fields)) {
    if (kindOf(def, 0) === "ada") collect(extraFieldValues, def.fieldPath.split("."), EXTRA_FIELDS, def, found);
  }
  if (found.length === 0) return {};
  const adas = [...new Set(found.map((f) => f.ada))];
  const d = schema.decisions;
  const v = schema.decisionVersions;
  const known = new Map(
    db
      .select({ ada: d.ada, org: d.orgUid, type: v.decisionTypeUid })
      .from(d)
      .innerJoin(v, eq(v.versionId, d.latestVersionId))
      .where(inArray(d.ada, adas))
      .all()
      .map((r) => [r.ada, { org: r.org, type: r.type }]),
  );
  const errors: Record<string, string[]> = {};
  for (const f of found) {
    const related = known.get(f.ada);
    const problem = related ? misfit(f, related, orgUid) : FORM_TEXT.relatedAdaNotFound(f.ada);
    if (problem) errors[f.name] = [problem];
  }
  return errors;
}
