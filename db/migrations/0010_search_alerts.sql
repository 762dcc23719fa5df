CREATE TABLE `search_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`email` text NOT NULL,
	`link` text NOT NULL,
	`frequency` text NOT NULL,
	`token` text NOT NULL,
	`created_at` integer NOT NULL,
	`confirmed_at` integer,
	`cursor` integer NOT NULL,
	`last_digest_day` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_alerts_token_idx` ON `search_alerts` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `search_alerts_email_link_idx` ON `search_alerts` (`email`,`link`);--> statement-breakpoint
CREATE INDEX `search_alerts_user_idx` ON `search_alerts` (`user_id`);--> statement-breakpoint
CREATE INDEX `search_alerts_due_idx` ON `search_alerts` (`frequency`,`last_digest_day`) WHERE "search_alerts"."confirmed_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `headers` text;