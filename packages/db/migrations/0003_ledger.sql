-- 0003 ledger: the chart of accounts per organisation, journal entries and their lines, and the ledger settings
-- (period lock date, conversion date). Architecture brief §3.6: posted lines are never updated or deleted (a
-- trigger refuses it; a correction is a reversing entry), every entry balances (a deferred constraint trigger
-- checks it at commit, after all lines of the entry are in), reports aggregate journal lines through an index
-- leading with organization_id, account, date. Tenancy rule (§3.1) as everywhere: organization_id leads every
-- primary key, pairs every tenant foreign key, and is part of every unique constraint.
-- Money numeric(18,2). JV numbers come from document_counters (0002), prefix 'JV', like every document number.
-- Plain SQL for PostgreSQL 15+ and PGlite. Decisions: docs/decisions/0050-ledger-model.md.

-- ---------------------------------------------------------------- chart of accounts
CREATE TABLE accounts (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  -- 5-digit code, optionally a 2-digit sub-account ('51111.01'); codes sort as strings (COLLATE "C").
  code text NOT NULL CHECK (code ~ '^[1-5][0-9]{4}([.][0-9]{2})?$'),
  name_th text NOT NULL CHECK (length(name_th) BETWEEN 1 AND 200),
  name_en text NOT NULL CHECK (length(name_en) BETWEEN 1 AND 200),
  -- 1 assets, 2 liabilities, 3 equity, 4 revenue, 5 expenses: always the first digit of the code.
  account_group smallint NOT NULL,
  account_type text NOT NULL CHECK (account_type IN ('asset', 'liability', 'equity', 'revenue', 'expense')),
  -- the side a balance normally sits on; contra accounts (allowances, returns, drawings…) are flipped.
  normal_balance text NOT NULL CHECK (normal_balance IN ('debit', 'credit')),
  -- headers group accounts in the tree and take no postings.
  is_postable boolean NOT NULL,
  -- deactivated accounts keep their history but take no new postings.
  is_active boolean NOT NULL DEFAULT true,
  -- the header account above this one in the tree (null for the five group roots).
  parent_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, id),
  CONSTRAINT accounts_code_key UNIQUE (organization_id, code),
  CONSTRAINT accounts_parent_fk FOREIGN KEY (organization_id, parent_code)
    REFERENCES accounts (organization_id, code),
  CONSTRAINT accounts_group_matches_code CHECK (account_group = substr(code, 1, 1)::smallint),
  CONSTRAINT accounts_type_matches_group CHECK (
    account_type = (ARRAY['asset', 'liability', 'equity', 'revenue', 'expense'])[account_group])
);

-- ---------------------------------------------------------------- settings: lock date, conversion date
-- One row per organisation (so its key is organization_id alone). lock_date: the books are closed up to and
-- including that day. conversion_date: the day the opening balances are posted; nothing is dated before it.
CREATE TABLE ledger_settings (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  lock_date date,
  conversion_date date,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id)
);

-- ---------------------------------------------------------------- journal entries
CREATE TABLE journal_entries (
  organization_id uuid NOT NULL REFERENCES organizations (id),
  id uuid NOT NULL,
  -- 'JV' + YYYYMMDD + 4-digit running number, gapless per organisation and day (document_counters).
  number text NOT NULL,
  entry_date date NOT NULL,
  -- MANUAL general journal, DOCUMENT posted by a sales/purchase document, REVERSAL of another entry,
  -- OPENING balances on the conversion date, CLOSING year-end entry to retained earnings.
  kind text NOT NULL CHECK (kind IN ('MANUAL', 'DOCUMENT', 'REVERSAL', 'OPENING', 'CLOSING')),
  description text NOT NULL DEFAULT '',
  -- the document that caused the entry (kind and number copied so the journal reads without a join).
  source_document_id uuid,
  source_kind text,
  source_number text,
  -- a reversal points at the entry it mirrors; an entry is reversed at most once.
  reverses_entry_id uuid,
  reversal_reason text,
  -- closing entries and their reversals: left out of the profit and loss (else a closed year shows zero).
  is_closing boolean NOT NULL DEFAULT false,
  -- the fiscal (calendar) year a CLOSING entry closes.
  closes_fiscal_year integer,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, id),
  CONSTRAINT journal_entries_number_key UNIQUE (organization_id, number),
  CONSTRAINT journal_entries_reverses_fk FOREIGN KEY (organization_id, reverses_entry_id)
    REFERENCES journal_entries (organization_id, id),
  CONSTRAINT journal_entries_source_fk FOREIGN KEY (organization_id, source_document_id)
    REFERENCES documents (organization_id, id),
  CONSTRAINT journal_entries_reversal_shape CHECK ((kind = 'REVERSAL') = (reverses_entry_id IS NOT NULL)),
  CONSTRAINT journal_entries_closing_shape CHECK ((kind = 'CLOSING') = (closes_fiscal_year IS NOT NULL))
);
CREATE UNIQUE INDEX journal_entries_reverses_key ON journal_entries (organization_id, reverses_entry_id)
  WHERE reverses_entry_id IS NOT NULL;
