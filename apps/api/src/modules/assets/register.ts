// The fixed-asset register (ทะเบียนทรัพย์สิน) for a calendar year (issue 13, decision 0142): per asset its cost,
// accumulated depreciation on 1 January, depreciation booked in the year, accumulated at the year's end (or at
// disposal) and book value, from the depreciation the books hold (reversed entries left out). As JSON, as a PDF
// through the shared report printer (reports.pdf.ts) and as an XLSX workbook (exceljs).
import type { AssetRegister } from '@banchee/contracts';
import { and, assets, eq, isNull, lte, or, gte, type Database } from '@banchee/db';
import {
  formatThaiDate,
  sumMoney,
  toBuddhistYear,
  toMoneyString,
  parseMoney,
  type Money,
} from '@banchee/domain';
import ExcelJS from 'exceljs';
import type { ReportTable } from '../reports/index.ts';
import * as queries from './assets.queries.ts';
import { accumulatedOf } from './assets.service.ts';

interface Figures {
  cost: Money;
  openingAccumulated: Money;
  depreciationForYear: Money;
  closingAccumulated: Money;
  bookValue: Money;
}

export async function getRegister(
  db: Database,
  organizationId: string,
  year: number,
): Promise<AssetRegister> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const rows = await db
    .select()
    .from(assets)
    .where(
      and(
        eq(assets.organizationId, organizationId),
        isNull(assets.deletedAt),
        lte(assets.acquisitionDate, to),
        or(isNull(assets.disposalDate), gte(assets.disposalDate, from)),
      ),
    )
    .orderBy(assets.code, assets.name);
  const ids = rows.map((r) => r.id);
  const categories = await queries.categoriesById(db, organizationId, [
    ...new Set(rows.map((r) => r.categoryId)),
  ]);
  const before = await queries.bookedByAsset(db, organizationId, ids, { before: from });
  const through = await queries.bookedByAsset(db, organizationId, ids, { through: to });
  const figures: Figures[] = [];
  const out = rows.map((row) => {
    const cost = parseMoney(row.cost);
    const opening = accumulatedOf(row, before.get(row.id));
    const closing = accumulatedOf(row, through.get(row.id));
    // An asset disposed by the year's end has left the books: no book value.
    const disposed = row.disposalDate !== null && row.disposalDate <= to;
    const f: Figures = {
      cost,
      openingAccumulated: opening,
      depreciationForYear: closing - opening,
      closingAccumulated: closing,
      bookValue: disposed ? 0n : cost - closing,
    };
    figures.push(f);
    return {
      assetId: row.id,
      ...(row.code ? { code: row.code } : {}),
      name: row.name,
      categoryName: categories.get(row.categoryId)?.name ?? '',
      acquisitionDate: row.acquisitionDate,
      startDate: row.startDate,
      usefulLifeYears: row.usefulLifeYears,
      method: row.method,
      cost: toMoneyString(cost),
      residualValue: toMoneyString(parseMoney(row.residualValue)),
      openingAccumulated: toMoneyString(f.openingAccumulated),
      depreciationForYear: toMoneyString(f.depreciationForYear),
      closingAccumulated: toMoneyString(f.closingAccumulated),
      bookValue: toMoneyString(f.bookValue),
      status: row.status,
      ...(row.disposalDate ? { disposalDate: row.disposalDate } : {}),
    };
  });
  const total = (key: keyof Figures) => toMoneyString(sumMoney(figures.map((f) => f[key])));
  return {
    year,
    from,
    to,
    rows: out,
    totals: {
      cost: total('cost'),
      openingAccumulated: total('openingAccumulated'),
      depreciationForYear: total('depreciationForYear'),
      closingAccumulated: total('closingAccumulated'),
      bookValue: total('bookValue'),
    },
  };
}

const METHOD_TH = { STRAIGHT_LINE: 'เส้นตรง', DECLINING_BALANCE: 'ยอดลดลง' } as const;
const STATUS_TH = { ACTIVE: 'ใช้งาน', SOLD: 'ขายแล้ว', WRITTEN_OFF: 'ตัดจำหน่ายแล้ว' } as const;
const HEADER = [
  'รหัส',
  'ชื่อทรัพย์สิน',
  'หมวด',
  'วันที่ได้มา',
  'วันที่เริ่มใช้',
  'อายุ (ปี)',
  'วิธี',
  'ราคาทุน',
  'ค่าเสื่อมสะสมยกมา',
  'ค่าเสื่อมราคาปีนี้',
  'ค่าเสื่อมสะสมยกไป',
  'มูลค่าสุทธิ',
  'สถานะ',
];
const MONEY_COLUMNS = [7, 8, 9, 10, 11];

/** The register as the shared report table: Thai captions, Buddhist-era dates, money as satang. */
export function registerTable(register: AssetRegister): ReportTable {
  const rows = register.rows.map((row) => [
    row.code ?? '',
    row.name,
    row.categoryName,
    formatThaiDate(row.acquisitionDate, 'numeric'),
    formatThaiDate(row.startDate, 'numeric'),
    String(row.usefulLifeYears),
    METHOD_TH[row.method],
    parseMoney(row.cost),
    parseMoney(row.openingAccumulated),
    parseMoney(row.depreciationForYear),
    parseMoney(row.closingAccumulated),
    parseMoney(row.bookValue),
    row.disposalDate
      ? `${STATUS_TH[row.status]} ${formatThaiDate(row.disposalDate, 'numeric')}`
      : STATUS_TH[row.status],
  ]);
  const t = register.totals;
  rows.push([
    'รวม',
    '',
    '',
    '',
    '',
    '',
    '',
    parseMoney(t.cost),
    parseMoney(t.openingAccumulated),
    parseMoney(t.depreciationForYear),
    parseMoney(t.closingAccumulated),
    parseMoney(t.bookValue),
    '',
  ]);
  return {
    titleTh: 'ทะเบียนทรัพย์สิน',
    titleEn: '',
    period: `ประจำปี ${toBuddhistYear(register.year)} (${formatThaiDate(register.from, 'long')} – ${formatThaiDate(register.to, 'long')})`,
    header: HEADER,
    rows,
    totalRows: [rows.length - 1],
    landscape: true,
  };
}

/** The register as an XLSX workbook: one sheet, money as numbers with two places. */
export async function registerXlsx(table: ReportTable, organizationName: string): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(table.titleTh);
  sheet.addRow([organizationName]).font = { bold: true, size: 14 };
  sheet.addRow([table.titleTh]).font = { bold: true };
  sheet.addRow([table.period]);
  sheet.addRow([]);
  sheet.addRow([...table.header]).font = { bold: true };
  for (const [index, cells] of table.rows.entries()) {
    // Excel keeps numbers as binary floating point; the decimal text of the satang is the exact figure shown.
    const added = sheet.addRow(
      cells.map((cell) => (typeof cell === 'bigint' ? Number(toMoneyString(cell)) : cell)),
    );
    if (table.totalRows?.includes(index)) added.font = { bold: true };
  }
  for (const column of MONEY_COLUMNS) sheet.getColumn(column + 1).numFmt = '#,##0.00';
  sheet.getColumn(2).width = 32;
  for (const column of [3, 4, 5, 13]) sheet.getColumn(column).width = 16;
  for (const column of MONEY_COLUMNS) sheet.getColumn(column + 1).width = 16;
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
