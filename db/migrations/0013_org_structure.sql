CREATE TABLE `organization_former_names` (
	`latin_name` text PRIMARY KEY NOT NULL,
	`org_uid` text NOT NULL,
	`retired_at` integer NOT NULL,
	FOREIGN KEY (`org_uid`) REFERENCES `organizations`(`uid`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `organization_former_names_org_idx` ON `organization_former_names` (`org_uid`);--> statement-breakpoint
ALTER TABLE `organizations` ADD `merged_into_uid` text;