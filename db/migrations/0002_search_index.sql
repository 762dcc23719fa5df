SELECT 1; -- replaced by the FTS5 index migration (search/)
