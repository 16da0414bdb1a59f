// Depreciation runs (issue 13, decision 0141). Every posting goes through the journals module's postEntry /
// reverseEntry in the caller's transaction, so a locked period (the lock date) refuses a run or an undo before
// anything is written, and the ledger always balances.
//
//   run (month | year)   one entry dated the period's last day: Dr expense · Cr accumulated depreciation per
//                        category, for what each active asset's schedule has accumulated by that day and the
//                        books do not hold yet (a skipped period is caught up). One run per period: a month of
//                        a year that was run, or the reverse, is refused (DEPRECIATION.PERIOD_TAKEN).
//   undo                 the latest run only: its entry reversed on its own date, the run forgotten
// Disposals (sale or write-off) are in disposal.service.ts.
import type { CreateDepreciationRunRequest, DepreciationRun, DepreciationRunList } from '@banchee/contracts';
import {
  and,
  assets,
  depreciationLines,
  depreciationRuns,
  desc,
  eq,
  isNull,
  lte,
  newId,
  sql,
  type Database,
  type Transaction,
} from '@banchee/db';
import {
  depreciationDue,
  parseMoney,
  periodOf,
  postDepreciation,
  sumMoney,
  THAI_MONTHS,
  toBuddhistYear,
  toMoneyString,
  type DepreciationCharge,
  type Money,
} from '@banchee/domain';
import { AppError, notFound } from '../../http/errors.ts';
import { compact, iso } from '../../http/serialize.ts';
import { checkDateOpen, postEntry, reverseEntry } from '../journals/index.ts';
import * as queries from './assets.queries.ts';
import { accumulatedOf, basisOf } from './assets.service.ts';

const runNotFound = () => notFound('DEPRECIATION_RUN', 'depreciation run');

