-- 0021 projects (issue 15, decision 0155): a project an organisation tracks profit and loss by. A journal line
-- may name one (journal_lines.project_id, chosen on manual journal lines); the projects report adds up the
-- revenue and expense lines of each project, taking a line's own project or else the project of the document
-- the entry was posted from (documents.project_id, already on the draft), so no figure is copied.
CREATE TABLE projects (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  code text CHECK (code IS NULL OR length(code) BETWEEN 1 AND 50),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description text,
  -- an inactive project is no longer offered on new lines; its figures stay in the report.
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- soft delete: journal lines and documents keep pointing at the project they were posted with.
  deleted_at timestamptz,
  PRIMARY KEY (organization_id, id)
);
CREATE UNIQUE INDEX projects_code_key ON projects (organization_id, code) WHERE deleted_at IS NULL AND code IS NOT NULL;

-- A new nullable column: posted lines are not changed (the immutability trigger guards UPDATE, not ALTER).
ALTER TABLE journal_lines ADD COLUMN project_id uuid;
ALTER TABLE journal_lines ADD CONSTRAINT journal_lines_project_fk FOREIGN KEY (organization_id, project_id)
  REFERENCES projects (organization_id, id);
CREATE INDEX journal_lines_project_idx ON journal_lines (organization_id, project_id, entry_date)
  WHERE project_id IS NOT NULL;
CREATE INDEX documents_project_idx ON documents (organization_id, project_id) WHERE project_id IS NOT NULL;
