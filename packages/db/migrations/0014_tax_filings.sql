-- 0014 tax filings (issue #12; decisions 0147–0149): one row per organisation, form and tax month once the
-- month is closed (PP30: the VAT close entry) or the return is filed (PND3, PND53, later PND1 and social
-- security), with its figures, the filing reference and the payment entry. The VAT close and the payment are
-- ordinary journal entries (never edited; reopening a month reverses its close). Tenancy rule as everywhere.
CREATE TABLE tax_filings (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  form text NOT NULL CHECK (form IN ('PP30', 'PND1', 'PND3', 'PND53', 'SSO')),
  tax_year integer NOT NULL CHECK (tax_year BETWEEN 2000 AND 2200),
  tax_month smallint NOT NULL CHECK (tax_month BETWEEN 1 AND 12),
  channel text NOT NULL DEFAULT 'EFILING' CHECK (channel IN ('PAPER', 'EFILING')),
  -- what the return asks to pay (PP30 box 11, the PND tax withheld); never negative.
  amount numeric(18, 2) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  -- PP30: boxes 1–12 as closed ({ "box1": "13500.00", … }), the excess choice and what it carried forward.
  boxes jsonb,
  excess_choice text CHECK (excess_choice IN ('CARRY_FORWARD', 'REFUND')),
  carried_forward numeric(18, 2) NOT NULL DEFAULT 0 CHECK (carried_forward >= 0),
  refund numeric(18, 2) NOT NULL DEFAULT 0 CHECK (refund >= 0),
  close_entry_id uuid,
  closed_at timestamptz,
  filed_on date,
  filing_reference text CHECK (filing_reference IS NULL OR length(btrim(filing_reference)) BETWEEN 1 AND 100),
  paid_on date,
  payment_reference text CHECK (payment_reference IS NULL OR length(payment_reference) <= 100),
  payment_account_code text,
  payment_entry_id uuid,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, id),
  CONSTRAINT tax_filings_month_key UNIQUE (organization_id, form, tax_year, tax_month),
  CONSTRAINT tax_filings_close_entry_fk FOREIGN KEY (organization_id, close_entry_id)
    REFERENCES journal_entries (organization_id, id),
  CONSTRAINT tax_filings_payment_entry_fk FOREIGN KEY (organization_id, payment_entry_id)
    REFERENCES journal_entries (organization_id, id),
  CONSTRAINT tax_filings_payment_account_fk FOREIGN KEY (organization_id, payment_account_code)
    REFERENCES accounts (organization_id, code),
  -- filed with its reference; paid only once filed; a payment of something posts an entry.
  CONSTRAINT tax_filings_filed_shape CHECK ((filed_on IS NULL) = (filing_reference IS NULL)),
  CONSTRAINT tax_filings_paid_after_filed CHECK (paid_on IS NULL OR (filed_on IS NOT NULL AND paid_on >= filed_on)),
  CONSTRAINT tax_filings_payment_shape CHECK (
    (payment_entry_id IS NULL) = (paid_on IS NULL OR amount = 0)),
  -- only PP30 is closed with an entry and carries boxes.
  CONSTRAINT tax_filings_pp30_shape CHECK (form = 'PP30' OR (close_entry_id IS NULL AND boxes IS NULL))
);
CREATE INDEX tax_filings_month_idx ON tax_filings (organization_id, tax_year, tax_month);

-- The iCalendar feed of a user's tax calendar across their organisations (decision 0149): a calendar client
-- cannot send a bearer token, so the feed URL carries a random token whose SHA-256 is kept here; a new token
-- replaces the old one. users is a global table; this column holds nothing of any organisation.
ALTER TABLE users ADD COLUMN tax_calendar_token_hash text;
CREATE UNIQUE INDEX users_tax_calendar_token_key ON users (tax_calendar_token_hash)
  WHERE tax_calendar_token_hash IS NOT NULL;
