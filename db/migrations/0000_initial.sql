CREATE TABLE `ada_sequences` (
	`org_uid` text PRIMARY KEY NOT NULL,
	`next` integer NOT NULL,
	FOREIGN KEY (`org_uid`) REFERENCES `organizations`(`uid`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `attachments` (
	`id` text PRIMARY KEY NOT NULL,
	`version_id` text NOT NULL,
	`document_id` integer NOT NULL,
	`description` text,
	FOREIGN KEY (`version_id`) REFERENCES `decision_versions`(`version_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `attachments_version_idx` ON `attachments` (`version_id`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`user_id` integer,
	`action` text NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` text NOT NULL,
	`details` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity_type`,`entity_id`);--> statement-breakpoint
CREATE TABLE `bookmarks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`link` text NOT NULL,
	`link_type` text DEFAULT 'SEARCH' NOT NULL,
	`description` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `config_entries` (
	`category` text NOT NULL,
	`key` text NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`category`, `key`)
);
--> statement-breakpoint
CREATE TABLE `decision_defaults` (
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`user_id`, `kind`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `decision_recipients` (
	`decision_id` integer NOT NULL,
	`email` text NOT NULL,
	PRIMARY KEY(`decision_id`, `email`),
	FOREIGN KEY (`decision_id`) REFERENCES `decisions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `decision_types` (
	`uid` text PRIMARY KEY NOT NULL,
	`label` text NOT NULL,
	`parent_uid` text,
	`allowed_in_decisions` integer NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `decision_types_per_org` (
	`org_uid` text NOT NULL,
	`decision_type_uid` text NOT NULL,
	`visible` integer DEFAULT true NOT NULL,
	PRIMARY KEY(`org_uid`, `decision_type_uid`),
	FOREIGN KEY (`org_uid`) REFERENCES `organizations`(`uid`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decision_type_uid`) REFERENCES `decision_types`(`uid`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `decision_types_per_org_category` (
	`org_category_uid` text NOT NULL,
	`decision_type_uid` text NOT NULL,
	PRIMARY KEY(`org_category_uid`, `decision_type_uid`),
	FOREIGN KEY (`decision_type_uid`) REFERENCES `decision_types`(`uid`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `decision_versions` (
	`version_id` text PRIMARY KEY NOT NULL,
	`decision_id` integer NOT NULL,
	`version_number` integer NOT NULL,
	`status` text NOT NULL,
	`corrected_version_id` text,
	`description` text,
	`protocol_number` text NOT NULL,
	`subject` text NOT NULL,
	`issue_date` text NOT NULL,
	`decision_type_uid` text NOT NULL,
	`unit_uids` text NOT NULL,
	`signer_uids` text NOT NULL,
	`thematic_category_uids` text NOT NULL,
	`amount` real,
	`financial_year` integer,
	`extra_field_values` text NOT NULL,
	`private_data` integer DEFAULT false NOT NULL,
	`document_id` integer,
	`created_at` integer NOT NULL,
	`created_by` integer,
	`published_at` integer,
	FOREIGN KEY (`decision_id`) REFERENCES `decisions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decision_type_uid`) REFERENCES `decision_types`(`uid`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `decision_versions_decision_idx` ON `decision_versions` (`decision_id`,`version_number`);--> statement-breakpoint
CREATE TABLE `decisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ada` text,
	`org_uid` text NOT NULL,
	`status` text NOT NULL,
	`latest_version_id` text NOT NULL,
	`published_at` integer,
	`updated_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`created_by` integer,
	`revocation_reason` text,
	`revoked_at` integer,
	`revoked_by` integer,
	FOREIGN KEY (`org_uid`) REFERENCES `organizations`(`uid`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`revoked_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `decisions_ada_idx` ON `decisions` (`ada`);--> statement-breakpoint
CREATE INDEX `decisions_org_status_idx` ON `decisions` (`org_uid`,`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `decisions_status_idx` ON `decisions` (`status`,`updated_at`);--> statement-breakpoint
CREATE TABLE `dictionaries` (
	`uid` text PRIMARY KEY NOT NULL,
	`label` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `dictionary_items` (
	`dictionary_uid` text NOT NULL,
	`uid` text NOT NULL,
	`label` text NOT NULL,
	`parent_uid` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`dictionary_uid`, `uid`),
	FOREIGN KEY (`dictionary_uid`) REFERENCES `dictionaries`(`uid`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `document_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`org_uid` text NOT NULL,
	`template_id` text NOT NULL,
	`title` text NOT NULL,
	`type` text NOT NULL,
	`decision_type_uids` text NOT NULL,
	`document_id` integer,
	FOREIGN KEY (`org_uid`) REFERENCES `organizations`(`uid`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sha256` text NOT NULL,
	`filename` text NOT NULL,
	`mime_type` text NOT NULL,
	`size` integer NOT NULL,
	`content` blob NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `documents_sha_idx` ON `documents` (`sha256`);--> statement-breakpoint
CREATE TABLE `field_definitions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`decision_type_uid` text,
	`uid` text NOT NULL,
	`field_path` text NOT NULL,
	`widget` text NOT NULL,
	`label` text NOT NULL,
	`help` text,
	`max_length` integer,
	`size` integer,
	`width` text,
	`required` integer DEFAULT false NOT NULL,
	`default_value` text,
	`shown_when` text,
	`enabled_on` text,
	`depends_on` text,
	`update_attr` text,
	`clear_attr` text,
	`selection_list_url` text,
	`data_by_uid_url` text,
	`array_view` text,
	`dictionary_uid` text,
	`search_term` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`decision_type_uid`) REFERENCES `decision_types`(`uid`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `field_definitions_type_idx` ON `field_definitions` (`decision_type_uid`,`sort_order`);--> statement-breakpoint
CREATE TABLE `mail_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`recipients` text NOT NULL,
	`subject` text NOT NULL,
	`status` text NOT NULL,
	`error` text
);
--> statement-breakpoint
CREATE TABLE `mail_templates` (
	`id` text PRIMARY KEY NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `notice_logs` (
	`notice_uid` text NOT NULL,
	`user_id` integer NOT NULL,
	`read_at` integer NOT NULL,
	PRIMARY KEY(`notice_uid`, `user_id`),
	FOREIGN KEY (`notice_uid`) REFERENCES `notices`(`uid`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `notices` (
	`uid` text PRIMARY KEY NOT NULL,
	`author_id` integer,
	`message` text NOT NULL,
	`targets` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `organization_buildings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`org_uid` text NOT NULL,
	`description` text NOT NULL,
	`main_building` integer DEFAULT false NOT NULL,
	`street_name` text,
	`street_number` text,
	`po_box` text,
	`city` text,
	FOREIGN KEY (`org_uid`) REFERENCES `organizations`(`uid`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `organization_buildings_org_idx` ON `organization_buildings` (`org_uid`);--> statement-breakpoint
CREATE TABLE `organization_domains` (
	`org_uid` text NOT NULL,
	`domain_uid` text NOT NULL,
	PRIMARY KEY(`org_uid`, `domain_uid`),
	FOREIGN KEY (`org_uid`) REFERENCES `organizations`(`uid`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `organizations` (
	`uid` text PRIMARY KEY NOT NULL,
	`label` text NOT NULL,
	`abbreviation` text,
	`latin_name` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`category_uid` text NOT NULL,
	`vat_number` text,
	`fek_number` text,
	`fek_issue` text,
	`fek_year` text,
	`email_contact` text,
	`website` text,
	`supervisor_uid` text,
	`is_active` integer DEFAULT true NOT NULL,
	`in_effect` integer DEFAULT true NOT NULL,
	`operation_effected_from` text,
	`valid_from` text,
	`valid_until` text,
	`ada_code` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `organizations_latin_name_idx` ON `organizations` (`latin_name`);--> statement-breakpoint
CREATE UNIQUE INDEX `organizations_ada_code_idx` ON `organizations` (`ada_code`);--> statement-breakpoint
CREATE INDEX `organizations_supervisor_idx` ON `organizations` (`supervisor_uid`);--> statement-breakpoint
CREATE INDEX `organizations_category_idx` ON `organizations` (`category_uid`);--> statement-breakpoint
CREATE TABLE `permissions` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `positions` (
	`uid` text PRIMARY KEY NOT NULL,
	`label` text NOT NULL,
	`org_category_uid` text
);
--> statement-breakpoint
CREATE TABLE `public_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`org_uid` text NOT NULL,
	`title` text NOT NULL,
	`document_id` integer NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`org_uid`) REFERENCES `organizations`(`uid`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `role_grantors` (
	`role_id` text NOT NULL,
	`grantor_role_id` text NOT NULL,
	PRIMARY KEY(`role_id`, `grantor_role_id`),
	FOREIGN KEY (`role_id`) REFERENCES `roles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`grantor_role_id`) REFERENCES `roles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `role_permissions` (
	`role_id` text NOT NULL,
	`permission_id` text NOT NULL,
	PRIMARY KEY(`role_id`, `permission_id`),
	FOREIGN KEY (`role_id`) REFERENCES `roles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`permission_id`) REFERENCES `permissions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `roles` (
	`id` text PRIMARY KEY NOT NULL,
	`label` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `search_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`decision_id` integer NOT NULL,
	`op` text NOT NULL,
	`created_at` integer NOT NULL,
	`processed_at` integer
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `signer_units` (
	`signer_uid` text NOT NULL,
	`unit_uid` text NOT NULL,
	`position_uid` text,
	PRIMARY KEY(`signer_uid`, `unit_uid`),
	FOREIGN KEY (`signer_uid`) REFERENCES `signers`(`uid`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `signers` (
	`uid` text PRIMARY KEY NOT NULL,
	`org_uid` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`active_from` integer,
	`active_until` integer,
	`has_org_sign_rights` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`org_uid`) REFERENCES `organizations`(`uid`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `signers_org_idx` ON `signers` (`org_uid`);--> statement-breakpoint
CREATE TABLE `tag_categories` (
	`uid` text PRIMARY KEY NOT NULL,
	`label` text NOT NULL,
	`dictionary_uid` text,
	FOREIGN KEY (`dictionary_uid`) REFERENCES `dictionaries`(`uid`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `units` (
	`uid` text PRIMARY KEY NOT NULL,
	`org_uid` text NOT NULL,
	`parent_uid` text,
	`label` text NOT NULL,
	`abbreviation` text,
	`category_uid` text,
	`active` integer DEFAULT true NOT NULL,
	`active_from` integer,
	`active_until` integer,
	FOREIGN KEY (`org_uid`) REFERENCES `organizations`(`uid`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `units_org_idx` ON `units` (`org_uid`);--> statement-breakpoint
CREATE TABLE `user_access` (
	`user_id` integer NOT NULL,
	`org_uid` text NOT NULL,
	`role_id` text NOT NULL,
	PRIMARY KEY(`user_id`, `org_uid`, `role_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`role_id`) REFERENCES `roles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`phone` text,
	`user_type` text DEFAULT 'ORG_USER' NOT NULL,
	`auth_type` text DEFAULT 'basic' NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`locked` integer DEFAULT false NOT NULL,
	`last_login_at` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_idx` ON `users` (`username`);