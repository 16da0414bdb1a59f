// The reports on the wire: JSON (Money as two-place decimal strings, empty fields left out), and each report as
// one table for the CSV (UTF-8 with a byte-order mark so Excel shows Thai, one header row, money as plain
// decimals, quoted when needed) and the PDF (reports.pdf.ts).
import type {
  BalanceSheetReport,
  GeneralLedgerReport,
  JournalBookReport,
  ProfitAndLossReport,
  ReceivableAgingReport,
  TrialBalanceReport,
} from '@banchee/contracts';
import { toMoneyString, type Money } from '@banchee/domain';
import { csvDocument, csvNumber, csvText } from '../../http/csv.ts';
import { paginationOf } from '../../http/serialize.ts';
import { toJournalEntry } from '../journals/index.ts';
import type { ReceivableAging } from './reports.aging.ts';
import type { GeneralLedger, JournalBook } from './reports.general-ledger.ts';
import type {
  BalanceSheet,
  DebitCredit,
  ProfitAndLoss,
  StatementSection,
  TrialBalance,
} from './reports.service.ts';

const s = toMoneyString;
const dc = (value: DebitCredit) => ({ debit: s(value.debit), credit: s(value.credit) });

export function trialBalanceJson(tb: TrialBalance): TrialBalanceReport {
  return {
    from: tb.from,
    to: tb.to,
    rows: tb.rows.map((row) => ({
      code: row.code,
      nameTh: row.nameTh,
      nameEn: row.nameEn,
      group: row.group,
      normalBalance: row.normalBalance,
      opening: dc(row.opening),
      period: dc(row.period),
      closing: dc(row.closing),
    })),
    totals: { opening: dc(tb.totals.opening), period: dc(tb.totals.period), closing: dc(tb.totals.closing) },
    balanced: tb.balanced,
  };
}

export function generalLedgerJson(gl: GeneralLedger, page: number, limit: number): GeneralLedgerReport {
  return {
    account: {
      code: gl.account.code,
      nameTh: gl.account.nameTh,
      nameEn: gl.account.nameEn,
      normalBalance: gl.account.normalBalance,
    },
    from: gl.from,
    to: gl.to,
    opening: s(gl.opening),
    pageOpening: s(gl.pageOpening),
    lines: gl.lines.map((line) => ({
      entryId: line.entryId,
      number: line.number,
      date: line.date,
      description: line.description,
      ...(line.source ? { source: line.source } : {}),
      ...(line.contactId ? { contactId: line.contactId } : {}),
      ...(line.contactName ? { contactName: line.contactName } : {}),
      debit: s(line.debit),
      credit: s(line.credit),
      balance: s(line.balance),
    })),
    pagination: paginationOf(page, limit, gl.lineCount),
    totalDebit: s(gl.totalDebit),
    totalCredit: s(gl.totalCredit),
    closing: s(gl.closing),
  };
}

export function journalBookJson(book: JournalBook, page: number, limit: number): JournalBookReport {
  return {
    from: book.from,
    to: book.to,
    data: book.entries.map(toJournalEntry),
    pagination: paginationOf(page, limit, book.total),
    totals: dc(book.totals),
  };
}

const sectionJson = (section: StatementSection) => ({
  code: section.code,
  nameTh: section.nameTh,
  nameEn: section.nameEn,
  accounts: section.accounts.map((a) => ({
    code: a.code,
    nameTh: a.nameTh,
    nameEn: a.nameEn,
    amount: s(a.amount),
  })),
  total: s(section.total),
});

export function profitAndLossJson(pl: ProfitAndLoss): ProfitAndLossReport {
  return {
    from: pl.from,
    to: pl.to,
    revenue: pl.revenue.map(sectionJson),
    expenses: pl.expenses.map(sectionJson),
    totalRevenue: s(pl.totalRevenue),
    totalExpenses: s(pl.totalExpenses),
    grossProfit: s(pl.grossProfit),
    netProfit: s(pl.netProfit),
  };
}

export function balanceSheetJson(bs: BalanceSheet): BalanceSheetReport {
  return {
    asOf: bs.asOf,
    assets: bs.assets.map(sectionJson),
    liabilities: bs.liabilities.map(sectionJson),
    equity: bs.equity.map(sectionJson),
    unclosedPriorYearsProfit: s(bs.unclosedPriorYearsProfit),
    currentYearProfit: s(bs.currentYearProfit),
    totalAssets: s(bs.totalAssets),
    totalLiabilities: s(bs.totalLiabilities),
    totalEquity: s(bs.totalEquity),
    totalLiabilitiesAndEquity: s(bs.totalLiabilitiesAndEquity),
    balanced: bs.balanced,
  };
}

