-- 0032 Customer credit used by a later receipt (issue #10 §3, decision 0188). A receipt may settle an invoice
-- partly or wholly with the customer credit (21510) that credit notes after payment left: Dr 21510 instead of
-- the money account. The amount used is kept on the receipt; the customer's open credit is what their credit
-- notes left, less active refunds, less what active receipts used (the API checks it under a lock on the
-- contact). Only receipts use credit, and never a negative amount.
ALTER TABLE documents ADD COLUMN customer_credit_amount numeric(18, 2) NOT NULL DEFAULT 0
  CONSTRAINT documents_customer_credit_amount_check CHECK (customer_credit_amount >= 0);
ALTER TABLE documents ADD CONSTRAINT documents_customer_credit_kind_check
  CHECK (customer_credit_amount = 0 OR (kind = 'RE' AND contact_id IS NOT NULL));
