-- search_docs's scalar columns in decision-id order (docs/decisions/127-covering-index-for-text-matches.md).
-- A text's matches come from FTS5 by id and each is joined to its search_docs row to prove the
-- newest-first order, check the filters and count facets: by the primary key that is one read of a
-- ~850-byte row (its document text included) for every match, ~3 µs at a million decisions. This
-- index holds what those reads need (the publication time, every scalar filter and the cube
-- facets) about 60 bytes an entry, so consecutive matches share its pages. Read with INDEXED BY
-- (search/fts5-sql.ts, BY_ID_INDEX): SQLite otherwise prefers the primary key. No FTS change, no
-- rebuild: one pass over search_docs (seconds at a million decisions).
CREATE INDEX `search_docs_by_id_idx` ON `search_docs` (
	`decision_id`, `published_at`, `org_uid`, `decision_type_uid`, `status`, `issue_date`, `updated_at`, `amount`
);