CREATE INDEX journal_entries_date_idx ON journal_entries (organization_id, entry_date, number);
CREATE INDEX journal_entries_source_idx ON journal_entries (organization_id, source_document_id)
  WHERE source_document_id IS NOT NULL;
CREATE INDEX journal_entries_closing_idx ON journal_entries (organization_id, closes_fiscal_year)
  WHERE kind = 'CLOSING';

-- ---------------------------------------------------------------- journal lines
CREATE TABLE journal_lines (
  organization_id uuid NOT NULL,
  id uuid NOT NULL,
  entry_id uuid NOT NULL,
  line_no smallint NOT NULL CHECK (line_no >= 1),
  account_code text NOT NULL,
  -- copied from the entry by a trigger, so reports read lines through one index without joining entries, in
  -- ledger order (date, JV number, line).
  entry_date date NOT NULL,
  entry_number text NOT NULL,
  is_closing boolean NOT NULL DEFAULT false,
  -- exactly one side is positive.
  debit numeric(18, 2) NOT NULL DEFAULT 0,
  credit numeric(18, 2) NOT NULL DEFAULT 0,
  -- the customer or supplier (AR/AP subledger, aging).
  contact_id uuid,
  description text,
  PRIMARY KEY (organization_id, id),
  CONSTRAINT journal_lines_line_key UNIQUE (organization_id, entry_id, line_no),
  CONSTRAINT journal_lines_entry_fk FOREIGN KEY (organization_id, entry_id)
    REFERENCES journal_entries (organization_id, id),
  CONSTRAINT journal_lines_account_fk FOREIGN KEY (organization_id, account_code)
    REFERENCES accounts (organization_id, code),
  CONSTRAINT journal_lines_contact_fk FOREIGN KEY (organization_id, contact_id)
    REFERENCES contacts (organization_id, id),
  CONSTRAINT journal_lines_one_side CHECK (debit >= 0 AND credit >= 0 AND (debit > 0) <> (credit > 0))
);
-- Every report reads this index: per account, by date in ledger order (a general-ledger page is a range scan
-- with no sort); INCLUDE lets sums run as index-only scans.
CREATE INDEX journal_lines_account_date_idx
  ON journal_lines (organization_id, account_code, entry_date, entry_number, line_no)
  INCLUDE (debit, credit, is_closing);
-- Lines of a date range across accounts (the partial months at the edges of a report range, the journal book).
CREATE INDEX journal_lines_date_idx ON journal_lines (organization_id, entry_date)
  INCLUDE (account_code, debit, credit, is_closing);
CREATE INDEX journal_lines_contact_idx ON journal_lines (organization_id, contact_id, account_code, entry_date)
  WHERE contact_id IS NOT NULL;

-- ---------------------------------------------------------------- monthly balance summary
-- Σdebit, Σcredit and the line count per organisation, account, calendar month and closing flag, kept by a
-- statement trigger on journal_lines (lines are insert-only, so adding is the whole maintenance). Reports read
-- whole months here and only the partial months at the edges of a range from the lines: the trial balance and
-- balance sheet stop growing with the number of lines (bench/: 1,000,000 lines; decision 0051). A checker
-- (findBalanceSummaryMismatches in the reports module) proves it equals the lines, in tests.
CREATE TABLE journal_balances (
  organization_id uuid NOT NULL REFERENCES organizations (id),
  account_code text NOT NULL,
  period_month date NOT NULL CHECK (extract(day FROM period_month) = 1),
  is_closing boolean NOT NULL,
  debit numeric NOT NULL,
  credit numeric NOT NULL,
  line_count bigint NOT NULL,
  PRIMARY KEY (organization_id, account_code, period_month, is_closing),
  CONSTRAINT journal_balances_account_fk FOREIGN KEY (organization_id, account_code)
    REFERENCES accounts (organization_id, code)
);

