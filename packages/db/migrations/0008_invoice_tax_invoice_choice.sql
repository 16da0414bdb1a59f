-- 0008 (1) "issue as tax invoice" (issue #10 §1, decision 0090): for an invoice that holds taxable services only,
-- the user's choice to issue it as a tax invoice (all VAT due at issue, 27111) or not (NULL / false: the VAT
-- waits in undue output VAT 27112 and the receipt becomes the tax invoice). Invoices with taxable goods are
-- always tax invoices, whatever this holds. NULL on every other document and on invoices made before it.
ALTER TABLE documents ADD COLUMN issue_as_tax_invoice boolean;

-- The organisation's era for printed documents (issue #10 §1): NULL = by language (Buddhist Era on Thai
-- prints, Common Era on English ones), 'BE' or 'CE' = always that era unless a print asks otherwise.
ALTER TABLE organizations ADD COLUMN document_era text CHECK (document_era IN ('BE', 'CE'));
