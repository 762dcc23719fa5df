-- The audit trail is append-only (issue 13): migration 0001 refuses updates; this refuses deletes,
-- so no code path, script or SQL console can remove what happened.
CREATE TRIGGER `audit_log_no_delete`
BEFORE DELETE ON `audit_log`
BEGIN
  SELECT RAISE(ABORT, 'audit log is append-only');
END;
