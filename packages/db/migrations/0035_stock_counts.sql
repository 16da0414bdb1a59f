-- 0035 stock counts and adjustments (issue 13 "Stock", decision 0194). A count is one warehouse's counted
-- quantities (or surplus / shortage quantities with a reason) on a day: each difference is a stock move
-- (ADJUSTMENT) at the card's average cost, and the count's journal entry posts shortages Dr 51116 · Cr 11510 and
-- surpluses Dr 11510 · Cr 51117. Numbered SC + date + running number by the documents' counters (gapless). A
-- void appends the opposite moves (REVERSAL) and reverses the entry; nothing is updated but the status.
CREATE TABLE stock_counts (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  number text NOT NULL,
  count_date date NOT NULL,
  warehouse_id uuid NOT NULL,
  remarks text,
  status text NOT NULL DEFAULT 'POSTED' CHECK (status IN ('POSTED', 'VOID')),
  -- null when no difference carried value (the count agreed with the cards).
  journal_entry_id uuid,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  voided_at timestamptz,
  PRIMARY KEY (organization_id, id),
  CONSTRAINT stock_counts_number_key UNIQUE (organization_id, number),
  CONSTRAINT stock_counts_warehouse_fk FOREIGN KEY (organization_id, warehouse_id)
    REFERENCES warehouses (organization_id, id),
  CONSTRAINT stock_counts_entry_fk FOREIGN KEY (organization_id, journal_entry_id)
    REFERENCES journal_entries (organization_id, id),
  CONSTRAINT stock_counts_void_shape CHECK ((status = 'VOID') = (voided_at IS NOT NULL))
);
CREATE INDEX stock_counts_list_idx ON stock_counts (organization_id, count_date, number);

CREATE TABLE stock_count_lines (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  stock_count_id uuid NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  item_id uuid NOT NULL,
  -- what the card held when counted, and the count (null when the line gave a surplus / shortage quantity).
  on_hand_quantity numeric(18, 4) NOT NULL CHECK (on_hand_quantity >= 0),
  counted_quantity numeric(18, 4) CHECK (counted_quantity >= 0),
  -- signed: + surplus, − shortage; its value is what the move carried.
  difference numeric(18, 4) NOT NULL,
  value numeric(18, 2) NOT NULL,
  reason text NOT NULL CHECK (length(btrim(reason)) > 0),
  PRIMARY KEY (organization_id, stock_count_id, position),
  CONSTRAINT stock_count_lines_item_key UNIQUE (organization_id, stock_count_id, item_id),
  CONSTRAINT stock_count_lines_count_fk FOREIGN KEY (organization_id, stock_count_id)
    REFERENCES stock_counts (organization_id, id),
  CONSTRAINT stock_count_lines_item_fk FOREIGN KEY (organization_id, item_id)
    REFERENCES items (organization_id, id),
  CONSTRAINT stock_count_lines_counted CHECK (
    counted_quantity IS NULL OR counted_quantity = on_hand_quantity + difference),
  CONSTRAINT stock_count_lines_adjusted CHECK (counted_quantity IS NOT NULL OR difference <> 0),
  CONSTRAINT stock_count_lines_not_below_zero CHECK (on_hand_quantity + difference >= 0),
  CONSTRAINT stock_count_lines_sign CHECK (
    (difference > 0 AND value >= 0) OR (difference < 0 AND value <= 0) OR (difference = 0 AND value = 0))
);

-- A count's moves name the count (a stock move belongs to a document or a count, never both).
ALTER TABLE stock_moves ADD COLUMN stock_count_id uuid;
ALTER TABLE stock_moves ADD CONSTRAINT stock_moves_count_fk FOREIGN KEY (organization_id, stock_count_id)
  REFERENCES stock_counts (organization_id, id);
-- A move belongs to at most one of a document, an inter-warehouse transfer (0034) and a stock count.
ALTER TABLE stock_moves DROP CONSTRAINT stock_moves_one_source;
ALTER TABLE stock_moves ADD CONSTRAINT stock_moves_one_source
  CHECK (num_nonnulls(document_id, transfer_id, stock_count_id) <= 1);
CREATE INDEX stock_moves_count_idx ON stock_moves (organization_id, stock_count_id) WHERE stock_count_id IS NOT NULL;
