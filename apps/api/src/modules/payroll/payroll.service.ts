// Use cases of payroll runs (issue #14; decision 0132). Every call needs payroll access (decision 0130). A DRAFT
// run is recomputed from the employees on every edit; approving posts the run's entry (Dr staff expense by
// department type and employer contributions · Cr payables and accrued salaries, thai-tax-reference §11 (l)) and
// freezes it; paying posts Dr accrued salaries · Cr bank. Both postings go through the journals' postEntry, so
// locked periods are refused (LEDGER.PERIOD_LOCKED) and nothing is half-written.
import type {
  CreatePayrollRunRequest,
  ListPayrollRunsQuery,
  PayrollLineInput,
  PayrollRun,
  PayrollRunList,
  PayrollRunStatusRequest,
  UpdatePayrollRunRequest,
} from '@banchee/contracts';
import { newId, payrollRuns, type Database, type Transaction } from '@banchee/db';
import {
  ACCOUNTS,
  THAI_MONTHS,
  compareDates,
  monthEnd,
  monthStart,
  parseMoney,
  postPayrollApproval,
  postPayrollPayment,
  sumMoney,
  toBuddhistYear,
  type CalendarDate,
  type PayPeriod,
} from '@banchee/domain';
import { AppError, notFound, validationError } from '../../http/errors.ts';
import { compact, iso } from '../../http/serialize.ts';
import { getBankAccount } from '../bank-accounts/index.ts';
import { checkDateOpen, LedgerError, postEntry, reverseEntry } from '../journals/index.ts';
import { requirePayrollAccess } from '../employees/index.ts';
import {
  computeLine,
  inputsOf,
  payLineOf,
  toPayrollLine,
  totalsOf,
  yearToDateOf,
  type EmployedRow,
} from './payroll.compute.ts';
import * as queries from './payroll.queries.ts';

const missing = () => notFound('PAYROLL', 'payroll run');

function periodOf(year: number, month: number, payDate: CalendarDate): PayPeriod {
  // the pay date lies in the run's month or the next one (PND1 and social security are filed by pay month)
  const next = month === 12 ? monthEnd(year + 1, 1) : monthEnd(year, month + 1);
  if (compareDates(payDate, monthStart(year, month)) < 0 || compareDates(payDate, next) > 0) {
    throw validationError([
      { path: 'pay_date', message: 'the pay date is in the run month or the next one' },
    ]);
  }
  return { year, month, payDate };
}

/**
 * A run is refused at creation and on every edit when its pay date, the date its approval posts on, is in a
 * locked period (or before the conversion date): the ledger's code on the field `pay_date` (decision 0234).
 */
async function assertPayDateOpen(tx: Transaction, organizationId: string, payDate: CalendarDate) {
  try {
    await checkDateOpen(tx, organizationId, payDate);
  } catch (error) {
    if (error instanceof LedgerError) throw new LedgerError(error.code, error.message, 'pay_date');
    throw error;
  }
}

/** "เงินเดือน มีนาคม 2569" */
export function runTitle(run: Pick<queries.RunRow, 'year' | 'month'>): string {
  return `เงินเดือน ${THAI_MONTHS[run.month - 1] ?? ''} ${toBuddhistYear(run.year)}`;
}

async function toRun(
  db: Database | Transaction,
  run: queries.RunRow,
  withLines: boolean,
): Promise<PayrollRun> {
  const lines = await queries.linesOf(db, run.organizationId, [run.id]);
  const entryIds = [run.approvedEntryId, run.paidEntryId].filter((id): id is string => id !== null);
  const numbers = await queries.entryNumbers(db, run.organizationId, entryIds);
  return compact({
    id: run.id,
    organizationId: run.organizationId,
    year: run.year,
    month: run.month,
    pay_date: run.payDate,
    status: run.status,
    totals: totalsOf(lines),
    approved_entry_id: run.approvedEntryId,
    approved_entry_number: run.approvedEntryId ? numbers.get(run.approvedEntryId) : undefined,
    paid_entry_id: run.paidEntryId,
    paid_entry_number: run.paidEntryId ? numbers.get(run.paidEntryId) : undefined,
    paid_on: run.paidOn,
    payment_account_code: run.paymentAccountCode,
    lines: withLines ? lines.map(toPayrollLine) : undefined,
    created_at: iso(run.createdAt),
    updated_at: iso(run.updatedAt),
  });
}

/**
 * Recomputes every line of a draft from the employees employed in the month, the given inputs and what the
 * approved runs earlier in the tax year paid (the PND1 estimate, decision 0231). `requested` gives the request
 * line index of an employee for a field error.
 */
