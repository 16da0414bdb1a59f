-- 0034 inter-warehouse transfers (issue 13 "Stock", decision 0192): a transfer moves products from one of the
-- organisation's warehouses to another. It is its own small record (not a document kind: no party, no prices,
-- no VAT, no journal entry) numbered by the one allocator (document_counters, prefix TF). It is DONE when made
-- — its stock moves are written with it — and VOID when taken back (REVERSAL moves, the moves are never edited).
-- Its moves point at it through stock_moves.transfer_id (a move belongs to a document or a transfer, not both).

CREATE TABLE stock_transfers (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  number text NOT NULL CHECK (length(number) BETWEEN 1 AND 50),
  transfer_date date NOT NULL,
  from_warehouse_id uuid NOT NULL,
  to_warehouse_id uuid NOT NULL,
  note text CHECK (note IS NULL OR length(note) <= 1000),
  status text NOT NULL DEFAULT 'DONE' CHECK (status IN ('DONE', 'VOID')),
  -- the day the transfer was taken back (its REVERSAL moves are dated that day).
  void_date date,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, id),
  CONSTRAINT stock_transfers_number_key UNIQUE (organization_id, number),
  CONSTRAINT stock_transfers_from_fk FOREIGN KEY (organization_id, from_warehouse_id)
    REFERENCES warehouses (organization_id, id),
  CONSTRAINT stock_transfers_to_fk FOREIGN KEY (organization_id, to_warehouse_id)
    REFERENCES warehouses (organization_id, id),
  CONSTRAINT stock_transfers_two_places CHECK (from_warehouse_id <> to_warehouse_id),
  CONSTRAINT stock_transfers_void_date CHECK ((status = 'VOID') = (void_date IS NOT NULL)),
  CONSTRAINT stock_transfers_void_after CHECK (void_date IS NULL OR void_date >= transfer_date)
);
CREATE INDEX stock_transfers_list_idx ON stock_transfers (organization_id, transfer_date DESC, number DESC);

CREATE TABLE stock_transfer_lines (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  transfer_id uuid NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  item_id uuid NOT NULL,
  quantity numeric(18, 4) NOT NULL CHECK (quantity > 0),
  -- what the goods carried: the source's moving-average cost of the quantity (equal out and in), in baht.
  value numeric(18, 2) NOT NULL CHECK (value >= 0),
  PRIMARY KEY (organization_id, transfer_id, position),
  CONSTRAINT stock_transfer_lines_transfer_fk FOREIGN KEY (organization_id, transfer_id)
    REFERENCES stock_transfers (organization_id, id) ON DELETE CASCADE,
  CONSTRAINT stock_transfer_lines_item_fk FOREIGN KEY (organization_id, item_id)
    REFERENCES items (organization_id, id)
);

ALTER TABLE stock_moves ADD COLUMN transfer_id uuid;
ALTER TABLE stock_moves
  ADD CONSTRAINT stock_moves_transfer_fk FOREIGN KEY (organization_id, transfer_id)
    REFERENCES stock_transfers (organization_id, id),
  ADD CONSTRAINT stock_moves_one_source CHECK (document_id IS NULL OR transfer_id IS NULL),
  ADD CONSTRAINT stock_moves_transfer_type
    CHECK (move_type NOT IN ('TRANSFER_IN', 'TRANSFER_OUT') OR transfer_id IS NOT NULL);
CREATE INDEX stock_moves_transfer_idx ON stock_moves (organization_id, transfer_id) WHERE transfer_id IS NOT NULL;
