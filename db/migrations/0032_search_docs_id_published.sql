-- Each decision's first publication time by its id, in an index of its own (docs/decisions/
-- 125-export-rows-written-row-by-row-and-proven-from-an-index.md): the whole export of a common
-- text (search/fts5-scan.ts) reads its matches in id order and proves their publication order
-- from this narrow index, ~250 entries a page, instead of one ~2.4 KB search_docs row a match;
-- it reads a row only to hand it out.
CREATE INDEX `search_docs_id_published_idx` ON `search_docs` (`decision_id`, `published_at`);
