CREATE TABLE `publication_requests` (
	`decision_id` integer PRIMARY KEY NOT NULL,
	`notify_recipients` integer NOT NULL,
	`rest_notifications` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`decision_id`) REFERENCES `decisions`(`id`) ON UPDATE no action ON DELETE cascade
);
