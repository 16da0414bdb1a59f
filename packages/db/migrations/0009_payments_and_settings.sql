-- 0009 payments as they really happen and organisation settings (issue #10 §2; decisions 0095–0098).
-- organization_bank_accounts: the accounts money is received into, each with its own postable GL account
-- (by default a new 11121.NN created under the 11120 bank header). documents: the payment columns of receipts
-- and cash sales (the account received into, cheque particulars, bank fee, rounding difference).
-- organizations: English address, numbering reset and print defaults. organization_images: logo, signature
-- and stamp printed on documents, stored as small data: URLs.

CREATE TABLE organization_bank_accounts (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  -- one of the 32 bank codes of spec §9 (packages/domain BANKS).
  bank_code text NOT NULL CHECK (bank_code ~ '^[A-Z_]+$'),
  account_number text NOT NULL CHECK (account_number ~ '^[0-9]{6,20}$'),
  account_name text,
  branch_name text,
  -- postable chart account the money received into this account is posted to.
  gl_account_code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- soft delete: documents keep pointing at the account they were paid into.
  deleted_at timestamptz,
  PRIMARY KEY (organization_id, id),
  CONSTRAINT organization_bank_accounts_gl_fk FOREIGN KEY (organization_id, gl_account_code)
    REFERENCES accounts (organization_id, code)
);
CREATE UNIQUE INDEX organization_bank_accounts_number_key
  ON organization_bank_accounts (organization_id, bank_code, account_number) WHERE deleted_at IS NULL;

ALTER TABLE documents ADD COLUMN payment_account_id uuid;
ALTER TABLE documents ADD COLUMN cheque_number text;
ALTER TABLE documents ADD COLUMN cheque_date date;
-- kept by the bank out of the money received (Dr 53033).
ALTER TABLE documents ADD COLUMN bank_fee numeric(18, 2) NOT NULL DEFAULT 0 CHECK (bank_fee >= 0);
-- signed: paid more (+, Cr 49080) or less (−, Dr 53094) than due; at most 1.00 baht either way.
ALTER TABLE documents ADD COLUMN rounding_amount numeric(18, 2) NOT NULL DEFAULT 0
  CHECK (rounding_amount BETWEEN -1 AND 1);
ALTER TABLE documents ADD CONSTRAINT documents_payment_account_fk FOREIGN KEY (organization_id, payment_account_id)
  REFERENCES organization_bank_accounts (organization_id, id);

ALTER TABLE organizations ADD COLUMN address_en text;
ALTER TABLE organizations ADD COLUMN numbering_reset text NOT NULL DEFAULT 'daily'
  CHECK (numbering_reset IN ('daily', 'monthly', 'yearly', 'never'));
ALTER TABLE organizations ADD COLUMN print_language text NOT NULL DEFAULT 'th'
  CHECK (print_language IN ('th', 'en'));
ALTER TABLE organizations ADD COLUMN print_era text NOT NULL DEFAULT 'BE' CHECK (print_era IN ('BE', 'CE'));

CREATE TABLE organization_images (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('logo', 'signature', 'stamp')),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  -- base64 of the image, at most 200 KB decoded (checked by the API; the bound here is a backstop).
  data text NOT NULL CHECK (length(data) <= 280000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, kind)
);
