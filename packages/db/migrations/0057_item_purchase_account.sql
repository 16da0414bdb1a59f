-- 0057 An item's purchase account (issue 24 item 2, decision 0247): the account a purchase line of the item is
-- booked to when it names none (a service, or a product bought on an expense; a stock product received into a
-- warehouse still goes to that warehouse's inventory account). It is an account of the organisation's own chart
-- (composite foreign key); that it is an active, postable expense account of spec §9 (51111.01–53032.99) is
-- checked by the API (packages/domain/src/records/item-purchase-account.ts), the format here. Deleting the account
-- (only one without postings can be) clears it from the items that name it: their lines then ask for an account.
ALTER TABLE items
  ADD COLUMN purchase_account_code text
    CONSTRAINT items_purchase_account_expense CHECK (purchase_account_code ~ '^5[0-9]{4}(\.[0-9]{2})?$'),
  ADD CONSTRAINT items_purchase_account_fk FOREIGN KEY (organization_id, purchase_account_code)
    REFERENCES accounts (organization_id, code) ON DELETE SET NULL (purchase_account_code);
