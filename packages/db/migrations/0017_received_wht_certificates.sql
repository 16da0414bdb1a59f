-- 0017 received-WHT tracker (issue #11 §2 "beyond every peer"; decisions 0124–0125). When a customer withholds
-- tax from a payment (Dr 11630 on a receipt or cash sale) the customer owes us a 50 ทวิ certificate, which is
-- what lets 11630 be offset against corporate income tax. One row per such document once the certificate has
-- arrived: its book/number, date, the tax it states, and an optional scan (PNG, JPEG or PDF, at most 700 KB
-- decoded, checked by the API by its first bytes; the bound here is a backstop). A document without a row is
-- "missing". The withheld amount itself is read from the ledger (net 11630 of the document's entries), never
-- copied here.

CREATE TABLE received_wht_certificates (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  -- the receipt or cash sale the customer withheld tax from.
  document_id uuid NOT NULL,
  book_number text CHECK (length(book_number) BETWEEN 1 AND 30),
  certificate_number text NOT NULL CHECK (length(certificate_number) BETWEEN 1 AND 60),
  certificate_date date NOT NULL,
  -- the tax the certificate states (compared with the 11630 posted: a difference is shown, not refused).
  tax_amount numeric(18, 2) NOT NULL CHECK (tax_amount > 0),
  notes text CHECK (length(notes) <= 1000),
  scan_content_type text CHECK (scan_content_type IN ('image/png', 'image/jpeg', 'application/pdf')),
  scan_file_name text CHECK (length(scan_file_name) BETWEEN 1 AND 200),
  -- base64 of the scan.
  scan_data text CHECK (length(scan_data) <= 960000),
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, id),
  CONSTRAINT received_wht_certificates_document_key UNIQUE (organization_id, document_id),
  CONSTRAINT received_wht_certificates_document_fk FOREIGN KEY (organization_id, document_id)
    REFERENCES documents (organization_id, id) ON DELETE CASCADE,
  CONSTRAINT received_wht_certificates_scan_shape
    CHECK ((scan_data IS NULL) = (scan_content_type IS NULL))
);
