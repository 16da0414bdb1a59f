-- 0024 Customer refunds (issue #10 §3, decision 0166). A credit note against a paid invoice leaves customer
-- credit (Cr 21510); a refund pays it back (Dr 21510 · Cr cash or the bank account's GL, fee Dr 53033). Each
-- refund repays the credit of one credit note and has its own number (RF + YYYYMMDD + 4 digits, the documents'
-- counters) and journal entry, whose source is that credit note. A void reverses the entry; nothing is deleted.
CREATE TABLE customer_refunds (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  number text NOT NULL,
  refund_date date NOT NULL,
  credit_note_id uuid NOT NULL,
  contact_id uuid,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  payment_method text NOT NULL CHECK (payment_method IN ('CASH', 'TRANSFER', 'CHEQUE', 'CARD', 'PROMPTPAY', 'EWALLET')),
  payment_account_id uuid,
  cheque_number text,
  cheque_date date,
  reference text,
  bank_fee numeric(18, 2) NOT NULL DEFAULT 0 CHECK (bank_fee >= 0),
  remarks text,
  status text NOT NULL DEFAULT 'ISSUED' CHECK (status IN ('ISSUED', 'VOID')),
  journal_entry_id uuid NOT NULL,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  voided_at timestamptz,
  PRIMARY KEY (organization_id, id),
  CONSTRAINT customer_refunds_number_key UNIQUE (organization_id, number),
  CONSTRAINT customer_refunds_credit_note_fk FOREIGN KEY (organization_id, credit_note_id)
    REFERENCES documents (organization_id, id),
  CONSTRAINT customer_refunds_contact_fk FOREIGN KEY (organization_id, contact_id)
    REFERENCES contacts (organization_id, id),
  CONSTRAINT customer_refunds_account_fk FOREIGN KEY (organization_id, payment_account_id)
    REFERENCES organization_bank_accounts (organization_id, id),
  CONSTRAINT customer_refunds_entry_fk FOREIGN KEY (organization_id, journal_entry_id)
    REFERENCES journal_entries (organization_id, id),
  CONSTRAINT customer_refunds_void_shape CHECK ((status = 'VOID') = (voided_at IS NOT NULL))
);
CREATE INDEX customer_refunds_credit_note_idx ON customer_refunds (organization_id, credit_note_id);
CREATE INDEX customer_refunds_list_idx ON customer_refunds (organization_id, refund_date, number);
