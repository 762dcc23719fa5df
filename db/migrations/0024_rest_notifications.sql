CREATE TABLE `rest_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`idempotency_key` text NOT NULL,
	`decision_id` integer NOT NULL,
	`url` text NOT NULL,
	`username` text,
	`password` text,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`sent_at` integer,
	`failed_at` integer,
	FOREIGN KEY (`decision_id`) REFERENCES `decisions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rest_notifications_key_idx` ON `rest_notifications` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `rest_notifications_due_idx` ON `rest_notifications` (`next_attempt_at`) WHERE "rest_notifications"."sent_at" IS NULL AND "rest_notifications"."failed_at" IS NULL;