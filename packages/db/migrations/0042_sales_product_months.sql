-- 0042 The item lines of the sales added up per calendar month and product, kept by triggers (issue 15, decision
-- 0204): the sales-by-product report reads whole months here and only the days at the edges of its range from
-- the lines (as the ledger reports read journal_balances, decision 0051). A year of sales was 80,000 lines
-- joined and sorted per call (0.3–0.7 s at 100,000 documents).
--
-- A sale is what the report counts (decision 0156): an invoice, debit note or credit note not void, or a cash
-- sale once paid; its item lines (line_kind 'item'), at the month of the document's date; a credit note's lines
-- in rows of their own (credit), which the report counts negative. The key keeps the line's name and unit, so
-- the report's name (the smallest) and unit (the largest) of a product are exactly those of its lines.
--
-- Kept in the same transaction, by adding and taking away each write's lines (no recount: a sale's lines can be
-- thousands of rows in a month):
--   - INSERT / UPDATE / DELETE of document_lines (statement triggers over the transition tables), counted when
--     their document is a sale at the end of the statement;
--   - a document whose date, kind or status changes whether or where it counts (row trigger: its lines move out
--     of the old month and into the new one);
--   - a sale deleted (before the row goes: its lines are then removed by the cascade and no longer find it).
-- Additions commute, so concurrent writers need no lock beyond the summary row's own. A single statement that
-- both changes a document's sale status, month or kind and its lines (one data-modifying WITH) is not supported;
-- the application writes them in separate statements. The report test compares the summary with the lines.
CREATE TABLE sales_product_months (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  -- a row's own key (its natural key below holds NULLs: lines without an item, or without a unit)
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  period_month date NOT NULL CHECK (period_month = date_trunc('month', period_month)::date),
  -- the lines of credit notes (the report subtracts them)
  credit boolean NOT NULL,
  -- NULL: lines without a catalogue item, which the report groups by name
  item_id uuid,
  name text NOT NULL,
  unit text,
  lines integer NOT NULL,
  quantity numeric(24, 4) NOT NULL,
  net numeric(20, 2) NOT NULL,
  PRIMARY KEY (organization_id, id),
  CONSTRAINT sales_product_months_key UNIQUE NULLS NOT DISTINCT
    (organization_id, period_month, credit, item_id, name, unit),
  -- as the lines they add up (0005: quantities never negative); an empty row is removed.
  CONSTRAINT sales_product_months_counts CHECK (lines >= 0 AND quantity >= 0),
  CONSTRAINT sales_product_months_empty CHECK (lines > 0 OR (quantity = 0 AND net = 0))
);

CREATE TYPE sales_product_delta AS (
  organization_id uuid, period_month date, credit boolean, item_id uuid, name text, unit text,
  lines integer, quantity numeric, net numeric);

-- Adds the deltas (several per key allowed) to the summary; rows left without lines are removed. Existing rows
-- are updated and only new keys inserted (an INSERT checks the CHECKs on the row it proposes, before it finds
-- the conflict: a negative delta must never be proposed as a row). Deltas of an organisation being deleted (a
-- cascade) are dropped: its summary goes with it.
CREATE FUNCTION sales_product_months_apply(deltas sales_product_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(deltas), 0) = 0 THEN
    RETURN;
  END IF;
  WITH t AS (
    SELECT d.organization_id, d.period_month, d.credit, d.item_id, d.name, d.unit, sum(d.lines)::integer AS lines,
      sum(d.quantity) AS quantity, sum(d.net) AS net
    FROM unnest(deltas) d
    WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = d.organization_id)
    GROUP BY d.organization_id, d.period_month, d.credit, d.item_id, d.name, d.unit
  ), updated AS (
    UPDATE sales_product_months m
    SET lines = m.lines + t.lines, quantity = m.quantity + t.quantity, net = m.net + t.net
    FROM t
    WHERE m.organization_id = t.organization_id AND m.period_month = t.period_month AND m.credit = t.credit
      AND m.item_id IS NOT DISTINCT FROM t.item_id AND m.name = t.name AND m.unit IS NOT DISTINCT FROM t.unit
    RETURNING t.organization_id, t.period_month, t.credit, t.item_id, t.name, t.unit
  )
  INSERT INTO sales_product_months AS m (organization_id, period_month, credit, item_id, name, unit, lines,
    quantity, net)
  SELECT t.* FROM t
  WHERE NOT EXISTS (
    SELECT 1 FROM updated u
    WHERE u.organization_id = t.organization_id AND u.period_month = t.period_month AND u.credit = t.credit
      AND u.item_id IS NOT DISTINCT FROM t.item_id AND u.name = t.name AND u.unit IS NOT DISTINCT FROM t.unit)
  -- a row another transaction added since this statement began
  ON CONFLICT ON CONSTRAINT sales_product_months_key DO UPDATE
    SET lines = m.lines + excluded.lines, quantity = m.quantity + excluded.quantity, net = m.net + excluded.net;
  DELETE FROM sales_product_months m
  USING (SELECT DISTINCT organization_id, period_month FROM unnest(deltas)) t
  WHERE m.organization_id = t.organization_id AND m.period_month = t.period_month AND m.lines = 0;
END;
$$;