async function computeLines(
  tx: Transaction,
  organizationId: string,
  period: PayPeriod,
  inputs: ReadonlyMap<string, PayrollLineInput>,
  requested: ReadonlyMap<string, number> = new Map(),
) {
  const { year, month, payDate } = period;
  const employed = (await queries.employeesEmployedIn(
    tx,
    organizationId,
    monthStart(year, month),
    monthEnd(year, month),
  )) as EmployedRow[];
  if (employed.length === 0) {
    throw new AppError('PAYROLL.NO_EMPLOYEES', 'No employee is employed in this month.');
  }
  const before = new Map(
    (await queries.yearToDate(tx, organizationId, payDate, year, month)).map((row) => [
      row.employee_id,
      yearToDateOf(row),
    ]),
  );
  return employed.map((row) => {
    const id = row.employee.id;
    const index = requested.get(id);
    const path = index === undefined ? 'lines' : `lines.${index}`;
    return { id: newId(), ...computeLine(row, period, inputs.get(id), before.get(id), path) };
  });
}

/**
 * After a run is approved or its approval reversed, the later DRAFT runs are recomputed from their stored inputs:
 * their PND1 estimate rests on the runs approved before them. A draft that no longer computes is left as it was
 * (its next edit reports why).
 */
async function recomputeLaterDrafts(tx: Transaction, organizationId: string, run: queries.RunRow) {
  for (const draft of await queries.laterDrafts(tx, organizationId, run.year, run.month)) {
    const stored = await queries.linesOf(tx, organizationId, [draft.id]);
    const inputs = new Map(stored.map((l) => [l.employeeId, inputsOf(l)]));
    try {
      const period = { year: draft.year, month: draft.month, payDate: draft.payDate };
      await queries.replaceLines(
        tx,
        organizationId,
        draft.id,
        await computeLines(tx, organizationId, period, inputs),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
}

export async function listRuns(
  db: Database,
  userId: string,
  organizationId: string,
  query: ListPayrollRunsQuery,
): Promise<PayrollRunList> {
  await requirePayrollAccess(db, userId, organizationId);
  const page = await queries.listRuns(db, organizationId, query.page, query.limit);
  const data = await Promise.all(page.rows.map((run) => toRun(db, run, false)));
  return { data, pagination: page.pagination };
}

export async function getRun(
  db: Database,
  userId: string,
  organizationId: string,
  id: string,
): Promise<PayrollRun> {
  await requirePayrollAccess(db, userId, organizationId);
  const run = await queries.getRun(db, organizationId, id);
  if (!run) throw missing();
  return toRun(db, run, true);
}

export async function createRun(
  db: Database,
  userId: string,
  input: CreatePayrollRunRequest,
): Promise<PayrollRun> {
  const { organizationId, year, month } = input;
  await requirePayrollAccess(db, userId, organizationId);
  const period = periodOf(year, month, input.pay_date);
  return db.transaction(async (tx) => {
    await assertPayDateOpen(tx, organizationId, input.pay_date);
    if (await queries.runOfMonth(tx, organizationId, year, month)) {
      throw new AppError('PAYROLL.MONTH_TAKEN', 'This month already has a payroll run.');
    }
    const id = newId();
    await tx.insert(payrollRuns).values({ organizationId, id, year, month, payDate: input.pay_date });
    await queries.replaceLines(
      tx,
      organizationId,
      id,
      await computeLines(tx, organizationId, period, new Map()),
    );
    const run = await queries.getRun(tx, organizationId, id);
    if (!run) throw missing();
    return toRun(tx, run, true);
  });
}

async function lockDraft(tx: Transaction, organizationId: string, id: string): Promise<queries.RunRow> {
  const run = await queries.getRun(tx, organizationId, id, true);
  if (!run) throw missing();
  if (run.status !== 'DRAFT') throw new AppError('PAYROLL.NOT_EDITABLE', 'Only a draft run can be changed.');
  return run;
}

export async function updateRun(
  db: Database,
  userId: string,
  organizationId: string,
  id: string,
  input: UpdatePayrollRunRequest,
): Promise<PayrollRun> {
  await requirePayrollAccess(db, userId, organizationId);
  return db.transaction(async (tx) => {
    const run = await lockDraft(tx, organizationId, id);
    const period = periodOf(run.year, run.month, input.pay_date);
    await assertPayDateOpen(tx, organizationId, input.pay_date);
    const inputs = new Map(
      (await queries.linesOf(tx, organizationId, [id])).map((l) => [l.employeeId, inputsOf(l)]),
    );
    for (const line of input.lines) inputs.set(line.employee_id, line);
    const requested = new Map(input.lines.map((line, index) => [line.employee_id, index]));
    const lines = await computeLines(tx, organizationId, period, inputs, requested);
    const known = new Set(lines.map((l) => l.employeeId));
    const unknown = input.lines.findIndex((l) => !known.has(l.employee_id));
    if (unknown >= 0) {
      throw validationError([
        { path: `lines.${unknown}.employee_id`, message: 'not employed in this month' },
      ]);
    }
    await queries.replaceLines(tx, organizationId, id, lines);
    await queries.touchRun(tx, organizationId, id, { payDate: input.pay_date });
    const updated = await queries.getRun(tx, organizationId, id);
    if (!updated) throw missing();
    return toRun(tx, updated, true);
  });
}

export async function deleteRun(
  db: Database,
  userId: string,
  organizationId: string,
  id: string,
): Promise<void> {
  await requirePayrollAccess(db, userId, organizationId);
  await db.transaction(async (tx) => {
    await lockDraft(tx, organizationId, id);
    await queries.replaceLines(tx, organizationId, id, []);
    await tx.delete(payrollRuns).where(queries.runKey(organizationId, id));
  });
}

/** The GL account a payment leaves from: the chosen organisation bank account's, else 11121. */
async function paymentAccount(
  tx: Transaction,
  organizationId: string,
  bankAccountId?: string,
): Promise<string> {
  if (!bankAccountId) return ACCOUNTS.bank;
  try {
    return (await getBankAccount(tx, organizationId, bankAccountId)).glAccountCode;
  } catch {
    throw validationError([{ path: 'bank_account_id', message: 'no such bank account' }]);
  }
}

export async function changeStatus(
  db: Database,
  userId: string,
  organizationId: string,
  id: string,
  input: PayrollRunStatusRequest,
): Promise<PayrollRun> {
  await requirePayrollAccess(db, userId, organizationId);
  return db.transaction(async (tx) => {
    const run = await queries.getRun(tx, organizationId, id, true);
    if (!run) throw missing();
    const lines = await queries.linesOf(tx, organizationId, [id]);
    if (input.action === 'approve') {
      if (run.status !== 'DRAFT') throw invalidTransition(run.status, input.action);
      const entry = await postEntry(
        tx,
        organizationId,
        {
          date: run.payDate,
          description: runTitle(run),
          lines: postPayrollApproval(
            lines.map((line) => ({ departmentType: line.departmentType, line: payLineOf(line) })),
          ),
        },
        userId,
      );
      await queries.touchRun(tx, organizationId, id, { status: 'APPROVED', approvedEntryId: entry.id });
      await recomputeLaterDrafts(tx, organizationId, run);
    } else if (input.action === 'reverse') {
      await reverseApproval(tx, organizationId, run, userId);
      await recomputeLaterDrafts(tx, organizationId, run);
    } else {
      if (run.status !== 'APPROVED') throw invalidTransition(run.status, input.action);
      const paidOn = input.paid_on ?? run.payDate;
      const account = await paymentAccount(tx, organizationId, input.bank_account_id);
      const netPay = sumMoney(lines.map((line) => parseMoney(line.netPay)));
      const entry = await postEntry(
        tx,
        organizationId,
        { date: paidOn, description: `จ่าย${runTitle(run)}`, lines: postPayrollPayment(netPay, account) },
        userId,
      );
      await queries.touchRun(tx, organizationId, id, {
        status: 'PAID',
        paidEntryId: entry.id,
        paidOn,
        paymentAccountCode: account,
      });
    }
    const updated = await queries.getRun(tx, organizationId, id);
    if (!updated) throw missing();
    return toRun(tx, updated, true);
  });
}

/**
 * APPROVED → DRAFT (decision 0180): reverses the approval entry, dated the run's pay date so the month's PND1 and
 * social security payables net to nothing, and frees the run for editing. A paid run is refused
 * (PAYROLL.ALREADY_PAID: its payment has left the bank), and so is a run whose month's PND1 or social security
 * return is already filed on the tax-filing desk (PAYROLL.FILED).
 */
async function reverseApproval(
  tx: Transaction,
  organizationId: string,
  run: queries.RunRow,
  userId: string,
): Promise<void> {
  if (run.status === 'PAID') {
    throw new AppError('PAYROLL.ALREADY_PAID', 'A paid run cannot be reversed.');
  }
  if (run.status !== 'APPROVED' || run.approvedEntryId === null)
    throw invalidTransition(run.status, 'reverse');
  const filed = await queries.filedPayrollReturns(tx, organizationId, run.payDate);
  if (filed.length > 0) {
    throw new AppError('PAYROLL.FILED', `The ${filed.join(', ')} return of this month is already filed.`);
  }
  await reverseEntry(
    tx,
    organizationId,
    run.approvedEntryId,
    { date: run.payDate, reason: `ยกเลิกอนุมัติ${runTitle(run)}` },
    userId,
  );
  await queries.touchRun(tx, organizationId, run.id, { status: 'DRAFT', approvedEntryId: null });
}

function invalidTransition(status: string, action: string): AppError {
  return new AppError('PAYROLL.INVALID_TRANSITION', `A ${status} run cannot be given "${action}".`);
}
