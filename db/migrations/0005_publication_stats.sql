CREATE TABLE `publication_stats_by_org` (
	`month` text NOT NULL,
	`org_uid` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`month`, `org_uid`)
);
--> statement-breakpoint
CREATE TABLE `publication_stats_by_type` (
	`month` text NOT NULL,
	`decision_type_uid` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`month`, `decision_type_uid`)
);
--> statement-breakpoint
CREATE TABLE `publication_stats_months` (
	`month` text PRIMARY KEY NOT NULL,
	`publications` integer NOT NULL,
	`computed_at` integer NOT NULL
);
