-- 0041 What has settled each document, stored on it and kept by triggers (issue 15, decision 0203).
--
--   settled_paid       Σ amount of its RECEIPT links (receipts, payment slips)          whose child is not void
--   settled_credited   Σ amount of its CREDIT_NOTE links                                 whose child is not void
--   settled_debited    Σ amount of its DEBIT_NOTE links                                  whose child is not void
--   settled_last_date  the latest date of those children (NULL when there is none)
--
-- The figures are exactly what the receivables report summed link by link on every call (1.7 s for 57,500
-- open invoices at 100,000 documents). They are derived, never entered: only the triggers below write them (the
-- Drizzle mirror leaves them out, so no application insert or update can set them). The balance of a document
-- on day D is grand_total + debited − credited − paid; when settled_last_date ≤ D the stored sums are that
-- day's, otherwise the report sums that document's links as of D (the rare invoices settled after D).
--
-- Kept in the same transaction by:
--   - INSERT / UPDATE / DELETE of document_links (statement triggers over the transition tables; a cascading
--     delete of a child document removes its links and so refreshes their parents);
--   - a change of a document's date, or of whether it is void (a child voided or revived).
-- Each refresh recomputes the parent's sums from its links (no increments: a child deleted together with its
-- links can no longer tell whether it was void). The parents are locked first, in id order, so a concurrent
-- settlement of the same document waits and the recomputation (a later statement, a new snapshot under READ
-- COMMITTED) sees what that transaction committed.
ALTER TABLE documents
  ADD COLUMN settled_paid numeric(18, 2) NOT NULL DEFAULT 0,
  ADD COLUMN settled_credited numeric(18, 2) NOT NULL DEFAULT 0,
  ADD COLUMN settled_debited numeric(18, 2) NOT NULL DEFAULT 0,
  ADD COLUMN settled_last_date date,
  ADD CONSTRAINT documents_settled_not_negative
    CHECK (settled_paid >= 0 AND settled_credited >= 0 AND settled_debited >= 0),
  ADD CONSTRAINT documents_settled_date_shape CHECK (
    settled_last_date IS NOT NULL OR (settled_paid = 0 AND settled_credited = 0 AND settled_debited = 0));

