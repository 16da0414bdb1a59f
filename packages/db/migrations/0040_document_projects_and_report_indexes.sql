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
