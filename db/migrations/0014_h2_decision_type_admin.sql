CREATE TABLE `decision_type_definitions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`decision_type_uid` text NOT NULL,
	`version` integer NOT NULL,
	`fields` text NOT NULL,
	`created_at` integer NOT NULL,
	`created_by` integer,
	FOREIGN KEY (`decision_type_uid`) REFERENCES `decision_types`(`uid`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `decision_type_definitions_version_idx` ON `decision_type_definitions` (`decision_type_uid`,`version`);--> statement-breakpoint
ALTER TABLE `decision_types` ADD `withdrawn_at` integer;--> statement-breakpoint
ALTER TABLE `decision_versions` ADD `definition_id` integer;