-- 0046 Indexes for the ledger agings (issue 15, decision 0212).
--
-- The AR and AP agings (reports.queries.ts queryReceivableAging) sum the control account's lines per contact
-- and bucket, and age a line dated more than 90 days before the as-of date as "over 90 days" unless its
-- document is due later than that.
--
-- 1. Those documents are a range of a due-date index instead of a read of every document of the organisation.
CREATE INDEX documents_due_date_idx ON documents (organization_id, due_date) INCLUDE (id)
  WHERE due_date IS NOT NULL;

-- 2. The per-contact pass reads every line of the account up to the as-of date: the account/date index also
--    carries the contact and the entry, so that pass is an index-only scan like the other reports' sums (it
--    read the table: a quarter of the aging's time at 80,000 lines). Rebuilt under a new name, then renamed: the
--    index keeps its name, its key (the general ledger's order) and what it included.
CREATE INDEX journal_lines_account_date_idx_0046
  ON journal_lines (organization_id, account_code, entry_date, entry_number, line_no)
  INCLUDE (debit, credit, is_closing, contact_id, entry_id);
DROP INDEX journal_lines_account_date_idx;
ALTER INDEX journal_lines_account_date_idx_0046 RENAME TO journal_lines_account_date_idx;
