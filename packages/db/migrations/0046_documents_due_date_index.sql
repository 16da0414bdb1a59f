-- 0046 The documents by due date, for the ledger agings (issue 15, decision 0212).
--
-- The AR and AP agings (reports.queries.ts queryReceivableAging) age every open debit by its source document's
-- due date. They now sum the account's lines per customer and bucket; a line dated more than 90 days before the
-- as-of date is "over 90 days" unless its document is due later than that: those documents are a range of this
-- index instead of a read of every document of the organisation.
CREATE INDEX documents_due_date_idx ON documents (organization_id, due_date) INCLUDE (id)
  WHERE due_date IS NOT NULL;
