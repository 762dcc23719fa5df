CREATE TABLE `publication_stats_by_org_day` (
	`day` text NOT NULL,
	`org_uid` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`day`, `org_uid`)
);
--> statement-breakpoint
CREATE INDEX `publication_stats_by_org_day_org_idx` ON `publication_stats_by_org_day` (`org_uid`,`day`);--> statement-breakpoint
CREATE TABLE `publication_stats_days` (
	`day` text PRIMARY KEY NOT NULL,
	`publications` integer NOT NULL,
	`computed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `publication_stats_generation` (
	`id` integer PRIMARY KEY NOT NULL,
	`generation` integer NOT NULL
);
