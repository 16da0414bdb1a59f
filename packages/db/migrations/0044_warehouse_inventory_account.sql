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
