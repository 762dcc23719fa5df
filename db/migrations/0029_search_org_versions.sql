-- A version per organisation of its public decisions as the search projection holds them (the
-- organisation's feeds, decision record 120): every row of search_docs added, changed or removed
-- bumps its body's version (both bodies' when a decision moves), in the writing transaction, by
-- any writer (publication, edit, revocation, relabel, reindex, the seed). A feed reader's
-- conditional GET compares it before any search runs. changed_at is the time (epoch ms) of the
-- body's last change, its feeds' Last-Modified. Not in db/schema.ts: only these triggers write it.
CREATE TABLE `search_org_versions` (
	`org_uid` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`changed_at` integer NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `search_org_versions` (`org_uid`, `version`, `changed_at`)
SELECT DISTINCT `org_uid`, 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) FROM `search_facet_cube`;
--> statement-breakpoint
CREATE TRIGGER `search_org_versions_insert` AFTER INSERT ON `search_docs` BEGIN
	INSERT INTO `search_org_versions` (`org_uid`, `version`, `changed_at`)
	VALUES (NEW.`org_uid`, 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
	ON CONFLICT (`org_uid`) DO UPDATE SET `version` = `version` + 1, `changed_at` = max(`changed_at`, excluded.`changed_at`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_org_versions_update` AFTER UPDATE ON `search_docs` BEGIN
	INSERT INTO `search_org_versions` (`org_uid`, `version`, `changed_at`)
	VALUES (OLD.`org_uid`, 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
	ON CONFLICT (`org_uid`) DO UPDATE SET `version` = `version` + 1, `changed_at` = max(`changed_at`, excluded.`changed_at`);
	INSERT INTO `search_org_versions` (`org_uid`, `version`, `changed_at`)
	VALUES (NEW.`org_uid`, 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
	ON CONFLICT (`org_uid`) DO UPDATE SET `version` = `version` + 1, `changed_at` = max(`changed_at`, excluded.`changed_at`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_org_versions_delete` AFTER DELETE ON `search_docs` BEGIN
	INSERT INTO `search_org_versions` (`org_uid`, `version`, `changed_at`)
	VALUES (OLD.`org_uid`, 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
	ON CONFLICT (`org_uid`) DO UPDATE SET `version` = `version` + 1, `changed_at` = max(`changed_at`, excluded.`changed_at`);
END;
