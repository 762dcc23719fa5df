-- Public decisions per (organisation, thematic category), kept exact by the index writer in the
-- publishing transaction (search/fts5-write.ts), so an organisation dashboard's thematic tab is
-- a range of this table instead of a scan of the body's decisions (issue 14, docs/decisions/043).
-- Zero rows are deleted.
CREATE TABLE `search_org_thematic` (
  `org_uid` text NOT NULL,
  `thematic_category_uid` text NOT NULL,
  `count` integer NOT NULL,
  PRIMARY KEY (`org_uid`, `thematic_category_uid`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `search_org_thematic` (`org_uid`, `thematic_category_uid`, `count`)
SELECT d.`org_uid`, j.value, count(DISTINCT d.`decision_id`)
  FROM `search_docs` d, json_each(d.`thematic_category_uids`) j
 GROUP BY d.`org_uid`, j.value;
