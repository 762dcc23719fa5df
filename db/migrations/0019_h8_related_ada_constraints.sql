ALTER TABLE `field_definitions` ADD `related_types` text;--> statement-breakpoint
ALTER TABLE `field_definitions` ADD `related_same_org` integer DEFAULT false NOT NULL;