CREATE TABLE `faq_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`question` text NOT NULL,
	`answer` text,
	`status` text NOT NULL,
	`asker_name` text,
	`asker_email` text,
	`search_text` text NOT NULL,
	`created_at` integer NOT NULL,
	`answered_at` integer,
	`answered_by` integer,
	FOREIGN KEY (`answered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `faq_entries_status_idx` ON `faq_entries` (`status`,`answered_at`);