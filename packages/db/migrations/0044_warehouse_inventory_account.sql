-- 0044 per-warehouse inventory accounts (issue 13 "Stock", decision 0211). Each warehouse keeps its goods on an
-- inventory account of the organisation's chart under 115xx (11510 merchandise by default: every warehouse made
-- before this migration stays there), and every stock posting of its goods uses it; a transfer between warehouses
-- on different accounts posts Dr to-account · Cr from-account in the transfer's own entry
-- (stock_transfers.journal_entry_id, 0043). The account must exist in the organisation's chart (foreign key);
-- that it is a postable debit asset account, and that it changes only while the warehouse holds no stock value,
-- is checked by the API (packages/domain/src/stock/inventory-account.ts).

ALTER TABLE warehouses
  ADD COLUMN inventory_account_code text NOT NULL DEFAULT '11510',
  ADD CONSTRAINT warehouses_inventory_account_115xx CHECK (inventory_account_code ~ '^115[0-9][0-9]$'),
  ADD CONSTRAINT warehouses_inventory_account_fk FOREIGN KEY (organization_id, inventory_account_code)
    REFERENCES accounts (organization_id, code);

-- Each move records the account its value was posted to (the warehouse's at the time; every move made before
-- this migration was on 11510). Taking a move back (void, reject, reset, edit of its source) reverses the entry
-- that posted it to that account, so it is refused once the warehouse has moved to another account
-- (STOCK.ACCOUNT_CHANGED): the goods would come back onto an account the reversal does not post to.
ALTER TABLE stock_moves
  ADD COLUMN inventory_account_code text NOT NULL DEFAULT '11510'
    CONSTRAINT stock_moves_inventory_account_115xx CHECK (inventory_account_code ~ '^115[0-9][0-9]$');
