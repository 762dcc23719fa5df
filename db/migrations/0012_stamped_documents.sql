CREATE TABLE `stamped_documents` (
	`version_id` text PRIMARY KEY NOT NULL,
	`document_id` integer NOT NULL,
	`original_document_id` integer NOT NULL,
	`original_sha256` text NOT NULL,
	`superseded_by_version_id` text,
	`signer_fingerprint` text NOT NULL,
	`stamped_at` integer NOT NULL,
	FOREIGN KEY (`version_id`) REFERENCES `decision_versions`(`version_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`original_document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action
);
