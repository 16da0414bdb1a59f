-- 0015 purchase documents (issue 11 §2, decision 0112): what a purchase order, receiving inventory, expense and
-- payment slip store beyond the shared draft.
--   document_lines.account_code   the account a purchase line is booked to: an expense account (spec §9,
--                                 51111.01–53032.99) for expenses, inventory 11510 by default for goods. A
--                                 composite foreign key keeps it inside the organisation's chart.
--   documents.supplier_tax_invoice_no / _date   the supplier's tax invoice (needed to claim input VAT, s.82/3).
ALTER TABLE document_lines ADD COLUMN account_code text;
ALTER TABLE document_lines ADD CONSTRAINT document_lines_account_fk
  FOREIGN KEY (organization_id, account_code) REFERENCES accounts (organization_id, code);

ALTER TABLE documents ADD COLUMN supplier_tax_invoice_no text CHECK (length(supplier_tax_invoice_no) <= 100);
ALTER TABLE documents ADD COLUMN supplier_tax_invoice_date date;
ALTER TABLE documents ADD CONSTRAINT documents_supplier_tax_invoice_shape CHECK (
  (supplier_tax_invoice_no IS NULL AND supplier_tax_invoice_date IS NULL)
  OR kind IN ('RI', 'EXP'));
