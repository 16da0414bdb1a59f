-- 0055 Payments (issue 24 item 6, decisions 0235 and 0236).
-- A payment slip posts and issues its 50 ทวิ when it is made: it is PAID from then on (the life cycle of
-- packages/domain/src/documents/life-cycles.ts, kept equal to this CHECK by packages/db/src/kind-registry.test.ts).
-- The slips stored before waited in AWAITING for nothing: they are PAID now.
ALTER TABLE documents DROP CONSTRAINT documents_status_of_kind;
ALTER TABLE documents ADD CONSTRAINT documents_status_of_kind CHECK (
  CASE kind
    WHEN 'QT' THEN status IN ('AWAITING', 'APPROVED', 'ISSUED', 'REJECTED', 'PARTIALS', 'DEPOSITED')
    WHEN 'BL' THEN status IN ('AWAITING', 'VOID')
    WHEN 'INV' THEN status IN ('AWAITING', 'PAYMENT DUE', 'VOID', 'RECEIPT CREATED')
    WHEN 'CA' THEN status IN ('AWAITING', 'PAID', 'VOID')
    WHEN 'RE' THEN status IN ('AWAITING', 'VOID')
    WHEN 'CN' THEN status IN ('AWAITING', 'VOID')
    WHEN 'DN' THEN status IN ('AWAITING', 'VOID')
    WHEN 'PO' THEN status IN ('AWAITING', 'APPROVED', 'ISSUED', 'REJECTED')
    WHEN 'RI' THEN status IN ('AWAITING', 'APPROVED', 'REJECTED', 'PAID', 'GOT RECEIPT', 'PENDING')
    WHEN 'EXP' THEN status IN ('AWAITING', 'APPROVED', 'REJECTED', 'PAID', 'GOT RECEIPT', 'PENDING')
    WHEN 'WHT' THEN status IN ('AWAITING', 'ISSUED', 'VOID')
    WHEN 'PS' THEN status IN ('AWAITING', 'PAID', 'VOID')
    ELSE false
  END
);
UPDATE documents SET status = 'PAID' WHERE kind = 'PS' AND status = 'AWAITING';

-- A receiving inventory or expense marked Paid at once records the day it was paid in collected_at (the date of
-- its payment entry and of its 50 ทวิ; none: the bill's own date, as before). It is never before the bill, and
-- only a bill that is paid carries one (a reset clears it). Stored values that break either rule were never the
-- payment's date (the entry took the bill's): cleared.
UPDATE documents SET collected_at = NULL
  WHERE kind IN ('RI', 'EXP') AND collected_at IS NOT NULL
    AND (collected_at < date OR status NOT IN ('PAID', 'GOT RECEIPT'));
ALTER TABLE documents ADD CONSTRAINT documents_bill_paid_on CHECK (
  kind NOT IN ('RI', 'EXP') OR collected_at IS NULL
    OR (collected_at >= date AND status IN ('PAID', 'GOT RECEIPT'))
);
