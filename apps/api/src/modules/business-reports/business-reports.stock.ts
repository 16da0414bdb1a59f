// The stock reports on the business-report frame (issue 13 "Stock", decision 0185): 'inventory' — stock on hand
// per warehouse and product with its value, reconciled when not narrowed to the inventory accounts its warehouses
// keep goods on (11510 unless a warehouse names another, decision 0211; per account when several) — and 'stock-card' —
// a product's moves with the running quantity, unit cost and value. Stock on hand is what the cards hold now (the
// period does not narrow it); the card lists the moves dated in the period.
import type { BusinessReportQuery, ReportColumnType, ReportDrill } from '@banchee/contracts';
import type { Database } from '@banchee/db';
import {
  ACCOUNTS,
  averageUnitCost,
  formatDecimal,
  parseDecimal,
  parseMoney,
  QUANTITY_SCALE,
  sumMoney,
} from '@banchee/domain';
import { queryAccountNet } from '../reports/index.ts';
import { inventoryAccountsInUse, stockCard, stockOnHand, type OnHandRow } from '../stock/index.ts';

const col = (key: string, type: ReportColumnType) => ({ key, type });
const q4 = (text: string) => parseDecimal(text, QUANTITY_SCALE);
const unitCost = (quantity: string, value: string) =>
  formatDecimal(averageUnitCost({ quantity: q4(quantity), value: parseMoney(value) }), QUANTITY_SCALE);

export async function inventoryReport(db: Database, org: string, f: BusinessReportQuery) {
  const found = await stockOnHand(db, org, { warehouseId: f.warehouseId, itemId: f.itemId });
  const rows = found.map((r) => ({
    cells: {
      warehouse: r.warehouse_name,
      code: r.item_code,
      name: r.item_name,
      unit: r.unit,
      quantity: r.quantity,
      unitCost: unitCost(r.quantity, r.value),
      value: parseMoney(r.value),
    },
    drill: { type: 'report', report: 'stock-card', filter: 'itemId', value: r.item_id } satisfies ReportDrill,
  }));
  const total = sumMoney(rows.map((r) => r.cells.value));
  const narrowed = f.warehouseId !== undefined || f.itemId !== undefined;
  return {
    columns: [
      col('warehouse', 'text'),
      col('code', 'text'),
      col('name', 'text'),
      col('unit', 'text'),
      col('quantity', 'quantity'),
      col('unitCost', 'quantity'),
      col('value', 'money'),
    ],
    rows,
    rowCount: rows.length,
    totals: { value: total },
    ...(narrowed ? {} : { reconciliation: await reconcileByAccount(db, org, found, f.to) }),
  };
}

/** Each inventory account's stock value beside its ledger balance on `asOf`; the listing only when several. */
async function reconcileByAccount(db: Database, org: string, found: readonly OnHandRow[], asOf: string) {
  const accounts = [...new Set([ACCOUNTS.inventory, ...(await inventoryAccountsInUse(db, org))])].sort();
  const byAccount = await Promise.all(
    accounts.map(async (account) => {
      const report = sumMoney(
        found.filter((r) => r.inventory_account === account).map((r) => parseMoney(r.value)),
      );
      const ledger = await queryAccountNet(db, org, account, asOf);
      return { account, report, ledger, reconciles: report === ledger };
    }),
  );
  const report = sumMoney(byAccount.map((a) => a.report));
  const ledger = sumMoney(byAccount.map((a) => a.ledger));
  return {
    accounts: accounts.join(', '),
    report,
    ledger,
    reconciles: byAccount.every((a) => a.reconciles),
    ...(byAccount.length > 1 ? { byAccount } : {}),
  };
}

export async function stockCardReport(db: Database, org: string, f: BusinessReportQuery, limit: number) {
  // Without a product there is no card to show: an empty report (the page asks for a product).
  const moves = f.itemId ? await stockCard(db, org, { ...f, itemId: f.itemId }, limit + 1) : [];
  const rows = moves.slice(0, limit).map((m) => {
    const quantity = q4(m.quantity);
    const value = parseMoney(m.value);
    // Goods in on a negative card: their cost = what the card took + the COGS correction (decision 0205).
    const correction = parseMoney(m.cost_correction);
    const cost = value + correction;
    return {
      cells: {
        date: m.move_date,
        warehouse: m.warehouse_name,
        number: m.document_number ?? m.reason,
        moveType: m.move_type,
        quantityIn: quantity > 0n ? m.quantity : null,
        quantityOut: quantity < 0n ? formatDecimal(-quantity, QUANTITY_SCALE) : null,
        unitCost: formatDecimal(
          averageUnitCost({
            quantity: quantity < 0n ? -quantity : quantity,
            value: cost < 0n ? -cost : cost,
          }),
          QUANTITY_SCALE,
        ),
        value,
        costCorrection: correction === 0n ? null : correction,
        quantityAfter: m.quantity_after,
        valueAfter: parseMoney(m.value_after),
      },
      ...(m.document_id && m.document_kind
        ? {
            drill: {
              type: 'document',
              documentKind: m.document_kind,
              documentId: m.document_id,
            } satisfies ReportDrill,
          }
        : {}),
    };
  });
  return {
    columns: [
      col('date', 'date'),
      col('warehouse', 'text'),
      col('number', 'text'),
      col('moveType', 'text'),
      col('quantityIn', 'quantity'),
      col('quantityOut', 'quantity'),
      col('unitCost', 'quantity'),
      col('value', 'money'),
      col('costCorrection', 'money'),
      col('quantityAfter', 'quantity'),
      col('valueAfter', 'money'),
    ],
    rows,
    rowCount: moves.length > limit ? limit + 1 : rows.length,
    totals: { value: sumMoney(rows.map((r) => r.cells.value)) },
  };
}
