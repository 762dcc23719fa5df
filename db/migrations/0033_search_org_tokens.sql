-- Each decision's organisation as one word of its search_fts row (docs/decisions/139-organisation-words-in-the-text-index.md),
-- written by the index writer from now on. A reader uses the words only once every row carries
-- its own: true of an empty index, marked here; an index with rows gets the mark from a full
-- rewrite (`npm run reindex`, or the reindex job of the search settings page) and is searched as
-- before until then.
INSERT OR REPLACE INTO `search_meta` (`key`, `value`) SELECT 'org_tokens', 1 WHERE NOT EXISTS (SELECT 1 FROM `search_docs`);
