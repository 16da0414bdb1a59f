// The print of an inter-warehouse transfer (ใบโอนสินค้าระหว่างคลัง / Inter-warehouse transfer, decision 0192):
// the organisation, the transfer's number and date (Buddhist Era unless asked otherwise), from and to warehouses,
// the products with quantity, unit, average unit cost and value, the total value, the note, and signatures of
// who sends and who receives; a voided transfer is marked. Thai or English (decision 0206), on the stock
// prints' frame (stock-slip-html.ts).
import { printMoney, printQuantity } from './print-format.ts';
import { renderStockSlipHtml, slipDate, SLIP_WORDS, type PrintLanguage } from './stock-slip-html.ts';

export interface PrintableStockTransfer {
  readonly organization: {
    readonly name: string;
    readonly address?: string | undefined;
    readonly taxId?: string | undefined;
  };
  readonly number: string;
  readonly date: string;
  readonly buddhistEra: boolean;
  /** Default Thai. */
  readonly language?: PrintLanguage;
  readonly voided: boolean;
  readonly voidDate?: string | undefined;
  readonly from: string;
  readonly to: string;
  readonly note?: string | undefined;
  readonly items: readonly {
    readonly code?: string | undefined;
    readonly name: string;
    readonly unit?: string | undefined;
    readonly quantity: string;
    readonly unitCost: string;
    readonly value: string;
  }[];
  readonly totalValue: string;
}

const WORDS = {
  th: {
    title: 'ใบโอนสินค้าระหว่างคลัง',
    from: 'จากคลัง',
    to: 'ไปยังคลัง',
    quantity: 'จำนวน',
    unit: 'หน่วย',
    unitCost: 'ต้นทุนต่อหน่วย',
    value: 'มูลค่า (บาท)',
    total: 'มูลค่ารวม',
    sender: 'ผู้โอนสินค้า',
    receiver: 'ผู้รับสินค้า',
  },
  en: {
    title: 'Inter-warehouse transfer',
    from: 'From warehouse',
    to: 'To warehouse',
    quantity: 'Quantity',
    unit: 'Unit',
    unitCost: 'Unit cost',
    value: 'Value (THB)',
    total: 'Total value',
    sender: 'Sent by',
    receiver: 'Received by',
  },
} as const;

/** The complete HTML page of the transfer. */
export function renderStockTransferHtml(doc: PrintableStockTransfer): string {
  const language = doc.language ?? 'th';
  const words = { ...SLIP_WORDS[language], ...WORDS[language] };
  const date = (iso: string) => slipDate(iso, doc.buddhistEra);
  return renderStockSlipHtml({
    language,
    title: words.title,
    organization: doc.organization,
    number: doc.number,
    facts: [
      [words.number, doc.number],
      [words.date, date(doc.date)],
      [words.from, doc.from],
      [words.to, doc.to],
      ...(doc.voided
        ? [[words.status, doc.voidDate ? words.voidOn(date(doc.voidDate)) : words.void] as const]
        : []),
    ],
    columns: [
      { label: words.index, num: true },
      { label: words.code },
      { label: words.name },
      { label: words.quantity, num: true },
      { label: words.unit },
      { label: words.unitCost, num: true },
      { label: words.value, num: true },
    ],
    rows: doc.items.map((item, index) => [
      String(index + 1),
      item.code ?? '',
      item.name,
      printQuantity(item.quantity),
      item.unit ?? '',
      printQuantity(item.unitCost),
      printMoney(item.value),
    ]),
    totals: [[words.total, printMoney(doc.totalValue)]],
    note: doc.note,
    signatures: [words.sender, words.receiver],
    voided: doc.voided,
  });
}
