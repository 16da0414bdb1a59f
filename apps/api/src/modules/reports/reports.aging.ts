// The receivable aging as data: per customer, what is open on the receivable control account by days past due,
// reconciled to the account's balance. Amounts are Money (bigint satang).
import type { Database } from '@banchee/db';
import { sumMoney, type CalendarDate, type Money } from '@banchee/domain';
import { queryAccountNet, queryReceivableAging, type AgingSums } from './reports.queries.ts';

export interface ReceivableAging {
  readonly asOf: CalendarDate;
  readonly accountCode: string;
  readonly rows: readonly AgingSums[];
  readonly totals: Omit<AgingSums, 'contactId' | 'contactName'>;
  /** The control account's balance as of `asOf`; equals totals.total. */
  readonly accountBalance: Money;
  readonly reconciles: boolean;
}

/** The sum of each aging column over the rows (receivable and payable agings alike). */
export function agingTotals(rows: readonly AgingSums[]): ReceivableAging['totals'] {
  const total = (pick: (row: AgingSums) => Money) => sumMoney(rows.map(pick));
  return {
    notDue: total((row) => row.notDue),
    days1to30: total((row) => row.days1to30),
    days31to60: total((row) => row.days31to60),
    days61to90: total((row) => row.days61to90),
    over90: total((row) => row.over90),
    total: total((row) => row.total),
  };
}

export const RECEIVABLE_ACCOUNT = '11310';

export async function getReceivableAging(
  db: Database,
  organizationId: string,
  asOf: CalendarDate,
  accountCode: string = RECEIVABLE_ACCOUNT,
): Promise<ReceivableAging> {
  const [rows, accountBalance] = await Promise.all([
    queryReceivableAging(db, organizationId, accountCode, asOf),
    queryAccountNet(db, organizationId, accountCode, asOf),
  ]);
  const totals = agingTotals(rows);
  return { asOf, accountCode, rows, totals, accountBalance, reconciles: totals.total === accountBalance };
}
