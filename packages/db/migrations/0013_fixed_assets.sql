-- 0013 fixed assets (issue 13; decisions 0140–0143): asset categories with their chart accounts, useful life and
-- tax ceiling (Royal Decree No. 145 B.E. 2527), the asset register, depreciation runs per month or year and the
-- depreciation each one booked per asset. Every posting goes through the journals module; these tables only
-- record which entry booked what. Existing organisations get the default categories here; new ones when they
-- are created (apps/api organizations.service).

CREATE TABLE asset_categories (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  code text,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  asset_account_code text NOT NULL,
  accumulated_account_code text NOT NULL,
  expense_account_code text NOT NULL,
  useful_life_years integer NOT NULL CHECK (useful_life_years BETWEEN 1 AND 100),
  -- percent a year, the most the Revenue Code allows (33.3333 = computers over three years).
  tax_max_rate numeric(7, 4) NOT NULL CHECK (tax_max_rate >= 0 AND tax_max_rate <= 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (organization_id, id),
  CONSTRAINT asset_categories_asset_account_fk FOREIGN KEY (organization_id, asset_account_code)
    REFERENCES accounts (organization_id, code),
  CONSTRAINT asset_categories_accumulated_account_fk FOREIGN KEY (organization_id, accumulated_account_code)
    REFERENCES accounts (organization_id, code),
  CONSTRAINT asset_categories_expense_account_fk FOREIGN KEY (organization_id, expense_account_code)
    REFERENCES accounts (organization_id, code)
);
CREATE UNIQUE INDEX asset_categories_code_key ON asset_categories (organization_id, code)
  WHERE deleted_at IS NULL AND code IS NOT NULL;

CREATE TABLE assets (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  code text,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 300),
  category_id uuid NOT NULL,
  acquisition_date date NOT NULL,
  -- start of use: depreciation runs from this day.
  start_date date NOT NULL,
  cost numeric(18, 2) NOT NULL CHECK (cost > 0),
  residual_value numeric(18, 2) NOT NULL DEFAULT 0,
  useful_life_years integer NOT NULL CHECK (useful_life_years BETWEEN 1 AND 100),
  method text NOT NULL CHECK (method IN ('STRAIGHT_LINE', 'DECLINING_BALANCE')),
  -- declining balance only: percent a year (empty = 200 ÷ useful life).
  declining_rate numeric(7, 4) CHECK (declining_rate > 0 AND declining_rate <= 100),
  -- depreciation accumulated before the asset entered the register (already in the opening balances).
  opening_accumulated numeric(18, 2) NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'SOLD', 'WRITTEN_OFF')),
  disposal_date date,
  disposal_proceeds numeric(18, 2),
  disposal_account_code text,
  disposal_entry_id uuid,
  -- the seam for assets made from a purchase or expense line (the purchase documents come later).
  source_document_id uuid,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (organization_id, id),
  CONSTRAINT assets_residual_check CHECK (residual_value >= 0 AND residual_value <= cost),
  CONSTRAINT assets_opening_check CHECK (opening_accumulated >= 0 AND opening_accumulated <= cost - residual_value),
  CONSTRAINT assets_start_check CHECK (start_date >= acquisition_date),
  CONSTRAINT assets_rate_check CHECK (method = 'DECLINING_BALANCE' OR declining_rate IS NULL),
  CONSTRAINT assets_disposal_check CHECK (
    (status = 'ACTIVE' AND disposal_date IS NULL AND disposal_proceeds IS NULL AND disposal_entry_id IS NULL)
    OR (status = 'SOLD' AND disposal_date IS NOT NULL AND disposal_proceeds > 0 AND disposal_account_code IS NOT NULL
        AND disposal_entry_id IS NOT NULL)
    OR (status = 'WRITTEN_OFF' AND disposal_date IS NOT NULL AND disposal_proceeds = 0 AND disposal_entry_id IS NOT NULL)
  ),
  CONSTRAINT assets_disposal_after_start_check CHECK (disposal_date IS NULL OR disposal_date >= acquisition_date),
  CONSTRAINT assets_category_fk FOREIGN KEY (organization_id, category_id)
    REFERENCES asset_categories (organization_id, id),
  CONSTRAINT assets_disposal_account_fk FOREIGN KEY (organization_id, disposal_account_code)
    REFERENCES accounts (organization_id, code),
  CONSTRAINT assets_disposal_entry_fk FOREIGN KEY (organization_id, disposal_entry_id)
    REFERENCES journal_entries (organization_id, id),
  CONSTRAINT assets_source_document_fk FOREIGN KEY (organization_id, source_document_id)
    REFERENCES documents (organization_id, id)
);
CREATE UNIQUE INDEX assets_code_key ON assets (organization_id, code) WHERE deleted_at IS NULL AND code IS NOT NULL;
CREATE INDEX assets_category_idx ON assets (organization_id, category_id);

