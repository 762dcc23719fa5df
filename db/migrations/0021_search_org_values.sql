-- Public decisions per (organisation, unit / signer / thematic category), keyed as
-- search_doc_values is ("unit:81696", "signer:…", "thematic:…"), kept exact by the index writer
-- in the publishing transaction (search/fts5-write.ts), so an organisation dashboard's tabs read a
-- range of this table instead of counting the body's decisions (issue 14, docs/decisions/043).
-- Zero rows are deleted.
CREATE TABLE `search_org_values` (
  `org_uid` text NOT NULL,
  `key` text NOT NULL,
  `count` integer NOT NULL,
  PRIMARY KEY (`org_uid`, `key`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `search_org_values` (`org_uid`, `key`, `count`)
SELECT `org_uid`, `key`, count(DISTINCT `decision_id`) FROM (
  SELECT d.`org_uid`, 'unit:' || j.value AS `key`, d.`decision_id`
    FROM `search_docs` d, json_each(d.`unit_uids`) j
  UNION ALL
  SELECT d.`org_uid`, 'signer:' || j.value, d.`decision_id`
    FROM `search_docs` d, json_each(d.`signer_uids`) j
  UNION ALL
  SELECT d.`org_uid`, 'thematic:' || j.value, d.`decision_id`
    FROM `search_docs` d, json_each(d.`thematic_category_uids`) j
)
GROUP BY `org_uid`, `key`;