-- Whether a document is a sale of the report (decision 0156).
CREATE FUNCTION sales_product_counts(kind text, status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT kind IN ('INV', 'CA', 'DN', 'CN') AND status <> 'VOID' AND (kind <> 'CA' OR status = 'PAID')
$$;

-- One function for the three statement triggers: the lines taken away (old_lines, −1) and added (new_lines, +1),
-- grouped per summary key before they are applied (a bulk insert of 300,000 lines is a few thousand deltas), at
-- their document's month as it is now; lines of a document that is not a sale (or no longer exists) count
-- nothing. One query text for both, naming its transition table through EXECUTE (a single static query naming
-- both could not be planned for an INSERT or a DELETE, which have only one).
CREATE FUNCTION document_lines_sales_product() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
  sign integer;
  deltas sales_product_delta[];
BEGIN
  FOR source, sign IN
    SELECT v.source, v.sign FROM (VALUES ('old_lines', -1), ('new_lines', 1)) AS v(source, sign)
    WHERE (v.source = 'old_lines' AND TG_OP <> 'INSERT') OR (v.source = 'new_lines' AND TG_OP <> 'DELETE')
  LOOP
    EXECUTE format($q$
      SELECT array_agg(ROW(s.organization_id, s.period_month, s.credit, s.item_id, s.name, s.unit, s.lines,
          s.quantity, s.net)::sales_product_delta)
      FROM (
        SELECT d.organization_id, date_trunc('month', d.date)::date AS period_month, d.kind = 'CN' AS credit,
          l.item_id, l.name, l.main_unit AS unit, %1$s * count(*)::integer AS lines, %1$s * sum(l.quantity) AS quantity,
          %1$s * sum(l.grand_total - l.tax_amount) AS net
        FROM %2$I l
        JOIN documents d ON d.organization_id = l.organization_id AND d.id = l.document_id
        WHERE l.line_kind = 'item' AND sales_product_counts(d.kind, d.status)
        GROUP BY 1, 2, 3, 4, 5, 6) s$q$, sign, source)
      INTO deltas;
    PERFORM sales_product_months_apply(deltas);
  END LOOP;
  RETURN NULL;
END;
$$;

CREATE TRIGGER document_lines_sales_product_insert AFTER INSERT ON document_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION document_lines_sales_product();
CREATE TRIGGER document_lines_sales_product_update AFTER UPDATE ON document_lines
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION document_lines_sales_product();
CREATE TRIGGER document_lines_sales_product_delete AFTER DELETE ON document_lines
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION document_lines_sales_product();

-- A document's lines out of the month it counted in (OLD) and into the one it counts in now (NEW).
CREATE FUNCTION documents_sales_product_move() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas sales_product_delta[];
BEGIN
  IF sales_product_counts(OLD.kind, OLD.status) THEN
    SELECT array_agg(ROW(OLD.organization_id, date_trunc('month', OLD.date)::date, OLD.kind = 'CN', l.item_id,
        l.name, l.main_unit, -1, -l.quantity, -(l.grand_total - l.tax_amount))::sales_product_delta)
      INTO deltas
    FROM document_lines l
    WHERE l.organization_id = OLD.organization_id AND l.document_id = OLD.id AND l.line_kind = 'item';
    PERFORM sales_product_months_apply(deltas);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  IF sales_product_counts(NEW.kind, NEW.status) THEN
    SELECT array_agg(ROW(NEW.organization_id, date_trunc('month', NEW.date)::date, NEW.kind = 'CN', l.item_id,
        l.name, l.main_unit, 1, l.quantity, l.grand_total - l.tax_amount)::sales_product_delta)
      INTO deltas
    FROM document_lines l
    WHERE l.organization_id = NEW.organization_id AND l.document_id = NEW.id AND l.line_kind = 'item';
    PERFORM sales_product_months_apply(deltas);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER documents_sales_product_move AFTER UPDATE OF date, kind, status ON documents
  FOR EACH ROW WHEN (sales_product_counts(OLD.kind, OLD.status) IS DISTINCT FROM sales_product_counts(NEW.kind, NEW.status)
    OR (sales_product_counts(NEW.kind, NEW.status)
        AND (date_trunc('month', OLD.date) <> date_trunc('month', NEW.date) OR OLD.kind <> NEW.kind)))
  EXECUTE FUNCTION documents_sales_product_move();
CREATE TRIGGER documents_sales_product_delete BEFORE DELETE ON documents
  FOR EACH ROW WHEN (sales_product_counts(OLD.kind, OLD.status))
  EXECUTE FUNCTION documents_sales_product_move();

-- Backfill from the lines.
INSERT INTO sales_product_months (organization_id, period_month, credit, item_id, name, unit, lines, quantity, net)
SELECT d.organization_id, date_trunc('month', d.date)::date, d.kind = 'CN', l.item_id, l.name, l.main_unit,
  count(*), sum(l.quantity), sum(l.grand_total - l.tax_amount)
FROM documents d
JOIN document_lines l ON l.organization_id = d.organization_id AND l.document_id = d.id
WHERE l.line_kind = 'item' AND sales_product_counts(d.kind, d.status)
GROUP BY 1, 2, 3, 4, 5, 6;