CREATE FUNCTION ledger_add_to_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Sorted, so concurrent postings lock summary rows in one order and cannot deadlock on them.
  INSERT INTO journal_balances AS b
    (organization_id, account_code, period_month, is_closing, debit, credit, line_count)
  SELECT organization_id, account_code, date_trunc('month', entry_date)::date, is_closing,
         sum(debit), sum(credit), count(*)
  FROM new_lines
  GROUP BY organization_id, account_code, date_trunc('month', entry_date)::date, is_closing
  ORDER BY organization_id, account_code, 3, is_closing
  ON CONFLICT (organization_id, account_code, period_month, is_closing) DO UPDATE
    SET debit = b.debit + EXCLUDED.debit, credit = b.credit + EXCLUDED.credit,
        line_count = b.line_count + EXCLUDED.line_count;
  RETURN NULL;
END;
$$;
CREATE TRIGGER journal_lines_add_to_balances AFTER INSERT ON journal_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION ledger_add_to_balances();

-- ---------------------------------------------------------------- database-enforced invariants
-- Posted entries and lines are immutable: corrections are reversing entries (architecture brief §3.6).
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'LEDGER.IMMUTABLE: % of a posted % row is not allowed; post a reversing entry', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'check_violation';
END;
$$;
CREATE TRIGGER journal_entries_immutable BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER journal_lines_immutable BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

-- Nothing is dated on or before the lock date, or before the conversion date (the service checks first and
-- answers with a clear error; this is the backstop for any other writer).
CREATE FUNCTION ledger_check_entry_date() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  settings ledger_settings%ROWTYPE;
BEGIN
  SELECT * INTO settings FROM ledger_settings WHERE organization_id = NEW.organization_id;
  IF FOUND AND settings.lock_date IS NOT NULL AND NEW.entry_date <= settings.lock_date THEN
    RAISE EXCEPTION 'LEDGER.PERIOD_LOCKED: % is on or before the lock date %', NEW.entry_date, settings.lock_date
      USING ERRCODE = 'check_violation';
  END IF;
  IF FOUND AND settings.conversion_date IS NOT NULL AND NEW.entry_date < settings.conversion_date THEN
    RAISE EXCEPTION 'LEDGER.BEFORE_CONVERSION_DATE: % is before the conversion date %', NEW.entry_date,
      settings.conversion_date USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER journal_entries_date_open BEFORE INSERT ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_check_entry_date();

-- Lines take their date, number and closing flag from their entry, whatever the writer sent, and only postable accounts.
-- Header accounts take no postings.
CREATE FUNCTION ledger_copy_entry_fields() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT e.entry_date, e.number, e.is_closing INTO NEW.entry_date, NEW.entry_number, NEW.is_closing
  FROM journal_entries e WHERE e.organization_id = NEW.organization_id AND e.id = NEW.entry_id;
  IF NOT EXISTS (SELECT 1 FROM accounts a WHERE a.organization_id = NEW.organization_id
                 AND a.code = NEW.account_code AND a.is_postable) THEN
    RAISE EXCEPTION 'LEDGER.ACCOUNT_NOT_POSTABLE: account % takes no postings', NEW.account_code
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER journal_lines_copy_entry_fields BEFORE INSERT ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_copy_entry_fields();

-- Every entry has at least two lines and its debits equal its credits. Deferred to commit, so an entry and its
-- lines may be written in any order and any number of statements within one transaction.
CREATE FUNCTION ledger_check_balanced(org uuid, target_entry uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  line_count integer;
  total_debit numeric;
  total_credit numeric;
BEGIN
  SELECT count(*), coalesce(sum(debit), 0), coalesce(sum(credit), 0)
    INTO line_count, total_debit, total_credit
  FROM journal_lines WHERE organization_id = org AND entry_id = target_entry;
  IF line_count < 2 OR total_debit <> total_credit THEN
    RAISE EXCEPTION 'LEDGER.UNBALANCED: entry % has % lines, debits % and credits %', target_entry, line_count,
      total_debit, total_credit USING ERRCODE = 'check_violation';
  END IF;
END;
$$;
CREATE FUNCTION ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_balanced(NEW.organization_id, NEW.id);
  RETURN NULL;
END;
$$;
CREATE FUNCTION ledger_line_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_balanced(NEW.organization_id, NEW.entry_id);
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balanced();
CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT ON journal_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_line_entry_balanced();
