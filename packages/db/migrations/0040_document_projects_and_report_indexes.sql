-- 0040 A document's project, chosen in the editor (issue 15, decision 0202), and the indexes of the sales
-- reports at 100,000 documents.
--
-- documents.project_id (already on the draft since 0002) now names a project of the document's own organisation:
-- a foreign key paired with organization_id, as every tenant reference. Before 0040 the column took any uuid
-- and nothing offered a choice, so an id that names no project of the organisation is meaningless (no name,
-- no report row can show it): it is cleared first. Only the tax certificate carries no project (the registry's
-- carriesProject).
UPDATE documents d SET project_id = NULL
WHERE d.project_id IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM projects p WHERE p.organization_id = d.organization_id AND p.id = d.project_id);

ALTER TABLE documents ADD CONSTRAINT documents_project_fk FOREIGN KEY (organization_id, project_id)
  REFERENCES projects (organization_id, id);
ALTER TABLE documents ADD CONSTRAINT documents_project_kind CHECK (project_id IS NULL OR kind <> 'WHT');

-- The sales of the business reports (decision 0156: invoices, debit and credit notes not void, cash sales once
-- paid), by date: the sales report reads its first page in this order and its monthly sums and totals from the
-- index alone; sales by product finds the documents whose lines it adds up here. At 100,000 documents a year of
-- sales was three scans of the documents table (1.6 s p50 on the loaded 2-core machine). See decision 0202.
CREATE INDEX documents_sales_date_idx ON documents (organization_id, date, number)
  INCLUDE (id, kind, status, net_total, vat_amount, grand_total)
  WHERE kind IN ('INV', 'CA', 'DN', 'CN') AND status <> 'VOID' AND (kind <> 'CA' OR status = 'PAID');
