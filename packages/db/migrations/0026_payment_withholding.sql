-- 0026 withholding of supplier payments (issue #11 §2; decisions 0170, 0171).
--   document_lines.wht_income_type   the 50 ทวิ income row of a purchase line's WHT (thai-tax-reference §2.4):
--                                    2 fees/commissions 40(2), 3 royalties 40(3), 5 the s.3 tres orders (services,
--                                    hire of work, rent, transport, advertising); null means 5.
--   documents.wht_payer              who bears the WHT of a payment slip or of a bill paid at once: withheld at
--                                    source (null / TAX_AT_SOURCE) or borne by the payer once / continuously
--                                    (gross-up, posted to 53075).
--   wht_certificates by payment      the certificates a payment slip (or a bill paid at once) issued, found by
--                                    the paying document (wht_certificates.payment_slip_id, 0011).
ALTER TABLE document_lines ADD COLUMN wht_income_type text CHECK (wht_income_type IN ('2', '3', '5'));

ALTER TABLE documents ADD COLUMN wht_payer text
  CHECK (wht_payer IN ('TAX_AT_SOURCE', 'PAID_ONE_TIME', 'PAID_CONTINUOUSLY'));
ALTER TABLE documents ADD CONSTRAINT documents_wht_payer_kind CHECK (wht_payer IS NULL OR kind IN ('PS', 'RI', 'EXP'));

CREATE INDEX wht_certificates_payment_idx ON wht_certificates (organization_id, payment_slip_id)
  WHERE payment_slip_id IS NOT NULL;
