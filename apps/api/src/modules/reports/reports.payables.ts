// Accounts payable (issue #11 §2, decision 0172): the aging of what the organisation owes its suppliers and one
// supplier's statement, both read from the ledger's payable control account 21210, so both reconcile to it.
//   aging      the receivable aging's query with the sides swapped (bills are credits, payments debits): per
//              supplier, open bills by days past their due date; total = the 21210 balance as of the date.
//   statement  the supplier's 21210 lines from `from` to `to` with the balance before `from` and a running
//              balance; an entry and its reversal both inside the range are left out (a voided bill or slip),
//              a reversal of an entry from before the range is shown. Closing = the supplier's 21210 balance.
import type { SupplierStatementReport } from '@banchee/contracts';
import { sql, type Database } from '@banchee/db';
import { parseMoney, sumMoney, toMoneyString, type CalendarDate, type Money } from '@banchee/domain';
import { queryAccountNet, queryReceivableAging } from './reports.queries.ts';
import { receivableAgingTable, type ReportTable } from './reports.serialize.ts';
import { agingTotals, type ReceivableAging } from './reports.aging.ts';
import { checkRange } from './reports.service.ts';

export const PAYABLE_ACCOUNT = '21210';

export async function getPayableAging(
  db: Database,
  organizationId: string,
  asOf: CalendarDate,
): Promise<ReceivableAging> {
  const [rows, net] = await Promise.all([
    queryReceivableAging(db, organizationId, PAYABLE_ACCOUNT, asOf, 'credit'),
    queryAccountNet(db, organizationId, PAYABLE_ACCOUNT, asOf),
  ]);
  const totals = agingTotals(rows);
  // A payable's balance is a credit: what is owed is −(Σdebit − Σcredit).
  const accountBalance = -net;
  return {
    asOf,
    accountCode: PAYABLE_ACCOUNT,
    rows,
    totals,
    accountBalance,
    reconciles: totals.total === accountBalance,
  };
}

export interface SupplierStatementRow {
  readonly date: CalendarDate;
  readonly entryNumber: string;
  readonly documentId: string | null;
  readonly kind: string | null;
  readonly number: string | null;
  readonly description: string;
  readonly billed: Money;
  readonly paid: Money;
  readonly balance: Money;
}

export interface SupplierStatement {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  readonly accountCode: string;
  readonly contactId: string;
  readonly contactName: string;
  readonly opening: Money;
  readonly rows: readonly SupplierStatementRow[];
  readonly totals: { readonly billed: Money; readonly paid: Money };
  readonly closing: Money;
}

