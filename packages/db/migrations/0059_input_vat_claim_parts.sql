-- 0059 input VAT placed per part of a bill (decision 0245).
--   input_vat_claims.part   a purchase bill's input VAT has up to two tax points: its goods' at the bill (s.78),
--                           its services' at the payment (s.78/1, the supplier's receipt/tax invoice). A bill with
--                           both is two purchase tax invoices on the input tax report and on manage purchase VAT,
--                           each placed by hand on its own: one row per bill and part.
--                           Existing rows become the part the bill's VAT was due with: SERVICES when it has
--                           services VAT (the whole bill waited for its payment), else GOODS.
ALTER TABLE input_vat_claims ADD COLUMN part text NOT NULL DEFAULT 'GOODS'
  CONSTRAINT input_vat_claims_part_check CHECK (part IN ('GOODS', 'SERVICES'));
UPDATE input_vat_claims c SET part = 'SERVICES'
  WHERE EXISTS (SELECT 1 FROM document_lines l
    WHERE l.organization_id = c.organization_id AND l.document_id = c.document_id
      AND l.item_type = 'SERVICE' AND l.tax_amount <> 0);
ALTER TABLE input_vat_claims DROP CONSTRAINT input_vat_claims_document_key;
ALTER TABLE input_vat_claims ADD CONSTRAINT input_vat_claims_document_key
  UNIQUE (organization_id, document_id, part);
