-- 0028 input VAT (issue #12; decisions 0176–0178).
--   input_vat_claims        one row per purchase bill (RI / EXP) whose input VAT the user placed by hand: claimed
--                           in a chosen tax month (within the window of decision 0176) or marked not claimable.
--                           No row: the VAT is claimed in the month it became due (the bill's date for goods, the
--                           payment for services). The entries that move the VAT (11612 deferral and claim, or
--                           53074 cost) are ordinary journal entries, reversed when the choice is undone.
--   self_assessed_vat       VAT self-assessed on a service bought from abroad (ภ.พ.36): the expense it belongs to,
--                           its base and VAT and the entry Dr 11611 · Cr 27113 (decision 0178).
-- Tenancy rule as everywhere: organization_id in every key.
CREATE TABLE input_vat_claims (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  document_id uuid NOT NULL,
  status text NOT NULL CHECK (status IN ('CLAIMED', 'NOT_CLAIMABLE')),
  claim_year integer CHECK (claim_year BETWEEN 2000 AND 2200),
  claim_month smallint CHECK (claim_month BETWEEN 1 AND 12),
  vat numeric(18, 2) NOT NULL CHECK (vat > 0),
  defer_entry_id uuid,
  claim_entry_id uuid,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, id),
  CONSTRAINT input_vat_claims_document_key UNIQUE (organization_id, document_id),
  CONSTRAINT input_vat_claims_document_fk FOREIGN KEY (organization_id, document_id)
    REFERENCES documents (organization_id, id),
  CONSTRAINT input_vat_claims_defer_entry_fk FOREIGN KEY (organization_id, defer_entry_id)
    REFERENCES journal_entries (organization_id, id),
  CONSTRAINT input_vat_claims_claim_entry_fk FOREIGN KEY (organization_id, claim_entry_id)
    REFERENCES journal_entries (organization_id, id),
  -- a claim names its month; a VAT that is not claimable has none and is costed by one entry.
  CONSTRAINT input_vat_claims_shape CHECK (
    (status = 'CLAIMED' AND claim_year IS NOT NULL AND claim_month IS NOT NULL)
    OR (status = 'NOT_CLAIMABLE' AND claim_year IS NULL AND claim_month IS NULL AND claim_entry_id IS NULL
        AND defer_entry_id IS NOT NULL)),
  CONSTRAINT input_vat_claims_entries_pair CHECK ((defer_entry_id IS NULL) = (claim_entry_id IS NULL)
    OR status = 'NOT_CLAIMABLE')
);

CREATE TABLE self_assessed_vat (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  document_id uuid NOT NULL,
  date date NOT NULL,
  base numeric(18, 2) NOT NULL CHECK (base > 0),
  vat numeric(18, 2) NOT NULL CHECK (vat > 0),
  entry_id uuid NOT NULL,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, id),
  CONSTRAINT self_assessed_vat_document_key UNIQUE (organization_id, document_id),
  CONSTRAINT self_assessed_vat_document_fk FOREIGN KEY (organization_id, document_id)
    REFERENCES documents (organization_id, id),
  CONSTRAINT self_assessed_vat_entry_fk FOREIGN KEY (organization_id, entry_id)
    REFERENCES journal_entries (organization_id, id)
);
CREATE INDEX self_assessed_vat_date_idx ON self_assessed_vat (organization_id, date);
