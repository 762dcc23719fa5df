-- Issue 10: the AFMs (VAT numbers) of a decision's parties, searchable as afm:"…". A JSON list like
-- unit_uids; its values go into search_doc_values as "afm:<AFM>" keys (no FTS column changes).
-- Decisions indexed before this migration have none until they are re-indexed (npm run reindex
-- re-derives from search_docs only: the seed and every publication or edit fill the column).
ALTER TABLE `search_docs` ADD `afms` text NOT NULL DEFAULT '[]';
