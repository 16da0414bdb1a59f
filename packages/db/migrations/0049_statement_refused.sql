-- 0049 A statement that stores several things at once refuses itself when one part cannot be stored (issue 9
-- item 10, decision 0221). A new document and its journal entry are one statement, and its transaction commits
-- right behind it without waiting for its answer; the entry is written only when its accounts pass the check in
-- the same statement, so an entry refused there must fail the whole statement (nothing stored, the number not
-- taken), never leave the document stored without its entry. The caller then reads the accounts again to name
-- the one at fault. Raised as a check violation on the named constraint statement_refused.
CREATE FUNCTION statement_refused(reason text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '%', reason USING ERRCODE = 'check_violation', CONSTRAINT = 'statement_refused';
END;
$$;
