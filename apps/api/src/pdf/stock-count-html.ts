// The print of a stock count (ใบตรวจนับสินค้า / Stock count, decision 0206): the organisation, the count's
// number and date (Buddhist Era unless asked otherwise), the warehouse, and per product the quantity in the books
// when counted, the counted quantity (blank for a surplus / shortage entered by quantity), the difference, its
// value at the average cost and the reason; the value of goods missing (51116) and found (51117); the remarks;
// signatures of who counted, who checked and who approved; a voided count is marked. Thai or English, on the
// stock prints' frame (stock-slip-html.ts).
import { printMoney, printQuantity } from './print-format.ts';
import { renderStockSlipHtml, slipDate, SLIP_WORDS, type PrintLanguage } from './stock-slip-html.ts';

export interface PrintableStockCount {
  readonly organization: {
    readonly name: string;
    readonly address?: string | undefined;
    readonly taxId?: string | undefined;
  };
  readonly number: string;
  readonly date: string;
  readonly buddhistEra: boolean;
  readonly language: PrintLanguage;
  readonly voided: boolean;
  readonly warehouse: string;
  readonly remarks?: string | undefined;
  readonly lines: readonly {
    readonly code?: string | undefined;
    readonly name: string;
    readonly onHand: string;
    readonly counted?: string | undefined;
    readonly difference: string;
    readonly value: string;
    readonly reason: string;
  }[];
  readonly shortageValue: string;
  readonly surplusValue: string;
}

const WORDS = {
  th: {
    title: 'ใบตรวจนับสินค้า',
    warehouse: 'คลังสินค้า',
    book: 'ยอดตามบัญชี',
    counted: 'ตรวจนับได้',
    difference: 'ผลต่าง',
    value: 'มูลค่าผลต่าง (บาท)',
    reason: 'เหตุผล',
    shortage: 'มูลค่าสินค้าขาด (51116)',
    surplus: 'มูลค่าสินค้าเกิน (51117)',
    counter: 'ผู้ตรวจนับ',
    checker: 'ผู้ตรวจสอบ',
    approver: 'ผู้อนุมัติ',
  },
  en: {
    title: 'Stock count',
    warehouse: 'Warehouse',
    book: 'Book quantity',
    counted: 'Counted',
    difference: 'Difference',
    value: 'Value of difference (THB)',
    reason: 'Reason',
    shortage: 'Goods missing (51116)',
    surplus: 'Goods found (51117)',
    counter: 'Counted by',
    checker: 'Checked by',
    approver: 'Approved by',
  },
} as const;

/** A signed difference as printed: "+2.00" for goods found, "-3.00" for goods missing, "0.00" when none. */
const signed = (quantity: string) =>
  quantity.startsWith('-') || /^0(\.0*)?$/.test(quantity)
    ? printQuantity(quantity)
    : `+${printQuantity(quantity)}`;

/** The complete HTML page of the count. */
export function renderStockCountHtml(count: PrintableStockCount): string {
  const words = { ...SLIP_WORDS[count.language], ...WORDS[count.language] };
  return renderStockSlipHtml({
    language: count.language,
    title: words.title,
    organization: count.organization,
    number: count.number,
    facts: [
      [words.number, count.number],
      [words.date, slipDate(count.date, count.buddhistEra)],
      [words.warehouse, count.warehouse],
      ...(count.voided ? [[words.status, words.void] as const] : []),
    ],
    columns: [
      { label: words.index, num: true },
      { label: words.code },
      { label: words.name },
      { label: words.reason },
      { label: words.book, num: true },
      { label: words.counted, num: true },
      { label: words.difference, num: true },
      { label: words.value, num: true },
    ],
    rows: count.lines.map((line, index) => [
      String(index + 1),
      line.code ?? '',
      line.name,
      line.reason,
      printQuantity(line.onHand),
      line.counted === undefined ? '' : printQuantity(line.counted),
      signed(line.difference),
      printMoney(line.value),
    ]),
    totals: [
      [words.shortage, printMoney(count.shortageValue)],
      [words.surplus, printMoney(count.surplusValue)],
    ],
    note: count.remarks,
    signatures: [words.counter, words.checker, words.approver],
    voided: count.voided,
  });
}