export function receivableAgingJson(aging: ReceivableAging): ReceivableAgingReport {
  const figures = (f: Omit<ReceivableAging['totals'], never>) => ({
    notDue: s(f.notDue),
    days1to30: s(f.days1to30),
    days31to60: s(f.days31to60),
    days61to90: s(f.days61to90),
    over90: s(f.over90),
    total: s(f.total),
  });
  return {
    asOf: aging.asOf,
    accountCode: aging.accountCode,
    rows: aging.rows.map((row) => ({
      ...(row.contactId ? { contactId: row.contactId } : {}),
      ...(row.contactName ? { contactName: row.contactName } : {}),
      ...figures(row),
    })),
    totals: figures(aging.totals),
    accountBalance: s(aging.accountBalance),
    reconciles: aging.reconciles,
  };
}

// ---------------------------------------------------------------- tables (CSV and PDF)

type Cell = string | number | Money | null | undefined;

/**
 * A report as one table: what the CSV holds row for row and the PDF prints. Money cells are bigint satang;
 * the CSV writes them as plain decimals, the PDF with thousands separators.
 */
export interface ReportTable {
  readonly titleTh: string;
  readonly titleEn: string;
  /** The period or date line under the title ("2026-01-01 – 2026-12-31"). */
  readonly period: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly Cell[])[];
  /** Rows printed bold (totals). */
  readonly totalRows?: readonly number[];
  readonly landscape?: boolean;
  /**
   * A one-language table (business reports): prints and spreadsheets show only this language's title and
   * `captions`, and the `dateColumns` (yyyy-mm-dd cells) as DD/MM/YYYY, Buddhist era in Thai. Without it the
   * print is bilingual with the column names of reports.pdf.ts.
   */
  readonly lang?: 'th' | 'en';
  readonly captions?: readonly string[];
  readonly dateColumns?: readonly number[];
}

function cell(value: Cell): string {
  if (typeof value === 'bigint') return csvNumber(s(value));
  if (typeof value === 'number') return csvNumber(String(value));
  return csvText(value ?? '');
}

/** The table as a CSV file (see http/csv.ts: BOM, CRLF, formulas neutralised). */
export function toCsv(table: ReportTable): string {
  return csvDocument([table.header, ...table.rows].map((row) => row.map(cell)));
}

export function trialBalanceTable(tb: TrialBalance): ReportTable {
  return {
    titleTh: 'งบทดลอง',
    titleEn: 'Trial balance',
    period: `${tb.from} – ${tb.to}`,
    landscape: true,
    header: [
      'code',
      'name_th',
      'name_en',
      'opening_debit',
      'opening_credit',
      'period_debit',
      'period_credit',
      'closing_debit',
      'closing_credit',
    ],
    rows: [
      ...tb.rows.map((r) => [
        r.code,
        r.nameTh,
        r.nameEn,
        r.opening.debit,
        r.opening.credit,
        r.period.debit,
        r.period.credit,
        r.closing.debit,
        r.closing.credit,
      ]),
      [
        'TOTAL',
        'รวม',
        'Total',
        tb.totals.opening.debit,
        tb.totals.opening.credit,
        tb.totals.period.debit,
        tb.totals.period.credit,
        tb.totals.closing.debit,
        tb.totals.closing.credit,
      ],
    ],
    totalRows: [tb.rows.length],
  };
}

export function generalLedgerTable(gl: GeneralLedger): ReportTable {
  return {
    titleTh: `บัญชีแยกประเภท ${gl.account.code} ${gl.account.nameTh}`,
    titleEn: `General ledger ${gl.account.code} ${gl.account.nameEn}`,
    period: `${gl.from} – ${gl.to}`,
    landscape: true,
    header: ['date', 'number', 'description', 'document', 'contact', 'debit', 'credit', 'balance'],
    rows: [
      [gl.from, '', 'Opening balance / ยอดยกมา', '', '', '', '', gl.opening],
      ...gl.lines.map((l) => [
        l.date,
        l.number,
        l.description,
        l.source?.number,
        l.contactName,
        l.debit,
        l.credit,
        l.balance,
      ]),
      [gl.to, '', 'Closing balance / ยอดยกไป', '', '', gl.totalDebit, gl.totalCredit, gl.closing],
    ],
    totalRows: [0, gl.lines.length + 1],
  };
}

