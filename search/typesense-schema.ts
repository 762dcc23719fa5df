/**
 * The Typesense collection for decisions, and the mapping of a SearchDocument onto it.
 *
 * Typesense keeps diacritics for non-English locales and its default tokenizer glues words
 * across some punctuation (reference/diavgeia.md §7.2), so we never let it see raw Greek: the
 * searchable `text` is our own normalised shadow of subject + protocol number + ADA
 * (search/normalize.ts) with every non-letter/digit made a space, i.e. exactly the tokens FTS5
 * indexes. Everything else is an exact keyword, number or facet field, never searched as text.
 */
import type { CollectionCreateSchema } from "typesense/lib/Typesense/Collections";
import type { SearchDocument } from "./engine";
import { indexedText, normalizeText } from "./normalize";

/** Separates value and label in the *_facet fields, so facet counts carry their labels. */
export const FACET_SEPARATOR = "\u001f";

export interface TypesenseDecision {
  [key: string]: unknown;
  id: string;
  decision_id: number;
  text: string;
  ada: string;
  /** The ADA normalised (look-alikes folded, lower case): exact lookups. */
  ada_key: string;
  protocol_number: string;
  /** The protocol number normalised: exact lookups. */
  protocol_key: string;
  version_id: string;
  org_uid: string;
  org_label: string;
  org_facet: string;
  decision_type_uid: string;
  decision_type_label: string;
  decision_type_facet: string;
  status: string;
  subject: string;
  issue_date: string;
  /** issue_date as yyyymmdd, for range filters (Typesense has no string ranges). */
  issue_day: number;
  issue_year?: string;
  published_at: number;
  updated_at: number;
  amount?: number;
  unit_uids: string[];
  signer_uids: string[];
  thematic_category_uids: string[];
  afms?: string[];
  /** Every searchable word: `text` and the document's text (docs/decisions/082). */
  body?: string;
  /** The document's text as read, for snippets (stored, not indexed). */
  document_text?: string;
}

export function collectionSchema(name: string): CollectionCreateSchema {
  const keyword = (field: string, facet = false) => ({ name: field, type: "string" as const, facet });
  const stored = (field: string, type: "string" | "float" = "string") => ({
    name: field,
    type,
    index: false,
    optional: true,
  });
  return {
    name,
    default_sorting_field: "published_at",
    fields: [
      { name: "text", type: "string" },
      { name: "decision_id", type: "int64", sort: true },
      keyword("ada"),
      keyword("ada_key"),
      keyword("protocol_key"),
      stored("protocol_number"),
      stored("version_id"),
      keyword("org_uid"),
      stored("org_label"),
      keyword("org_facet", true),
      keyword("decision_type_uid"),
      stored("decision_type_label"),
      keyword("decision_type_facet", true),
      keyword("status", true),
      stored("subject"),
      stored("issue_date"),
      { name: "issue_day", type: "int32" },
      { name: "published_at", type: "int64", sort: true },
      { name: "updated_at", type: "int64" },
      // Indexed for the amount range filter (amount:[1000 TO 5000]); a reindex with --clear adds it.
      { name: "amount", type: "float", optional: true },
      // Facets of the search page (issue 10); a reindex with --clear adds them to a collection.
      { name: "unit_uids", type: "string[]", facet: true },
      { name: "signer_uids", type: "string[]", facet: true },
      { name: "thematic_category_uids", type: "string[]", facet: true },
      { name: "issue_year", type: "string", facet: true, optional: true },
      // The parties' AFMs (issue 10), a filter only; a reindex with --clear adds it.
      { name: "afms", type: "string[]", optional: true },
      // The document text (issue 10, docs/decisions/082): `body` holds the words of `text` AND of
      // the document, so a search's words may match across both as in FTS5's one column; it is
      // searched with a lower weight than `text`. A reindex with --clear adds both fields.
      { name: "body", type: "string", optional: true },
      stored("document_text"),
    ],
  };
}

/** The document text of a stored Typesense document (for snippets; hits do not carry it). */
export function typesenseDocumentText(d: TypesenseDecision): string {
  return d.document_text ?? "";
}

/** Only letters and digits, single-spaced: the tokens FTS5 would index. */
export function tokensOnly(normalized: string): string {
  return normalized
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(" ");
}

export function toTypesenseDocument(doc: SearchDocument): TypesenseDecision {
  return {
    id: String(doc.decisionId),
    decision_id: doc.decisionId,
    text: tokensOnly(indexedText({ ...doc, body: "" })),
    body: tokensOnly(indexedText(doc)),
    document_text: doc.body ?? "",
    ada: doc.ada,
    ada_key: normalizeText(doc.ada),
    protocol_number: doc.protocolNumber,
    protocol_key: normalizeText(doc.protocolNumber),
    version_id: doc.versionId,
    org_uid: doc.orgUid,
    org_label: doc.orgLabel,
    org_facet: `${doc.orgUid}${FACET_SEPARATOR}${doc.orgLabel}`,
    decision_type_uid: doc.decisionTypeUid,
    decision_type_label: doc.decisionTypeLabel,
    decision_type_facet: `${doc.decisionTypeUid}${FACET_SEPARATOR}${doc.decisionTypeLabel}`,
    status: doc.status,
    subject: doc.subject,
    issue_date: doc.issueDate,
    issue_day: Number(doc.issueDate.replace(/-/g, "")),
    issue_year: doc.issueDate.slice(0, 4),
    published_at: doc.publishedAt,
    updated_at: doc.updatedAt,
    ...(doc.amount === null ? {} : { amount: doc.amount }),
    unit_uids: doc.unitUids,
    signer_uids: doc.signerUids,
    thematic_category_uids: doc.thematicCategoryUids,
    afms: doc.afms ?? [],
  };
}

export function fromTypesenseDocument(d: TypesenseDecision): SearchDocument {
  return {
    decisionId: d.decision_id,
    ada: d.ada,
    versionId: d.version_id,
    orgUid: d.org_uid,
    orgLabel: d.org_label,
    decisionTypeUid: d.decision_type_uid,
    decisionTypeLabel: d.decision_type_label,
    status: d.status,
    subject: d.subject,
    protocolNumber: d.protocol_number,
    issueDate: d.issue_date,
    publishedAt: d.published_at,
    updatedAt: d.updated_at,
    amount: d.amount ?? null,
    unitUids: d.unit_uids,
    signerUids: d.signer_uids,
    thematicCategoryUids: d.thematic_category_uids,
    ...(d.afms?.length ? { afms: d.afms } : {}),
  };
}
