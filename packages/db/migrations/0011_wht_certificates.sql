-- 0011 withholding-tax certificates "50 ทวิ" (issue #11 §2, route `wth`; decisions 0123, 0126). The certificate
-- the organisation issues to a payee it withheld tax from: the spec's wthDoc (form_type, form_year, payer,
-- payer_others, provident fund fields), the payee as printed, its own running number (prefix WHT through
-- document_counters, like every document number) and the payee's book number, and up to three lines
-- (line_number 1–3) with the figures the domain computed (income grossed up when the payer bears the tax).
-- Life cycle AWAITING → ISSUED → VOID / RESET (spec §4); every change is kept in wht_certificate_events.
-- A certificate posts nothing: the tax is posted by the payment that withheld it.

CREATE TABLE wht_certificates (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  -- WHT + YYYYMMDD + 4-digit running number; kept when the certificate is voided.
  number text NOT NULL,
  book_number text CHECK (length(book_number) BETWEEN 1 AND 30),
  status text NOT NULL DEFAULT 'AWAITING' CHECK (status IN ('AWAITING', 'ISSUED', 'VOID')),
  -- date paid (the date on the income rows) and date of issue (under the signature).
  date date NOT NULL,
  issue_date date NOT NULL,
  sequence_in_form text CHECK (sequence_in_form ~ '^[0-9]{1,5}$'),
  contact_id uuid,
  contact_name text NOT NULL CHECK (length(contact_name) BETWEEN 1 AND 200),
  contact_address text,
  contact_tax_id text CHECK (contact_tax_id ~ '^[0-9]{13}$'),
  contact_branch text CHECK (contact_branch ~ '^[0-9]{5}$'),
  -- made from a payment slip (when payment slips exist); null when made standalone.
  payment_slip_id uuid,
  form_type text NOT NULL
    CHECK (form_type IN ('PND1A', 'PND1A_SPECIAL', 'PND2', 'PND3', 'PND2A', 'PND3A', 'PND53')),
  -- Common-Era year (spec default 2025).
  form_year integer NOT NULL CHECK (form_year BETWEEN 2000 AND 2200),
  payer text NOT NULL DEFAULT 'TAX_AT_SOURCE'
    CHECK (payer IN ('TAX_AT_SOURCE', 'PAID_CONTINUOUSLY', 'PAID_ONE_TIME', 'OTHERS')),
  payer_others text CHECK (length(payer_others) BETWEEN 1 AND 200),
  provident_license_no text,
  provident_amount numeric(18, 2) CHECK (provident_amount >= 0),
  provident_social_sec_fund numeric(18, 2) CHECK (provident_social_sec_fund >= 0),
  remarks text,
  -- sums of the lines, computed by the domain.
  total_amount numeric(18, 2) NOT NULL CHECK (total_amount > 0),
  total_tax numeric(18, 2) NOT NULL CHECK (total_tax >= 0),
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, id),
  CONSTRAINT wht_certificates_number_key UNIQUE (organization_id, number),
  CONSTRAINT wht_certificates_contact_fk FOREIGN KEY (organization_id, contact_id)
    REFERENCES contacts (organization_id, id),
  CONSTRAINT wht_certificates_payment_slip_fk FOREIGN KEY (organization_id, payment_slip_id)
    REFERENCES documents (organization_id, id),
  CONSTRAINT wht_certificates_payer_others CHECK (payer <> 'OTHERS' OR payer_others IS NOT NULL)
);
CREATE INDEX wht_certificates_list_idx ON wht_certificates (organization_id, date DESC, number DESC);

CREATE TABLE wht_certificate_lines (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  certificate_id uuid NOT NULL,
  line_number smallint NOT NULL CHECK (line_number BETWEEN 1 AND 3),
  -- the income row of the form (thai-tax-reference §2.4 codes).
  type_of_income text NOT NULL CHECK (type_of_income IN
    ('1', '2', '3', '4A', '4B11', '4B12', '4B13', '4B14', '4B21', '4B22', '4B23', '4B24', '4B25', '5', '6')),
  type_of_income_other_details text CHECK (length(type_of_income_other_details) BETWEEN 1 AND 200),
  tax_rate numeric(7, 4) NOT NULL CHECK (tax_rate >= 0 AND tax_rate < 100),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  vat_type text NOT NULL DEFAULT 'EXCLUSIVE' CHECK (vat_type IN ('EXCLUSIVE', 'INCLUSIVE')),
  -- the income as printed and the tax, computed by the domain.
  income numeric(18, 2) NOT NULL CHECK (income > 0),
  tax numeric(18, 2) NOT NULL CHECK (tax >= 0),
  PRIMARY KEY (organization_id, id),
  CONSTRAINT wht_certificate_lines_number_key UNIQUE (organization_id, certificate_id, line_number),
  CONSTRAINT wht_certificate_lines_certificate_fk FOREIGN KEY (organization_id, certificate_id)
    REFERENCES wht_certificates (organization_id, id) ON DELETE CASCADE,
  CONSTRAINT wht_certificate_lines_details CHECK
    (type_of_income NOT IN ('6', '4B14', '4B25') OR type_of_income_other_details IS NOT NULL)
);

-- Append-only history of status changes.
CREATE TABLE wht_certificate_events (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  certificate_id uuid NOT NULL,
  action text NOT NULL,
  from_status text,
  to_status text NOT NULL,
  user_id uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (organization_id, id),
  CONSTRAINT wht_certificate_events_certificate_fk FOREIGN KEY (organization_id, certificate_id)
    REFERENCES wht_certificates (organization_id, id) ON DELETE CASCADE
);
