CREATE TABLE `document_contents` (
	`sha256` text PRIMARY KEY NOT NULL,
	`size` integer NOT NULL,
	`content` blob NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
-- Every stored file's bytes move under their hash, once (the first stored copy keeps its time);
-- documents not rendered yet (empty hash) have no bytes to move.
INSERT INTO `document_contents` (`sha256`, `size`, `content`, `created_at`)
SELECT `sha256`, `size`, `content`, min(`created_at`) FROM `documents` WHERE `sha256` <> '' GROUP BY `sha256`;
--> statement-breakpoint
ALTER TABLE `documents` DROP COLUMN `content`;
