-- 0005 document invariants (issues #9 and #10): the last line of defence under every route. The API checks
-- each rule first and answers with a clear 4xx (documents.invariants.ts); these refuse whatever slips past.
--  1. money is never negative: document totals, line figures (a deposit deduction line counts negatively by
--     design and is exempt), entered quantities, prices, discounts, percentages and settled amounts;
--  2. a receipt, credit note or debit note is never dated before the document it settles or adjusts;
--  3. a document dated on or before the organisation's lock date (ledger_settings.lock_date) is never
--     inserted, moved, or changed in its date, number, price terms, discount, totals or lines. A status
--     change alone is allowed (a receipt in an open period marks a locked invoice paid); the API refuses VOID
--     and other manual actions there (docs/decisions/0072).
-- Plain SQL for PostgreSQL 15+ and PGlite. Errors are check_violation (23514) with a message naming the rule.

-- ---------------------------------------------------------------- 1. money is never negative
ALTER TABLE documents
  ADD CONSTRAINT documents_totals_not_negative CHECK (
    subtotal >= 0 AND discount_total >= 0 AND deposit_deducted >= 0 AND amount_after_discount >= 0
    AND vat_base >= 0 AND vat_amount >= 0 AND net_total >= 0 AND grand_total >= 0
    AND wht_amount >= 0 AND amount_due >= 0),
  ADD CONSTRAINT documents_discount_fits CHECK (discount_total <= subtotal),
  ADD CONSTRAINT documents_inputs_not_negative CHECK (
    discount_amount >= 0 AND partial_amount >= 0 AND deposit_value >= 0 AND original_amount >= 0),
  ADD CONSTRAINT documents_percents_in_range CHECK (
    discount_percent BETWEEN 0 AND 100 AND partial_percent BETWEEN 0 AND 100);

ALTER TABLE document_lines
  ADD CONSTRAINT document_lines_inputs_not_negative CHECK (
    quantity >= 0 AND sale_price >= 0 AND discount_amount >= 0),
  ADD CONSTRAINT document_lines_percents_in_range CHECK (
    discount_percent BETWEEN 0 AND 100 AND wht_percent BETWEEN 0 AND 100),
  ADD CONSTRAINT document_lines_figures_not_negative CHECK (
    line_kind = 'deposit_deduction'
    OR (total >= 0 AND total_after_discount >= 0 AND total_after_discount <= total
        AND tax_amount >= 0 AND wht_amount >= 0 AND grand_total >= 0)),
  ADD CONSTRAINT document_lines_deduction_not_positive CHECK (
    line_kind = 'item' OR (total <= 0 AND total_after_discount <= 0));

ALTER TABLE document_links
  ADD CONSTRAINT document_links_amounts_not_negative CHECK (amount >= 0 AND wht_amount >= 0),
  ADD CONSTRAINT document_links_percent_in_range CHECK (percent BETWEEN 0 AND 100);

-- ---------------------------------------------------------------- 2. settlements not dated before their source
-- Checks every settling/adjusting link of one document, as parent and as child, among documents not voided
-- (a voided receipt does not hold its invoice's date; reviving it is checked again).
CREATE FUNCTION documents_check_settlement_dates(org uuid, doc uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  SELECT c.number AS child_number, c.date AS child_date, p.number AS parent_number, p.date AS parent_date
    INTO bad
  FROM document_links l
  JOIN documents c ON c.organization_id = l.organization_id AND c.id = l.child_id
  JOIN documents p ON p.organization_id = l.organization_id AND p.id = l.parent_id
  WHERE l.organization_id = org AND (l.child_id = doc OR l.parent_id = doc)
    AND l.link_type IN ('RECEIPT', 'CREDIT_NOTE', 'DEBIT_NOTE')
    AND c.status <> 'VOID' AND p.status <> 'VOID'
    AND c.date < p.date
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'DOCUMENT.BEFORE_SOURCE_DATE: % dated % is before % dated %', bad.child_number,
      bad.child_date, bad.parent_number, bad.parent_date USING ERRCODE = 'check_violation';
  END IF;
END;
$$;

CREATE FUNCTION document_links_check_dates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM documents_check_settlement_dates(NEW.organization_id, NEW.child_id);
  RETURN NEW;
END;
$$;
CREATE TRIGGER document_links_dates AFTER INSERT OR UPDATE ON document_links
  FOR EACH ROW EXECUTE FUNCTION document_links_check_dates();

-- After the row is written, so the check reads the new date (or the revived status).
CREATE FUNCTION documents_check_dates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM documents_check_settlement_dates(NEW.organization_id, NEW.id);
  RETURN NEW;
END;
$$;
CREATE TRIGGER documents_settlement_dates AFTER UPDATE OF date, status ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_check_dates();

-- ---------------------------------------------------------------- 3. locked periods
CREATE FUNCTION documents_lock_date(org uuid) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT lock_date FROM ledger_settings WHERE organization_id = org
$$;

CREATE FUNCTION documents_check_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  locked date := documents_lock_date(NEW.organization_id);
BEGIN
  IF locked IS NOT NULL THEN
    IF TG_OP = 'INSERT' AND NEW.date <= locked THEN
      RAISE EXCEPTION 'LEDGER.PERIOD_LOCKED: % is dated %, on or before the lock date %', NEW.number,
        NEW.date, locked USING ERRCODE = 'check_violation';
    END IF;
    IF TG_OP = 'UPDATE' AND (OLD.date <= locked OR NEW.date <= locked)
       AND ROW(NEW.date, NEW.number, NEW.kind, NEW.price_type, NEW.vat_enabled, NEW.discount_amount,
               NEW.discount_percent, NEW.subtotal, NEW.discount_total, NEW.deposit_deducted,
               NEW.amount_after_discount, NEW.vat_base, NEW.vat_amount, NEW.net_total, NEW.grand_total,
               NEW.wht_amount, NEW.amount_due, NEW.tax_breakdown, NEW.contact_id, NEW.contact_tax_id,
               NEW.contact_branch)
           IS DISTINCT FROM
           ROW(OLD.date, OLD.number, OLD.kind, OLD.price_type, OLD.vat_enabled, OLD.discount_amount,
               OLD.discount_percent, OLD.subtotal, OLD.discount_total, OLD.deposit_deducted,
               OLD.amount_after_discount, OLD.vat_base, OLD.vat_amount, OLD.net_total, OLD.grand_total,
               OLD.wht_amount, OLD.amount_due, OLD.tax_breakdown, OLD.contact_id, OLD.contact_tax_id,
               OLD.contact_branch) THEN
      RAISE EXCEPTION 'LEDGER.PERIOD_LOCKED: % dated % is in the period locked up to %', OLD.number,
        OLD.date, locked USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER documents_locked_period BEFORE INSERT OR UPDATE ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_check_change();

-- Lines of a document dated in the locked period are never added, changed or removed. A line whose document
-- is already gone (a cascading delete) has nothing left to protect.
CREATE FUNCTION document_lines_check_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line document_lines%ROWTYPE;
  doc_number text;
  doc_date date;
  locked date;
BEGIN
  IF TG_OP = 'DELETE' THEN line := OLD; ELSE line := NEW; END IF;
  locked := documents_lock_date(line.organization_id);
  IF locked IS NULL THEN
    RETURN line;
  END IF;
  SELECT number, date INTO doc_number, doc_date FROM documents
  WHERE organization_id = line.organization_id AND id = line.document_id;
  IF FOUND AND doc_date <= locked THEN
    RAISE EXCEPTION 'LEDGER.PERIOD_LOCKED: the lines of % dated % are in the period locked up to %',
      doc_number, doc_date, locked USING ERRCODE = 'check_violation';
  END IF;
  RETURN line;
END;
$$;
CREATE TRIGGER document_lines_locked_period BEFORE INSERT OR UPDATE OR DELETE ON document_lines
  FOR EACH ROW EXECUTE FUNCTION document_lines_check_change();