-- The settling sums of the documents (orgs[i], ids[i]), recomputed from their links.
CREATE FUNCTION documents_refresh_settled(orgs uuid[], ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM documents d
  WHERE (d.organization_id, d.id) IN (SELECT * FROM unnest(orgs, ids))
  ORDER BY d.organization_id, d.id
  FOR UPDATE OF d;
  UPDATE documents d
  SET settled_paid = s.paid, settled_credited = s.credited, settled_debited = s.debited,
      settled_last_date = s.last_date
  FROM (
    SELECT p.org, p.id,
      coalesce(sum(k.amount) FILTER (WHERE k.link_type = 'RECEIPT'), 0) AS paid,
      coalesce(sum(k.amount) FILTER (WHERE k.link_type = 'CREDIT_NOTE'), 0) AS credited,
      coalesce(sum(k.amount) FILTER (WHERE k.link_type = 'DEBIT_NOTE'), 0) AS debited,
      max(c.date) AS last_date
    FROM (SELECT DISTINCT u.org, u.id FROM unnest(orgs, ids) AS u(org, id)) p
    LEFT JOIN (document_links k
               JOIN documents c ON c.organization_id = k.organization_id AND c.id = k.child_id
                 AND c.status <> 'VOID')
      ON k.organization_id = p.org AND k.parent_id = p.id
        AND k.link_type IN ('RECEIPT', 'CREDIT_NOTE', 'DEBIT_NOTE')
    GROUP BY p.org, p.id
  ) s
  WHERE d.organization_id = s.org AND d.id = s.id
    AND (d.settled_paid, d.settled_credited, d.settled_debited, d.settled_last_date)
      IS DISTINCT FROM (s.paid, s.credited, s.debited, s.last_date);
END;
$$;

-- Links: the parents of the rows the statement added, changed (before and after) or removed.
CREATE FUNCTION document_links_refresh_settled() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orgs uuid[];
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(organization_id), array_agg(parent_id) INTO orgs, ids FROM new_links
    WHERE link_type IN ('RECEIPT', 'CREDIT_NOTE', 'DEBIT_NOTE');
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(organization_id), array_agg(parent_id) INTO orgs, ids FROM old_links
    WHERE link_type IN ('RECEIPT', 'CREDIT_NOTE', 'DEBIT_NOTE');
  ELSE
    SELECT array_agg(organization_id), array_agg(parent_id) INTO orgs, ids
    FROM (SELECT organization_id, parent_id, link_type FROM new_links
          UNION SELECT organization_id, parent_id, link_type FROM old_links) l
    WHERE link_type IN ('RECEIPT', 'CREDIT_NOTE', 'DEBIT_NOTE');
  END IF;
  PERFORM documents_refresh_settled(orgs, ids);
  RETURN NULL;
END;
$$;

CREATE TRIGGER document_links_settled_insert AFTER INSERT ON document_links
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION document_links_refresh_settled();
CREATE TRIGGER document_links_settled_update AFTER UPDATE ON document_links
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION document_links_refresh_settled();
CREATE TRIGGER document_links_settled_delete AFTER DELETE ON document_links
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION document_links_refresh_settled();

-- A settling child voided, revived or moved to another date: the documents it settles.
CREATE FUNCTION documents_refresh_settled_parents() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orgs uuid[];
  ids uuid[];
BEGIN
  SELECT array_agg(k.organization_id), array_agg(k.parent_id) INTO orgs, ids FROM document_links k
  WHERE k.organization_id = NEW.organization_id AND k.child_id = NEW.id
    AND k.link_type IN ('RECEIPT', 'CREDIT_NOTE', 'DEBIT_NOTE');
  PERFORM documents_refresh_settled(orgs, ids);
  RETURN NULL;
END;
$$;

CREATE TRIGGER documents_settled_parents AFTER UPDATE OF date, status ON documents
  FOR EACH ROW WHEN (OLD.date IS DISTINCT FROM NEW.date
                     OR (OLD.status = 'VOID') IS DISTINCT FROM (NEW.status = 'VOID'))
  EXECUTE FUNCTION documents_refresh_settled_parents();

-- Backfill: every document with a settling link, in one statement.
UPDATE documents d
SET settled_paid = s.paid, settled_credited = s.credited, settled_debited = s.debited,
    settled_last_date = s.last_date
FROM (
  SELECT k.organization_id, k.parent_id,
    coalesce(sum(k.amount) FILTER (WHERE k.link_type = 'RECEIPT'), 0) AS paid,
    coalesce(sum(k.amount) FILTER (WHERE k.link_type = 'CREDIT_NOTE'), 0) AS credited,
    coalesce(sum(k.amount) FILTER (WHERE k.link_type = 'DEBIT_NOTE'), 0) AS debited,
    max(c.date) AS last_date
  FROM document_links k
  JOIN documents c ON c.organization_id = k.organization_id AND c.id = k.child_id AND c.status <> 'VOID'
  WHERE k.link_type IN ('RECEIPT', 'CREDIT_NOTE', 'DEBIT_NOTE')
  GROUP BY k.organization_id, k.parent_id
) s
WHERE d.organization_id = s.organization_id AND d.id = s.parent_id;

-- The receivables report (decision 0203): the invoices with a balance left, in the order of its page, with
-- everything its per-due-day sums read (an index-only scan); and the documents settled after a given day,
-- whose balance on that day the report recomputes from their links.
CREATE INDEX documents_open_invoices_idx ON documents (organization_id, date, number)
  INCLUDE (id, due_date, grand_total, settled_paid, settled_credited, settled_debited, settled_last_date)
  WHERE kind = 'INV' AND status <> 'VOID'
    AND grand_total + settled_debited - settled_credited - settled_paid <> 0;
CREATE INDEX documents_settled_last_date_idx ON documents (organization_id, kind, settled_last_date)
  WHERE settled_last_date IS NOT NULL;