/** The statement, or null when `contactId` is not a contact of the organisation. */
export async function getSupplierStatement(
  db: Database,
  organizationId: string,
  contactId: string,
  from: CalendarDate,
  to: CalendarDate,
): Promise<SupplierStatement | null> {
  checkRange(from, to);
  const contact = await db.execute<{ contact_name: string }>(sql`
    SELECT contact_name FROM contacts WHERE organization_id = ${organizationId} AND id = ${contactId}`);
  const contactName = contact.rows[0]?.contact_name;
  if (contactName === undefined) return null;
  const { rows } = await db.execute<{
    entry_date: string;
    entry_number: string;
    source_document_id: string | null;
    kind: string | null;
    number: string | null;
    description: string;
    debit: string;
    credit: string;
    before_range: boolean;
  }>(sql`
    SELECT l.entry_date::text AS entry_date, e.number AS entry_number, e.source_document_id::text,
           coalesce(d.kind, e.source_kind) AS kind, coalesce(d.number, e.source_number) AS number,
           e.description, l.debit::text AS debit, l.credit::text AS credit,
           l.entry_date < ${from} AS before_range
    FROM journal_lines l
    JOIN journal_entries e ON e.organization_id = l.organization_id AND e.id = l.entry_id
    LEFT JOIN documents d ON d.organization_id = e.organization_id AND d.id = e.source_document_id
    LEFT JOIN journal_entries o ON o.organization_id = e.organization_id AND o.id = e.reverses_entry_id
    WHERE l.organization_id = ${organizationId} AND l.account_code = ${PAYABLE_ACCOUNT}
      AND l.contact_id = ${contactId} AND l.entry_date <= ${to}
      AND (l.entry_date < ${from} OR NOT (
            -- an entry reversed inside the range, and that reversal: both left out
            EXISTS (SELECT 1 FROM journal_entries r WHERE r.organization_id = e.organization_id
                      AND r.reverses_entry_id = e.id AND r.entry_date <= ${to})
            OR (o.id IS NOT NULL AND o.entry_date >= ${from})))
    ORDER BY l.entry_date, e.number, l.id`);
  let opening = 0n;
  let balance = 0n;
  const lines: SupplierStatementRow[] = [];
  for (const row of rows) {
    const billed = parseMoney(row.credit);
    const paid = parseMoney(row.debit);
    if (row.before_range) {
      opening += billed - paid;
      balance = opening;
      continue;
    }
    balance += billed - paid;
    lines.push({
      date: row.entry_date,
      entryNumber: row.entry_number,
      documentId: row.source_document_id,
      kind: row.kind,
      number: row.number,
      description: row.description,
      billed,
      paid,
      balance,
    });
  }
  return {
    from,
    to,
    accountCode: PAYABLE_ACCOUNT,
    contactId,
    contactName,
    opening,
    rows: lines,
    totals: { billed: sumMoney(lines.map((l) => l.billed)), paid: sumMoney(lines.map((l) => l.paid)) },
    closing: balance,
  };
}

// ---------------------------------------------------------------- on the wire

const s = toMoneyString;
const opt = <T>(value: T | null) => (value === null ? undefined : value);

export function supplierStatementJson(statement: SupplierStatement): SupplierStatementReport {
  return {
    from: statement.from,
    to: statement.to,
    accountCode: statement.accountCode,
    contactId: statement.contactId,
    contactName: statement.contactName,
    opening: s(statement.opening),
    rows: statement.rows.map((row) => ({
      date: row.date,
      entryNumber: row.entryNumber,
      documentId: opt(row.documentId),
      kind: opt(row.kind),
      number: opt(row.number),
      description: row.description,
      billed: s(row.billed),
      paid: s(row.paid),
      balance: s(row.balance),
    })),
    totals: { billed: s(statement.totals.billed), paid: s(statement.totals.paid) },
    closing: s(statement.closing),
  };
}

/** The payable aging as a table: the receivable aging's columns under the payable's titles. */
export function payableAgingTable(aging: ReceivableAging): ReportTable {
  return {
    ...receivableAgingTable(aging),
    titleTh: `รายงานอายุเจ้าหนี้ (${aging.accountCode})`,
    titleEn: `Accounts payable aging (${aging.accountCode})`,
  };
}

export function supplierStatementTable(statement: SupplierStatement): ReportTable {
  return {
    titleTh: `รายการเคลื่อนไหวเจ้าหนี้ ${statement.contactName}`,
    titleEn: `Supplier statement ${statement.contactName}`,
    period: `${statement.from} – ${statement.to}`,
    header: ['date', 'entry', 'document', 'description', 'billed', 'paid', 'balance'],
    rows: [
      ['', '', '', 'ยอดยกมา / Opening balance', null, null, statement.opening],
      ...statement.rows.map((row) => [
        row.date,
        row.entryNumber,
        row.number ?? '',
        row.description,
        row.billed,
        row.paid,
        row.balance,
      ]),
      [
        '',
        '',
        '',
        'ยอดคงเหลือ / Closing balance',
        statement.totals.billed,
        statement.totals.paid,
        statement.closing,
      ],
    ],
    totalRows: [0, statement.rows.length + 1],
  };
}
