-- 0030 stock (issue 13 "Stock", decisions 0183–0184): append-only stock moves per product and warehouse with
-- their running quantity and value (moving weighted average, packages/domain/src/stock), and the balance each
-- card ends on. stock_moves is a ledger: no UPDATE or DELETE (a trigger refuses them); a voided or edited
-- document appends the opposite moves. stock_balances is the running total the next move starts from (one row
-- per product and warehouse, locked while a document writes its moves), so stock on hand never sums history.
-- Quantities numeric(18,4), values numeric(18,2) in baht; a shelf never holds less than nothing and an empty
-- shelf is worth nothing (negative stock is refused; the organisation setting to allow it is not built).

CREATE TABLE stock_balances (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  warehouse_id uuid NOT NULL,
  item_id uuid NOT NULL,
  quantity numeric(18, 4) NOT NULL DEFAULT 0,
  value numeric(18, 2) NOT NULL DEFAULT 0,
  -- how many moves the card holds: the next move's card_position.
  move_count integer NOT NULL DEFAULT 0 CHECK (move_count >= 0),
  PRIMARY KEY (organization_id, warehouse_id, item_id),
  CONSTRAINT stock_balances_warehouse_fk FOREIGN KEY (organization_id, warehouse_id)
    REFERENCES warehouses (organization_id, id),
  CONSTRAINT stock_balances_item_fk FOREIGN KEY (organization_id, item_id)
    REFERENCES items (organization_id, id),
  CONSTRAINT stock_balances_not_negative CHECK (quantity >= 0 AND value >= 0),
  CONSTRAINT stock_balances_empty_is_worthless CHECK (quantity > 0 OR value = 0)
);
CREATE INDEX stock_balances_item_idx ON stock_balances (organization_id, item_id);

CREATE TABLE stock_moves (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  warehouse_id uuid NOT NULL,
  item_id uuid NOT NULL,
  -- 1, 2, 3 … per product and warehouse: the order of the stock card.
  card_position integer NOT NULL CHECK (card_position > 0),
  move_date date NOT NULL,
  -- IN receiving · OUT sale · RETURN credit note · TRANSFER_IN / TRANSFER_OUT · ADJUSTMENT stock count ·
  -- REVERSAL the opposite of a document's earlier moves (void, edit, reset).
  move_type text NOT NULL
    CHECK (move_type IN ('IN', 'OUT', 'RETURN', 'TRANSFER_IN', 'TRANSFER_OUT', 'ADJUSTMENT', 'REVERSAL')),
  document_id uuid,
  document_line_id uuid,
  reason text,
  -- signed: goods in positive, out negative.
  quantity numeric(18, 4) NOT NULL CHECK (quantity <> 0),
  value numeric(18, 2) NOT NULL,
  -- the card after this move.
  quantity_after numeric(18, 4) NOT NULL,
  value_after numeric(18, 2) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, id),
  CONSTRAINT stock_moves_card_key UNIQUE (organization_id, warehouse_id, item_id, card_position),
  CONSTRAINT stock_moves_balance_fk FOREIGN KEY (organization_id, warehouse_id, item_id)
    REFERENCES stock_balances (organization_id, warehouse_id, item_id),
  CONSTRAINT stock_moves_document_fk FOREIGN KEY (organization_id, document_id)
    REFERENCES documents (organization_id, id),
  CONSTRAINT stock_moves_not_negative CHECK (quantity_after >= 0 AND value_after >= 0),
  CONSTRAINT stock_moves_empty_is_worthless CHECK (quantity_after > 0 OR value_after = 0),
  CONSTRAINT stock_moves_sign CHECK ((quantity > 0 AND value >= 0) OR (quantity < 0 AND value <= 0)),
  CONSTRAINT stock_moves_reason CHECK (move_type <> 'ADJUSTMENT' OR reason IS NOT NULL)
);
CREATE INDEX stock_moves_document_idx ON stock_moves (organization_id, document_id) WHERE document_id IS NOT NULL;
CREATE INDEX stock_moves_date_idx ON stock_moves (organization_id, move_date);

CREATE FUNCTION stock_moves_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'STOCK.IMMUTABLE: % of a stock move is not allowed; append the opposite move', TG_OP
    USING ERRCODE = 'check_violation';
END $$;
CREATE TRIGGER stock_moves_append_only BEFORE UPDATE OR DELETE ON stock_moves
  FOR EACH ROW EXECUTE FUNCTION stock_moves_refuse_change();
