-- 0029 assets made from a purchase or expense line (issue #13; decision 0143 seam): the line an asset came from.
-- One asset per line (a line of three machines is registered as one asset of their cost, or split by hand);
-- the line's document is the asset's source document. capitalisation_entry_id: the entry that moved the line's
-- cost from the expense account it was booked to onto the category's asset account (decision 0182).
-- Tenancy rule as everywhere: keys include organization_id.
ALTER TABLE assets ADD COLUMN source_line_id uuid;
ALTER TABLE assets ADD COLUMN capitalisation_entry_id uuid;
ALTER TABLE assets ADD CONSTRAINT assets_capitalisation_entry_fk FOREIGN KEY (organization_id, capitalisation_entry_id)
  REFERENCES journal_entries (organization_id, id);
ALTER TABLE assets ADD CONSTRAINT assets_source_line_fk FOREIGN KEY (organization_id, source_line_id)
  REFERENCES document_lines (organization_id, id);
ALTER TABLE assets ADD CONSTRAINT assets_source_line_has_document
  CHECK (source_line_id IS NULL OR source_document_id IS NOT NULL);
CREATE UNIQUE INDEX assets_source_line_key ON assets (organization_id, source_line_id)
  WHERE source_line_id IS NOT NULL;
