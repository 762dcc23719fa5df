ALTER TABLE `reindex_jobs` ADD `target_collection` text;--> statement-breakpoint
ALTER TABLE `reindex_jobs` ADD `outbox_before` integer;