-- 0043 negative stock (issue 13 "Stock", decision 0205). An organisation may allow sales to take stock below zero
-- (organizations.allow_negative_stock, default off: refused as before). A card may then hold a negative quantity,
-- its value negative too (what the missing units left at); the CHECKs now ask that a card's value follow the sign
-- of its quantity (an empty shelf still worth nothing). Goods arriving on a negative card first cover the
-- shortfall: the difference between their cost and the cost the missing units left at is a COGS correction
-- (Dr/Cr 51118 · 11510) recorded on the move (stock_moves.cost_correction: the move's value is its cost less
-- it). stock_balances.last_unit_cost is the cost a sale from an empty shelf leaves at. A transfer arriving on a
-- negative card posts its correction in an entry of its own (stock_transfers.journal_entry_id).

ALTER TABLE organizations ADD COLUMN allow_negative_stock boolean NOT NULL DEFAULT false;

ALTER TABLE stock_balances
  ADD COLUMN last_unit_cost numeric(18, 4) NOT NULL DEFAULT 0 CHECK (last_unit_cost >= 0),
  DROP CONSTRAINT stock_balances_not_negative,
  DROP CONSTRAINT stock_balances_empty_is_worthless,
  ADD CONSTRAINT stock_balances_value_sign
    CHECK ((quantity > 0 AND value >= 0) OR (quantity = 0 AND value = 0) OR (quantity < 0 AND value <= 0));

ALTER TABLE stock_moves
  ADD COLUMN cost_correction numeric(18, 2) NOT NULL DEFAULT 0,
  DROP CONSTRAINT stock_moves_not_negative,
  DROP CONSTRAINT stock_moves_empty_is_worthless,
  ADD CONSTRAINT stock_moves_value_sign CHECK (
    (quantity_after > 0 AND value_after >= 0) OR (quantity_after = 0 AND value_after = 0)
    OR (quantity_after < 0 AND value_after <= 0)),
  -- only goods coming in correct a cost.
  ADD CONSTRAINT stock_moves_correction_in CHECK (cost_correction = 0 OR quantity > 0);

-- A count may find goods on a card that stood below zero (it never takes one below zero).
ALTER TABLE stock_count_lines DROP CONSTRAINT stock_count_lines_on_hand_quantity_check;

ALTER TABLE stock_transfers
  ADD COLUMN journal_entry_id uuid,
  ADD CONSTRAINT stock_transfers_entry_fk FOREIGN KEY (organization_id, journal_entry_id)
    REFERENCES journal_entries (organization_id, id);
