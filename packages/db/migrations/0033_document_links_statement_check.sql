-- Inserting many document links at once was quadratic (issue 9: a bulk insert of document_links was slow; 500
-- links to one receipt took 208 s on PostgreSQL): the row trigger document_links_dates re-checked, for every new
-- row, every settling link of its child and parent documents, each time joining both documents. An insert now
-- checks once per statement, and only the links it adds (a link already stored was checked when it was
-- written or when its documents' dates or statuses last changed: documents_settlement_dates). Updates of a link
-- keep the row trigger. See docs/decisions/0191-document-links-statement-check.md.
DROP TRIGGER document_links_dates ON document_links;

CREATE TRIGGER document_links_dates_update AFTER UPDATE ON document_links
  FOR EACH ROW EXECUTE FUNCTION document_links_check_dates();

CREATE FUNCTION document_links_check_new_dates() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  SELECT c.number AS child_number, c.date AS child_date, p.number AS parent_number, p.date AS parent_date
    INTO bad
  FROM new_links l
  JOIN documents c ON c.organization_id = l.organization_id AND c.id = l.child_id
  JOIN documents p ON p.organization_id = l.organization_id AND p.id = l.parent_id
  WHERE l.link_type IN ('RECEIPT', 'CREDIT_NOTE', 'DEBIT_NOTE')
    AND c.status <> 'VOID' AND p.status <> 'VOID'
    AND c.date < p.date
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'DOCUMENT.BEFORE_SOURCE_DATE: % dated % is before % dated %', bad.child_number,
      bad.child_date, bad.parent_number, bad.parent_date USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER document_links_dates_insert AFTER INSERT ON document_links
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION document_links_check_new_dates();
