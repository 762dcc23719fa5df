-- Issue 10: the text of a decision's document (its PDF), searched with the subject by free text and
-- shown in snippets (docs/decisions/082). Kept as read (not normalised) so the search page can show
-- where the words matched; its normalised words go into search_fts's one column after the subject,
-- protocol number and ADA (no FTS table change, no rebuild). Decisions indexed before this
-- migration have no document text until `npm run reindex -- --document-text` reads their documents.
ALTER TABLE `search_docs` ADD `body` text NOT NULL DEFAULT '';
