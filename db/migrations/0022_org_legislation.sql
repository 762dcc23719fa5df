CREATE TABLE `organization_legislation` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`org_uid` text NOT NULL,
	`title` text NOT NULL,
	`reference` text NOT NULL,
	`url` text,
	`act_date` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`org_uid`) REFERENCES `organizations`(`uid`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `organization_legislation_org_idx` ON `organization_legislation` (`org_uid`,`act_date`);