/** One run at a time per organisation: the run and the undo hold the organisation row. */
async function lockOrganization(tx: Transaction, organizationId: string): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM organizations WHERE id = ${organizationId} FOR NO KEY UPDATE`);
}

/** The charge of `amount` on a category's accounts: Dr its expense account · Cr its accumulated depreciation. */
export function chargeOf(
  category: { readonly expenseAccountCode: string; readonly accumulatedAccountCode: string },
  amount: Money,
): DepreciationCharge {
  return {
    expenseAccount: category.expenseAccountCode,
    accumulatedAccount: category.accumulatedAccountCode,
    amount,
  };
}

function periodLabel(frequency: 'MONTH' | 'YEAR', start: string): string {
  const year = toBuddhistYear(Number(start.slice(0, 4)));
  return frequency === 'MONTH' ? `${THAI_MONTHS[Number(start.slice(5, 7)) - 1]} ${year}` : `ปี ${year}`;
}

export async function createRun(
  db: Database,
  userId: string,
  input: CreateDepreciationRunRequest,
): Promise<DepreciationRun> {
  const { organizationId, frequency } = input;
  const day = `${String(input.year).padStart(4, '0')}-${String(input.month ?? 1).padStart(2, '0')}-01`;
  const period = periodOf(day, frequency);
  const id = await db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const overlapping = await tx
      .select({ id: depreciationRuns.id })
      .from(depreciationRuns)
      .where(
        and(
          eq(depreciationRuns.organizationId, organizationId),
          lte(depreciationRuns.periodStart, period.end),
          sql`${depreciationRuns.periodEnd} >= ${period.start}`,
        ),
      );
    if (overlapping.length > 0) {
      throw new AppError('DEPRECIATION.PERIOD_TAKEN', 'Depreciation for this period has already been run.');
    }
    await checkDateOpen(tx, organizationId, period.end);

    const rows = await tx
      .select()
      .from(assets)
      .where(
        and(
          eq(assets.organizationId, organizationId),
          isNull(assets.deletedAt),
          eq(assets.status, 'ACTIVE'),
          lte(assets.startDate, period.end),
        ),
      )
      .orderBy(assets.code, assets.id);
    const categories = await queries.categoriesById(tx, organizationId, [
      ...new Set(rows.map((r) => r.categoryId)),
    ]);
    const booked = await queries.bookedByAsset(
      tx,
      organizationId,
      rows.map((r) => r.id),
    );
    const due = rows
      .map((row) => ({
        row,
        amount: depreciationDue(basisOf(row), accumulatedOf(row, booked.get(row.id)), period.end, frequency),
      }))
      .filter((d) => d.amount > 0n);
    const total = sumMoney(due.map((d) => d.amount));

    let entryId: string | null = null;
    if (total > 0n) {
      const charges: DepreciationCharge[] = due.map(({ row, amount }) => {
        const category = categories.get(row.categoryId);
        if (!category) throw new Error(`asset ${row.id} has no category`);
        return chargeOf(category, amount);
      });
      const entry = await postEntry(
        tx,
        organizationId,
        {
          date: period.end,
          description: `ค่าเสื่อมราคา ${periodLabel(frequency, period.start)}`,
          lines: postDepreciation(charges),
        },
        userId,
      );
      entryId = entry.id;
    }
    const runId = newId();
    await tx.insert(depreciationRuns).values({
      organizationId,
      id: runId,
      frequency,
      periodStart: period.start,
      periodEnd: period.end,
      entryId,
      total: toMoneyString(total),
      createdBy: userId,
    });
    if (entryId !== null) {
      const bookedBy = entryId;
      await tx.insert(depreciationLines).values(
        due.map(({ row, amount }) => ({
          organizationId,
          id: newId(),
          assetId: row.id,
          runId,
          entryId: bookedBy,
          throughDate: period.end,
          amount: toMoneyString(amount),
        })),
      );
    }
    return runId;
  });
  return getRun(db, organizationId, id);
}

interface RunRow extends Record<string, unknown> {
  id: string;
  organization_id: string;
  frequency: 'MONTH' | 'YEAR';
  period_start: string;
  period_end: string;
  total: string;
  entry_id: string | null;
  entry_number: string | null;
  reversed: boolean;
  created_at: string | Date;
}

async function runRows(db: Database | Transaction, organizationId: string, id?: string): Promise<RunRow[]> {
  const { rows } = await db.execute<RunRow>(sql`
    SELECT r.id::text AS id, r.organization_id::text AS organization_id, r.frequency,
      r.period_start::text AS period_start, r.period_end::text AS period_end, r.total::text AS total,
      r.entry_id::text AS entry_id, e.number AS entry_number,
      EXISTS (SELECT 1 FROM journal_entries x WHERE x.organization_id = r.organization_id
        AND x.reverses_entry_id = r.entry_id) AS reversed,
      r.created_at
    FROM depreciation_runs r
    LEFT JOIN journal_entries e ON e.organization_id = r.organization_id AND e.id = r.entry_id
    WHERE r.organization_id = ${organizationId} ${id ? sql`AND r.id = ${id}` : sql``}
    ORDER BY r.period_end DESC, r.created_at DESC`);
  return rows;
}

async function toRuns(
  db: Database | Transaction,
  organizationId: string,
  rows: RunRow[],
): Promise<DepreciationRun[]> {
  if (rows.length === 0) return [];
  const { rows: lines } = await db.execute<{
    run_id: string;
    asset_id: string;
    code: string | null;
    name: string;
    amount: string;
  }>(sql`
    SELECT l.run_id::text AS run_id, l.asset_id::text AS asset_id, a.code, a.name, l.amount::text AS amount
    FROM depreciation_lines l JOIN assets a ON a.organization_id = l.organization_id AND a.id = l.asset_id
    WHERE l.organization_id = ${organizationId} AND l.run_id::text IN (${sql.join(
      rows.map((r) => sql`${r.id}`),
      sql`, `,
    )})
    ORDER BY a.code, a.name`);
  return rows.map((row) =>
    compact({
      id: row.id,
      organizationId: row.organization_id,
      frequency: row.frequency,
      periodStart: row.period_start,
      periodEnd: row.period_end,
      total: toMoneyString(parseMoney(row.total)),
      entryId: row.entry_id,
      entryNumber: row.entry_number,
      reversed: row.reversed,
      lines: lines
        .filter((l) => l.run_id === row.id)
        .map((l) =>
          compact({
            assetId: l.asset_id,
            assetCode: l.code,
            assetName: l.name,
            amount: toMoneyString(parseMoney(l.amount)),
          }),
        ),
      created_at: iso(new Date(row.created_at)),
    }),
  );
}

export async function getRun(
  db: Database | Transaction,
  organizationId: string,
  id: string,
): Promise<DepreciationRun> {
  const [run] = await toRuns(db, organizationId, await runRows(db, organizationId, id));
  if (!run) throw runNotFound();
  return run;
}

export async function listRuns(db: Database, organizationId: string): Promise<DepreciationRunList> {
  return { data: await toRuns(db, organizationId, await runRows(db, organizationId)) };
}

/** Undoes the latest run: its entry is reversed on its own date (refused when that date is locked). */
export async function undoRun(
  db: Database,
  userId: string,
  organizationId: string,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const [latest] = await tx
      .select()
      .from(depreciationRuns)
      .where(eq(depreciationRuns.organizationId, organizationId))
      .orderBy(desc(depreciationRuns.periodEnd))
      .limit(1);
    const [run] = await runRows(tx, organizationId, id);
    if (!run) throw runNotFound();
    if (latest?.id !== id) {
      throw new AppError('DEPRECIATION.NOT_LATEST', 'Only the latest depreciation run can be undone.');
    }
    const { rows: disposed } = await tx.execute(sql`
      SELECT 1 FROM depreciation_lines l JOIN assets a ON a.organization_id = l.organization_id AND a.id = l.asset_id
      WHERE l.organization_id = ${organizationId} AND l.run_id = ${id} AND a.status <> 'ACTIVE' LIMIT 1`);
    if (disposed.length > 0) {
      throw new AppError('DEPRECIATION.ASSET_DISPOSED', 'An asset of this run has been disposed since.');
    }
    if (run.entry_id !== null && !run.reversed) {
      await reverseEntry(
        tx,
        organizationId,
        run.entry_id,
        { date: run.period_end, reason: 'ยกเลิกการคำนวณค่าเสื่อมราคา' },
        userId,
      );
    }
    await tx
      .delete(depreciationLines)
      .where(and(eq(depreciationLines.organizationId, organizationId), eq(depreciationLines.runId, id)));
    await tx
      .delete(depreciationRuns)
      .where(and(eq(depreciationRuns.organizationId, organizationId), eq(depreciationRuns.id, id)));
  });
}
