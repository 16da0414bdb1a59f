-- 0010 the document-kind registry in SQL (issue 11 §1, decision 0110): documents.kind accepts every kind of
-- packages/domain/src/documents/registry.ts (the sales kinds and the purchase kinds PO, RI, EXP, WHT, PS), and
-- a document's status must be one of its kind's life-cycle statuses (life-cycles.ts). Both lists are kept
-- equal to the registry by packages/db/src/kind-registry.test.ts.
ALTER TABLE documents DROP CONSTRAINT documents_kind_check;
ALTER TABLE documents ADD CONSTRAINT documents_kind_check
  CHECK (kind IN ('QT', 'BL', 'INV', 'CA', 'RE', 'CN', 'DN', 'PO', 'RI', 'EXP', 'WHT', 'PS'));

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
    WHEN 'PS' THEN status IN ('AWAITING', 'VOID')
    ELSE false
  END
);
