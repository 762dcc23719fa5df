CREATE TABLE `publication_stats_periods` (
	`period` text PRIMARY KEY NOT NULL,
	`stats` text NOT NULL,
	`organizations` text NOT NULL,
	`computed_at` integer NOT NULL
);
