-- Every word of search_fts, one row each (docs/decisions/121-half-words-from-a-word-list.md): the
-- words a half word starts are one range of this b-tree, where FTS5's fts5vocab walks every
-- posting of every listed word. Kept by the index writer (search/fts5-terms.ts) with FTS5's own
-- tokenizer; it only grows (a word of removed decisions stays and matches nothing). Filled here
-- once from FTS5's vocabulary: one walk of the whole index.
CREATE TABLE `search_terms` (
	`term` text PRIMARY KEY NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_terms_fill` USING fts5vocab('search_fts', 'row');
--> statement-breakpoint
INSERT INTO `search_terms` (`term`) SELECT `term` FROM `search_terms_fill`;
--> statement-breakpoint
DROP TABLE `search_terms_fill`;
