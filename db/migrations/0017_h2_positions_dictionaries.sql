ALTER TABLE `dictionary_items` ADD `deactivated_at` integer;--> statement-breakpoint
ALTER TABLE `positions` ADD `deactivated_at` integer;