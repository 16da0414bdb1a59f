-- 0053 One live asset per purchase or expense line (issue 24 item 3, decision 0228). Deleting an unused asset made
-- from a line reverses its capitalisation and frees the line: the asset can be made again from it (another
-- category, another life). Migration 0029's key held deleted assets too, so a freed line stayed taken for ever;
-- the key now counts live assets only. A deleted asset keeps its line for the record.
DROP INDEX assets_source_line_key;
CREATE UNIQUE INDEX assets_source_line_key ON assets (organization_id, source_line_id)
  WHERE source_line_id IS NOT NULL AND deleted_at IS NULL;
