-- 0039 PP36 on the tax-filing desk and input VAT undone with its bill (issue #12; decision 0200).
--   tax_filings.form        gains 'PP36' (ภ.พ.36, VAT self-assessed on services bought from abroad, 27113).
--   vat_claim_entry_id      a paid PP36 moves its VAT from undue (11611) to claimable input VAT (11610) in the
--                           month paid: Dr 11610 · Cr 11611, dated the payment. Kept apart from payment_entry_id
--                           because the PP30 worksheet leaves the filings' own payment entries out of 11610 and
--                           must count this one. Only a PP36 has it, and it has it exactly when it was paid with
--                           an amount (the payment entry).
--   documents               a voided or rejected purchase bill keeps no input VAT claim and no self-assessed VAT
--                           row (its marks are undone with it, decision 0200): checked at commit, so the void and
--                           the undo happen in one transaction in either order.
ALTER TABLE tax_filings DROP CONSTRAINT tax_filings_form_check;
ALTER TABLE tax_filings ADD CONSTRAINT tax_filings_form_check
  CHECK (form IN ('PP30', 'PND1', 'PND3', 'PND53', 'SSO', 'PP36'));
ALTER TABLE tax_filings ADD COLUMN vat_claim_entry_id uuid;
ALTER TABLE tax_filings ADD CONSTRAINT tax_filings_vat_claim_entry_fk FOREIGN KEY (organization_id, vat_claim_entry_id)
  REFERENCES journal_entries (organization_id, id);
ALTER TABLE tax_filings ADD CONSTRAINT tax_filings_vat_claim_shape CHECK (
  CASE WHEN form = 'PP36' THEN (vat_claim_entry_id IS NULL) = (payment_entry_id IS NULL)
       ELSE vat_claim_entry_id IS NULL END);

CREATE FUNCTION documents_void_without_vat_marks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('VOID', 'REJECTED') AND (
      EXISTS (SELECT 1 FROM input_vat_claims c
              WHERE c.organization_id = NEW.organization_id AND c.document_id = NEW.id)
      OR EXISTS (SELECT 1 FROM self_assessed_vat s
                 WHERE s.organization_id = NEW.organization_id AND s.document_id = NEW.id)) THEN
    RAISE EXCEPTION 'document % is % but still holds an input VAT mark', NEW.number, NEW.status
      USING ERRCODE = 'check_violation', CONSTRAINT = 'documents_void_without_vat_marks';
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER documents_void_without_vat_marks AFTER UPDATE OF status ON documents
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.status IN ('VOID', 'REJECTED') AND NEW.kind IN ('RI', 'EXP'))
  EXECUTE FUNCTION documents_void_without_vat_marks();

-- …and no mark is placed on a bill already voided or rejected.
CREATE FUNCTION vat_marks_on_active_bill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM documents d
             WHERE d.organization_id = NEW.organization_id AND d.id = NEW.document_id
               AND d.status IN ('VOID', 'REJECTED')) THEN
    RAISE EXCEPTION 'an input VAT mark cannot be placed on a voided or rejected bill'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'vat_marks_on_active_bill';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER input_vat_claims_active_bill BEFORE INSERT OR UPDATE ON input_vat_claims
  FOR EACH ROW EXECUTE FUNCTION vat_marks_on_active_bill();
CREATE TRIGGER self_assessed_vat_active_bill BEFORE INSERT OR UPDATE ON self_assessed_vat
  FOR EACH ROW EXECUTE FUNCTION vat_marks_on_active_bill();
