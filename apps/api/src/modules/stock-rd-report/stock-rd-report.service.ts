// รายงานสินค้าและวัตถุดิบ (Revenue Code s.87(3), decision 0195): for one warehouse and a month, each product's
// balance brought forward, the month's moves in date order (document, stock count or transfer number, quantity received or
// issued, the running balance and the value it stands at) and the balance carried forward. Read from the
// append-only stock moves: the balance brought forward is what the moves dated before the month sum to.
import type { StockRdReport, StockRdReportQuery } from '@banchee/contracts';
import { sql, type Database } from '@banchee/db';
import {
  formatDecimal,
  monthEnd,
  monthStart,
  parseDecimal,
  parseMoney,
  QUANTITY_SCALE,
  toMoneyString,
} from '@banchee/domain';
import { AppError } from '../../http/errors.ts';
import { findOrganization } from '../documents/index.ts';

const q4 = (text: string) => parseDecimal(text, QUANTITY_SCALE);
const qText = (value: bigint) => formatDecimal(value, QUANTITY_SCALE);

/** The remark column: what kind of move it was, in Thai (the report is a Thai legal record). */
const MOVE_REMARKS: Record<string, string> = {
  IN: 'รับสินค้า',
  OUT: 'จ่ายสินค้า (ขาย)',
  RETURN: 'รับคืนสินค้า',
  TRANSFER_IN: 'โอนเข้า',
  TRANSFER_OUT: 'โอนออก',
  ADJUSTMENT: 'ปรับปรุงจากการตรวจนับ',
  REVERSAL: 'ยกเลิกรายการ',
};

type MoveRow = {
  item_id: string;
  move_date: string;
  move_type: string;
  number: string | null;
  reason: string | null;
  quantity: string;
  value: string;
};

export async function stockRdReport(
  db: Database,
  organizationId: string,
  query: Pick<StockRdReportQuery, 'year' | 'month' | 'warehouseId' | 'itemId'>,
): Promise<StockRdReport> {
  const from = monthStart(query.year, query.month);
  const to = monthEnd(query.year, query.month);
  const item = query.itemId ? sql`AND m.item_id = ${query.itemId}` : sql``;
  const [owned, opening, moves, organization] = await Promise.all([
    db.execute<{ warehouse: string | null; item: boolean }>(sql`
      SELECT (SELECT name FROM warehouses WHERE organization_id = ${organizationId} AND id = ${query.warehouseId})
        AS warehouse,
        ${query.itemId ? sql`EXISTS (SELECT 1 FROM items WHERE organization_id = ${organizationId} AND id = ${query.itemId})` : sql`true`}
        AS item`),
    db.execute<{ item_id: string; quantity: string; value: string }>(sql`
      SELECT m.item_id, sum(m.quantity)::text AS quantity, sum(m.value)::text AS value
      FROM stock_moves m
      WHERE m.organization_id = ${organizationId} AND m.warehouse_id = ${query.warehouseId}
        AND m.move_date < ${from} ${item}
      GROUP BY m.item_id`),
    db.execute<MoveRow>(sql`
      SELECT m.item_id, m.move_date::text AS move_date, m.move_type, coalesce(d.number, c.number, t.number) AS number,
        m.reason, m.quantity::text, m.value::text
      FROM stock_moves m
      LEFT JOIN documents d ON d.organization_id = m.organization_id AND d.id = m.document_id
      LEFT JOIN stock_counts c ON c.organization_id = m.organization_id AND c.id = m.stock_count_id
      LEFT JOIN stock_transfers t ON t.organization_id = m.organization_id AND t.id = m.transfer_id
      WHERE m.organization_id = ${organizationId} AND m.warehouse_id = ${query.warehouseId}
        AND m.move_date BETWEEN ${from} AND ${to} ${item}
      ORDER BY m.item_id, m.move_date, m.card_position`),
    findOrganization(db, organizationId),
  ]);
  const check = owned.rows[0];
  if (!check?.warehouse) throw new AppError('STOCK.NOT_FOUND', 'No such warehouse');
  if (!check.item) throw new AppError('STOCK.NOT_FOUND', 'No such product');

  const openings = new Map(
    opening.rows.map((r) => [r.item_id, { quantity: q4(r.quantity), value: parseMoney(r.value) }]),
  );
  const itemIds = [
    ...new Set([
      ...opening.rows
        .filter((r) => q4(r.quantity) !== 0n || parseMoney(r.value) !== 0n)
        .map((r) => r.item_id),
      ...moves.rows.map((r) => r.item_id),
      ...(query.itemId ? [query.itemId] : []),
    ]),
  ];
  const items =
    itemIds.length === 0
      ? []
      : (
          await db.execute<{ id: string; code: string | null; name: string; unit: string | null }>(sql`
            SELECT id, code, name, unit FROM items
            WHERE organization_id = ${organizationId}
              AND id IN (${sql.join(
                itemIds.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})
            ORDER BY code NULLS LAST, name, id`)
        ).rows;

  const products = items.map((it) => {
    const start = openings.get(it.id) ?? { quantity: 0n, value: 0n };
    let quantity = start.quantity;
    let value = start.value;
    let received = 0n;
    let issued = 0n;
    const rows = moves.rows
      .filter((m) => m.item_id === it.id)
      .map((m) => {
        const moved = q4(m.quantity);
        quantity += moved;
        value += parseMoney(m.value);
        if (moved > 0n) received += moved;
        else issued -= moved;
        const kind = MOVE_REMARKS[m.move_type] ?? m.move_type;
        return {
          date: m.move_date,
          number: m.number ?? '',
          received: moved > 0n ? qText(moved) : '',
          issued: moved < 0n ? qText(-moved) : '',
          balance: qText(quantity),
          balanceValue: toMoneyString(value),
          remark: m.reason ? `${kind}: ${m.reason}` : kind,
          moveType: m.move_type,
          ...(m.reason ? { reason: m.reason } : {}),
        };
      });
    return {
      itemId: it.id,
      code: it.code ?? '',
      name: it.name,
      unit: it.unit ?? '',
      opening: { quantity: qText(start.quantity), value: toMoneyString(start.value) },
      rows,
      totals: { received: qText(received), issued: qText(issued) },
      closing: { quantity: qText(quantity), value: toMoneyString(value) },
    };
  });
  return {
    year: query.year,
    month: query.month,
    operator: {
      name: organization?.name ?? '',
      taxId: organization?.taxId ?? '',
      branch: organization?.branchCode ?? '',
      address: organization?.address ?? '',
    },
    warehouse: check.warehouse,
    products,
  };
}
