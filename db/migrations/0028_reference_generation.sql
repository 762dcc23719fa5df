-- The generation of the reference data a decision form is built from (docs/decisions/112):
-- every change to these tables, by any process, bumps it, so a form cached in memory is known
-- stale by one read of this row. Not in db/schema.ts: only triggers write it.
CREATE TABLE `reference_generation` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	`generation` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `reference_generation` (`id`, `generation`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `reference_generation_decision_types_insert` AFTER INSERT ON `decision_types` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_decision_types_update` AFTER UPDATE ON `decision_types` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_decision_types_delete` AFTER DELETE ON `decision_types` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_decision_types_per_org_insert` AFTER INSERT ON `decision_types_per_org` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_decision_types_per_org_update` AFTER UPDATE ON `decision_types_per_org` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_decision_types_per_org_delete` AFTER DELETE ON `decision_types_per_org` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_decision_types_per_org_category_insert` AFTER INSERT ON `decision_types_per_org_category` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_decision_types_per_org_category_update` AFTER UPDATE ON `decision_types_per_org_category` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_decision_types_per_org_category_delete` AFTER DELETE ON `decision_types_per_org_category` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_field_definitions_insert` AFTER INSERT ON `field_definitions` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_field_definitions_update` AFTER UPDATE ON `field_definitions` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_field_definitions_delete` AFTER DELETE ON `field_definitions` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_organizations_insert` AFTER INSERT ON `organizations` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_organizations_update` AFTER UPDATE ON `organizations` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_organizations_delete` AFTER DELETE ON `organizations` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_units_insert` AFTER INSERT ON `units` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_units_update` AFTER UPDATE ON `units` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_units_delete` AFTER DELETE ON `units` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_signers_insert` AFTER INSERT ON `signers` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_signers_update` AFTER UPDATE ON `signers` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_signers_delete` AFTER DELETE ON `signers` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_signer_units_insert` AFTER INSERT ON `signer_units` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_signer_units_update` AFTER UPDATE ON `signer_units` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_signer_units_delete` AFTER DELETE ON `signer_units` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_dictionaries_insert` AFTER INSERT ON `dictionaries` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_dictionaries_update` AFTER UPDATE ON `dictionaries` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_dictionaries_delete` AFTER DELETE ON `dictionaries` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_dictionary_items_insert` AFTER INSERT ON `dictionary_items` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_dictionary_items_update` AFTER UPDATE ON `dictionary_items` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_dictionary_items_delete` AFTER DELETE ON `dictionary_items` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_config_entries_insert` AFTER INSERT ON `config_entries` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_config_entries_update` AFTER UPDATE ON `config_entries` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_config_entries_delete` AFTER DELETE ON `config_entries` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_decision_defaults_insert` AFTER INSERT ON `decision_defaults` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_decision_defaults_update` AFTER UPDATE ON `decision_defaults` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reference_generation_decision_defaults_delete` AFTER DELETE ON `decision_defaults` BEGIN
	UPDATE `reference_generation` SET `generation` = `generation` + 1 WHERE `id` = 1;
END;
