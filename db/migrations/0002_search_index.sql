-- The embedded search index (search/fts5.ts, DESIGN.md "Search"). Written by hand, not by
-- drizzle-kit: FTS5 virtual tables are outside Drizzle's schema language.
--
-- search_docs holds one row per public decision (its latest version) with every filter and sort
-- field in an ordinary indexed column; the FTS5 table holds only the normalised words, keyed by
-- the same rowid (decision_id). Filters never go through FTS columns.
CREATE TABLE `search_docs` (
  `decision_id` integer PRIMARY KEY NOT NULL,
  `ada` text NOT NULL,
  `version_id` text NOT NULL,
  `org_uid` text NOT NULL,
  `org_label` text NOT NULL,
  `decision_type_uid` text NOT NULL,
  `decision_type_label` text NOT NULL,
  `status` text NOT NULL,
  `subject` text NOT NULL,
  `protocol_number` text NOT NULL,
  `issue_date` text NOT NULL,
  `published_at` integer NOT NULL,
  `updated_at` integer NOT NULL,
  `amount` real,
  `unit_uids` text NOT NULL DEFAULT '[]',
  `signer_uids` text NOT NULL DEFAULT '[]',
  `thematic_category_uids` text NOT NULL DEFAULT '[]'
);
--> statement-breakpoint
-- Newest first overall, and within an organisation or a decision type, is an index walk. Status
-- has no index: its rare values (revoked, pending) are found walking the newest-first index, and
-- its counts come from the aggregates below.
CREATE INDEX `search_docs_recent_idx` ON `search_docs` (`published_at` DESC, `decision_id` DESC);
--> statement-breakpoint
CREATE INDEX `search_docs_org_idx` ON `search_docs` (`org_uid`, `published_at` DESC, `decision_id` DESC);
--> statement-breakpoint
CREATE INDEX `search_docs_type_idx` ON `search_docs` (`decision_type_uid`, `published_at` DESC, `decision_id` DESC);
--> statement-breakpoint
CREATE INDEX `search_docs_issue_date_idx` ON `search_docs` (`issue_date`);
--> statement-breakpoint
-- Multi-valued filters (unit, signer, thematic category): one row per value, keyed
-- "field:value" (one short text key inserts faster than two columns). published_at is copied so
-- "newest first in this unit" walks the primary key backwards.
CREATE TABLE `search_doc_values` (
  `key` text NOT NULL,
  `published_at` integer NOT NULL,
  `decision_id` integer NOT NULL,
  PRIMARY KEY (`key`, `published_at`, `decision_id`)
) WITHOUT ROWID;
--> statement-breakpoint
-- Pre-aggregated facet counts per (field, value, status), kept exact by index/remove in the same
-- transaction, so the unfiltered page (and a status-only filter) gets its facets and its total
-- without touching search_docs. Zero rows are deleted.
CREATE TABLE `search_facet_counts` (
  `field` text NOT NULL,
  `value` text NOT NULL,
  `status` text NOT NULL,
  `label` text NOT NULL,
  `count` integer NOT NULL,
  PRIMARY KEY (`field`, `value`, `status`)
) WITHOUT ROWID;
--> statement-breakpoint
-- The same counts per (organisation, decision type, status): exact totals and facets, for free,
-- for any mix of organisation / type / status filters without text (organisation dashboards,
-- facet links). Labels stay in search_facet_counts.
CREATE TABLE `search_facet_cube` (
  `org_uid` text NOT NULL,
  `decision_type_uid` text NOT NULL,
  `status` text NOT NULL,
  `count` integer NOT NULL,
  PRIMARY KEY (`org_uid`, `decision_type_uid`, `status`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `search_facet_cube_type_idx` ON `search_facet_cube` (`decision_type_uid`, `status`);
--> statement-breakpoint
-- Published-time bounds per block of 1024 decision ids. Decisions are mostly published in id
-- order, so newest-first text search can stream FTS matches by descending rowid (cheap) and stop
-- as soon as no older block can hold anything newer than what it has (search/fts5-newest.ts).
-- Bounds only widen (a removal leaves them loose, never wrong).
CREATE TABLE `search_blocks` (
  `block` integer PRIMARY KEY NOT NULL,
  `min_published_at` integer NOT NULL,
  `max_published_at` integer NOT NULL
);
--> statement-breakpoint
-- Bumped by every write batch, so readers know when cached block bounds are stale.
CREATE TABLE `search_meta` (
  `key` text PRIMARY KEY NOT NULL,
  `value` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `search_meta` (`key`, `value`) VALUES ('generation', 0);
--> statement-breakpoint
-- The words: subject + protocol number + ADA, normalised by search/normalize.ts (NFD, marks
-- stripped, Latin look-alikes folded in codes, lower case, ς -> σ) before they get here; the
-- tokenizer's own folding is a second line. Contentless (the text lives in search_docs) with
-- contentless_delete so a re-index or a removal really deletes the old words.
CREATE VIRTUAL TABLE `search_fts` USING fts5(
  `body`,
  content='',
  contentless_delete=1,
  tokenize='unicode61 remove_diacritics 2'
);