export function journalBookTable(book: JournalBook): ReportTable {
  const rows = book.entries.flatMap((e) =>
    e.lines.map((l): Cell[] => [
      e.date,
      e.number,
      e.kind,
      e.description,
      e.source?.number,
      l.lineNo,
      l.accountCode,
      l.accountNameTh,
      l.contactName,
      l.debit,
      l.credit,
    ]),
  );
  return {
    titleTh: 'สมุดรายวันทั่วไป',
    titleEn: 'Journal book',
    period: `${book.from} – ${book.to}`,
    landscape: true,
    header: [
      'date',
      'number',
      'kind',
      'description',
      'document',
      'line',
      'account',
      'account_name',
      'contact',
      'debit',
      'credit',
    ],
    rows: [...rows, ['', '', '', 'Total / รวม', '', '', '', '', '', book.totals.debit, book.totals.credit]],
    totalRows: [rows.length],
  };
}

function sectionRows(heading: string, sections: readonly StatementSection[]): Cell[][] {
  return sections.flatMap((section) => [
    [heading, section.code, section.nameTh, section.nameEn, ''],
    ...section.accounts.map((a): Cell[] => [heading, a.code, a.nameTh, a.nameEn, a.amount]),
    [heading, section.code, `รวม ${section.nameTh}`, `Total ${section.nameEn}`, section.total],
  ]);
}

/** Indexes of the rows that hold a total (section totals and the result lines). */
function totalsOf(rows: readonly (readonly Cell[])[]): number[] {
  return rows.flatMap((row, index) =>
    String(row[3] ?? '').startsWith('Total') || row[0] === 'result' ? [index] : [],
  );
}

export function profitAndLossTable(pl: ProfitAndLoss): ReportTable {
  const rows: Cell[][] = [
    ...sectionRows('revenue', pl.revenue),
    ['revenue', '', 'รวมรายได้', 'Total revenue', pl.totalRevenue],
    ...sectionRows('expenses', pl.expenses),
    ['expenses', '', 'รวมค่าใช้จ่าย', 'Total expenses', pl.totalExpenses],
    ['result', '', 'กำไรขั้นต้น', 'Gross profit', pl.grossProfit],
    ['result', '', 'กำไร (ขาดทุน) สุทธิ', 'Net profit (loss)', pl.netProfit],
  ];
  return {
    titleTh: 'งบกำไรขาดทุน',
    titleEn: 'Profit and loss',
    period: `${pl.from} – ${pl.to}`,
    header: ['section', 'code', 'name_th', 'name_en', 'amount'],
    rows,
    totalRows: totalsOf(rows),
  };
}

export function balanceSheetTable(bs: BalanceSheet): ReportTable {
  const rows: Cell[][] = [
    ...sectionRows('assets', bs.assets),
    ['assets', '', 'รวมสินทรัพย์', 'Total assets', bs.totalAssets],
    ...sectionRows('liabilities', bs.liabilities),
    ['liabilities', '', 'รวมหนี้สิน', 'Total liabilities', bs.totalLiabilities],
    ...sectionRows('equity', bs.equity),
    ['equity', '', 'กำไรสะสมปีก่อนที่ยังไม่ได้ปิดบัญชี', 'Unclosed prior years profit', bs.unclosedPriorYearsProfit],
    ['equity', '', 'กำไร (ขาดทุน) ปีปัจจุบัน', 'Current-year profit (loss)', bs.currentYearProfit],
    ['equity', '', 'รวมส่วนของเจ้าของ', 'Total equity', bs.totalEquity],
    ['total', '', 'รวมหนี้สินและส่วนของเจ้าของ', 'Total liabilities and equity', bs.totalLiabilitiesAndEquity],
  ];
  return {
    titleTh: 'งบแสดงฐานะการเงิน',
    titleEn: 'Balance sheet',
    period: `ณ วันที่ / as of ${bs.asOf}`,
    header: ['section', 'code', 'name_th', 'name_en', 'amount'],
    rows,
    totalRows: totalsOf(rows),
  };
}

export function receivableAgingTable(aging: ReceivableAging): ReportTable {
  return {
    titleTh: `รายงานอายุลูกหนี้ (${aging.accountCode})`,
    titleEn: `Accounts receivable aging (${aging.accountCode})`,
    period: `ณ วันที่ / as of ${aging.asOf}`,
    header: ['contact', 'not_due', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90', 'total'],
    rows: [
      ...aging.rows.map((r) => [
        r.contactName ?? '(no contact)',
        r.notDue,
        r.days1to30,
        r.days31to60,
        r.days61to90,
        r.over90,
        r.total,
      ]),
      [
        'Total / รวม',
        aging.totals.notDue,
        aging.totals.days1to30,
        aging.totals.days31to60,
        aging.totals.days61to90,
        aging.totals.over90,
        aging.totals.total,
      ],
    ],
    totalRows: [aging.rows.length],
  };
}
