/**
 * A search document for the engine's tests: decision `id` of body 6013, type Β.1.3, in force,
 * published (and last updated) at `publishedAt`. A test changes only what it is about through
 * `overrides` (the body, the subject, the document text ...).
 */
import type { SearchDocument } from "../engine";

export function searchDocument(
  id: number,
  publishedAt: number,
  overrides: Partial<SearchDocument> = {},
): SearchDocument {
  return {
    decisionId: id,
    ada: `ΑΔΑ${String(id).padStart(5, "0")}-ΑΒΓ`,
    versionId: `v${id}`,
    orgUid: "6013",
    orgLabel: "ΦΟΡΕΑΣ 6013",
    decisionTypeUid: "Β.1.3",
    decisionTypeLabel: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ",
    status: "PUBLISHED",
    subject: `Έγκριση δαπάνης ${id}`,
    protocolNumber: `${id}/2024`,
    issueDate: "2024-01-01",
    publishedAt,
    updatedAt: publishedAt,
    amount: null,
    unitUids: [],
    signerUids: [],
    thematicCategoryUids: [],
    ...overrides,
  };
}
