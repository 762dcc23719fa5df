CREATE INDEX `decisions_published_idx` ON `decisions` (`published_at`,`id`);--> statement-breakpoint
CREATE INDEX `decisions_org_published_idx` ON `decisions` (`org_uid`,`published_at`,`id`);