-- Published is permanent (DESIGN.md principle 2): once a version has gone public its content
-- can never be changed or removed; edits and corrected copies create new versions instead.
CREATE TRIGGER `decision_versions_published_no_update`
BEFORE UPDATE ON `decision_versions`
WHEN OLD.`published_at` IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'published decision version is immutable');
END;
--> statement-breakpoint
CREATE TRIGGER `decision_versions_published_no_delete`
BEFORE DELETE ON `decision_versions`
WHEN OLD.`published_at` IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'published decision version is immutable');
END;
--> statement-breakpoint
-- The audit trail is append-only.
CREATE TRIGGER `audit_log_no_update`
BEFORE UPDATE ON `audit_log`
BEGIN
  SELECT RAISE(ABORT, 'audit log is append-only');
END;