-- One run per calendar month or year; a month inside a year that was run (or the reverse) is refused by the
-- service under a row lock on the organisation. A run with nothing due keeps entry_id empty.
CREATE TABLE depreciation_runs (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  frequency text NOT NULL CHECK (frequency IN ('MONTH', 'YEAR')),
  period_start date NOT NULL,
  period_end date NOT NULL,
  entry_id uuid,
  total numeric(18, 2) NOT NULL CHECK (total >= 0),
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, id),
  CONSTRAINT depreciation_runs_period_key UNIQUE (organization_id, frequency, period_start),
  CONSTRAINT depreciation_runs_period_check CHECK (period_end >= period_start),
  CONSTRAINT depreciation_runs_entry_shape CHECK ((total > 0) = (entry_id IS NOT NULL)),
  CONSTRAINT depreciation_runs_entry_fk FOREIGN KEY (organization_id, entry_id)
    REFERENCES journal_entries (organization_id, id)
);

-- What each entry booked per asset: a run's share, or the depreciation up to a disposal date (run_id empty).
CREATE TABLE depreciation_lines (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  asset_id uuid NOT NULL,
  run_id uuid,
  entry_id uuid NOT NULL,
  through_date date NOT NULL,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  PRIMARY KEY (organization_id, id),
  CONSTRAINT depreciation_lines_asset_fk FOREIGN KEY (organization_id, asset_id)
    REFERENCES assets (organization_id, id),
  CONSTRAINT depreciation_lines_run_fk FOREIGN KEY (organization_id, run_id)
    REFERENCES depreciation_runs (organization_id, id) ON DELETE CASCADE,
  CONSTRAINT depreciation_lines_entry_fk FOREIGN KEY (organization_id, entry_id)
    REFERENCES journal_entries (organization_id, id)
);
CREATE INDEX depreciation_lines_asset_idx ON depreciation_lines (organization_id, asset_id, through_date);
CREATE INDEX depreciation_lines_run_idx ON depreciation_lines (organization_id, run_id);
CREATE INDEX depreciation_lines_entry_idx ON depreciation_lines (organization_id, entry_id);

-- The default categories for the organisations that exist (the same list as packages/domain
-- DEFAULT_ASSET_CATEGORIES), where the organisation still has the three accounts.
INSERT INTO asset_categories (organization_id, id, code, name, asset_account_code, accumulated_account_code,
  expense_account_code, useful_life_years, tax_max_rate)
SELECT o.id, gen_random_uuid(), d.code, d.name, d.asset, d.accumulated, d.expense, d.years, d.rate
FROM organizations o
CROSS JOIN (VALUES
  ('BLD', 'อาคาร', '12420', '12421', '53061', 20, 5.0000),
  ('IMP', 'ส่วนปรับปรุงอาคาร', '12430', '12431', '53061', 20, 5.0000),
  ('MCH', 'เครื่องจักรและอุปกรณ์', '12440', '12441', '53062', 5, 20.0000),
  ('FUR', 'เครื่องตกแต่งและติดตั้ง', '12450', '12451', '53063', 5, 20.0000),
  ('OFF', 'อุปกรณ์สำนักงาน', '12460', '12461', '53063', 5, 20.0000),
  ('COM', 'เครื่องคอมพิวเตอร์', '12470', '12471', '53064', 3, 33.3333),
  ('VEH', 'ยานพาหนะ', '12480', '12481', '53065', 5, 20.0000),
  ('SW', 'โปรแกรมคอมพิวเตอร์', '12610', '12611', '53067', 3, 33.3333),
  ('IP', 'เครื่องหมายการค้าและสิทธิบัตร', '12620', '12621', '53067', 10, 10.0000)
) AS d (code, name, asset, accumulated, expense, years, rate)
WHERE (SELECT count(*) FROM accounts a WHERE a.organization_id = o.id
       AND a.code IN (d.asset, d.accumulated, d.expense)) = 3;
