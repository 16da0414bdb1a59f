// The inventory account a warehouse keeps its goods on (decision 0211), for postings made before or without
// its cards being locked (a purchase bill's goods debit, a count's entry).
import { sql, type Database, type Transaction } from '@banchee/db';
import { ACCOUNTS } from '@banchee/domain';

/** The warehouse's inventory account (11510 when the warehouse is unknown: nothing moves there anyway). */
export async function inventoryAccountOf(
  db: Database | Transaction,
  organizationId: string,
  warehouseId: string,
): Promise<string> {
  const { rows } = await db.execute<{ account: string }>(sql`
    SELECT inventory_account_code AS account FROM warehouses
    WHERE organization_id = ${organizationId} AND id = ${warehouseId}`);
  return rows[0]?.account ?? ACCOUNTS.inventory;
}
