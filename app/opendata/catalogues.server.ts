/**
 * The OpenData catalogues (reference/diavgeia.md §1.2, §3): decision types with their extra
 * fields (from the same field definitions the entry form is built from), dictionaries, and the
 * search terms of the query language (search/query-language.ts).
 */
import { asc, eq, isNull, or } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { FQ_FIELDS, TEXT_FIELDS } from "#search/query-language";
import type { OpendataExtraField } from "./schemas";

type TypeRow = typeof schema.decisionTypes.$inferSelect;
type FieldRow = typeof schema.fieldDefinitions.$inferSelect;

const typeOf = (row: TypeRow) => ({
  uid: row.uid,
  label: row.label,
  parent: row.parentUid,
  allowedInDecisions: row.allowedInDecisions,
});

export function decisionTypes() {
  const t = schema.decisionTypes;
  return { decisionTypes: getDb().select().from(t).orderBy(asc(t.sortOrder), asc(t.uid)).all().map(typeOf) };
}

export function decisionType(uid: string) {
  const row = getDb().select().from(schema.decisionTypes).where(eq(schema.decisionTypes.uid, uid)).get();
  return row ? typeOf(row) : null;
}

/** What the real register says of a widget's values: JSON type and validation rule. */
function describeWidget(field: FieldRow): Pick<OpendataExtraField, "type" | "validation" | "multiple"> {
  const listed = field.arrayView === "list" || field.arrayView === "table";
  const simple = (type: OpendataExtraField["type"], validation: string | null = null, multiple = listed) => ({
    type,
    validation,
    multiple,
  });
  switch (field.widget) {
    case "AMOUNT":
      return simple("number");
    case "YEAR":
    case "NATURAL_NUMBER":
      return simple("integer");
    case "CHECKBOX":
      return simple("boolean");
    case "AFM":
      return simple("object", "afm");
    case "LINE_COMPOSITE":
    case "LINE_COMPOSITE_AFM":
      return simple("object");
    case "DECISION_SEARCH_BOX":
      return simple("string", "ada");
    case "ORGANIZATION_ALL":
    case "ORGANIZATION_SIMPLE":
      return simple("string", "orgStructure");
    case "SIGNER_MULTIPLE":
      return simple("string", "signer", true);
    case "UNITS_HIERARCHICAL_MENU":
      return simple("string", "unit");
    case "DATE":
      return simple(null);
    default:
      return simple("string", field.dictionaryUid ? "dictionary" : null, listed || field.widget.endsWith("_MULTIPLE"));
  }
}

function extraField(field: FieldRow, nested: OpendataExtraField[]): OpendataExtraField {
  return {
    uid: field.uid,
    label: field.label,
    // The real register always sends a help text; an empty one where the definition has none.
    help: field.help ?? "",
    ...describeWidget(field),
    required: field.required,
    maxLength: field.maxLength ?? 0,
    dictionary: field.dictionaryUid,
    searchTerm: field.searchTerm,
    ...relatedAdaConstraints(field),
    fixedValueList: null,
    nestedFields: nested,
  };
}

/**
 * What a related-ADA field asks of the decision it names (app/decisions/related-adas.server.ts):
 * its types (null when any) and whether it must be of the same body. The real register sends the
 * second as a boolean on ADA fields and null on every other field (types/details_of_b_6_type.json).
 */
function relatedAdaConstraints(field: FieldRow) {
  if (field.widget !== "DECISION_SEARCH_BOX")
    return { relAdaDecisionTypes: null, relAdaConstrainedInOrganization: null };
  return {
    relAdaDecisionTypes: field.relatedTypes?.length ? field.relatedTypes : null,
    relAdaConstrainedInOrganization: field.relatedSameOrganization,
  };
}

/** Field definitions as a tree: a group owns the fields whose path starts with its own and a dot. */
function fieldTree(fields: FieldRow[], parentPath: string | null): OpendataExtraField[] {
  const depth = parentPath === null ? 0 : parentPath.split(".").length;
  return fields
    .filter((f) => {
      const parts = f.fieldPath.split(".");
      return parts.length === depth + 1 && (parentPath === null || f.fieldPath.startsWith(`${parentPath}.`));
    })
    .map((f) => extraField(f, fieldTree(fields, f.fieldPath)));
}

/** A type with its extra fields: the fields common to every type, then its own. */
export function decisionTypeDetails(uid: string) {
  const type = decisionType(uid);
  if (!type) return null;
  const f = schema.fieldDefinitions;
  const fields = getDb()
    .select()
    .from(f)
    .where(or(eq(f.decisionTypeUid, uid), isNull(f.decisionTypeUid)))
    .orderBy(asc(f.sortOrder), asc(f.id))
    .all();
  return { ...type, extraFields: fieldTree(fields, null) };
}

export function dictionaries() {
  const d = schema.dictionaries;
  return { dictionaries: getDb().select({ uid: d.uid, label: d.label }).from(d).orderBy(asc(d.uid)).all() };
}

export function dictionary(name: string) {
  const found = getDb().select().from(schema.dictionaries).where(eq(schema.dictionaries.uid, name)).get();
  if (!found) return null;
  const i = schema.dictionaryItems;
  const items = getDb()
    .select({ uid: i.uid, label: i.label, parent: i.parentUid })
    .from(i)
    .where(eq(i.dictionaryUid, name))
    .orderBy(asc(i.sortOrder), asc(i.uid))
    .all();
  return { name: found.uid, items };
}

/** The label of each term of the query language this register searches. */
const TERM_LABELS: Record<string, string> = {
  q: "Ελεύθερο κείμενο",
  content: "Ελεύθερο κείμενο",
  subject: "Θέμα",
  ada: "ΑΔΑ",
  protocolNumber: "Αριθμός πρωτοκόλλου",
  organizationUid: "Φορέας",
  decisionTypeUid: "Είδος πράξης",
  status: "Κατάσταση",
  unitUid: "Οργανωτική μονάδα",
  signerUid: "Υπογράφων",
  thematicCategory: "Θεματική κατηγορία",
  issueDate: "Ημερομηνία έκδοσης",
  publishTimestamp: "Ημερομηνία ανάρτησης",
  submissionTimestamp: "Ημερομηνία τελευταίας τροποποίησης",
  amount: "Ποσό",
};

/** The terms the simple search writes its parameters in (simple-query.ts), plus free text. */
const COMMON_TERMS = [
  "q",
  "ada",
  "subject",
  "protocolNumber",
  "organizationUid",
  "unitUid",
  "signerUid",
  "decisionTypeUid",
  "thematicCategory",
  "issueDate",
  "submissionTimestamp",
  "status",
];

/** GET /search/terms (every searchable term) or /search/terms/common. */
export function searchTerms(which: "all" | "common") {
  const all = [...TEXT_FIELDS, ...Object.keys(FQ_FIELDS)];
  const terms = which === "all" ? all : COMMON_TERMS.filter((t) => all.includes(t));
  return { terms: terms.map((term) => ({ term, label: TERM_LABELS[term] ?? term })) };
}
