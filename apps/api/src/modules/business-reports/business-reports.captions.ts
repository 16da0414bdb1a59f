// What a printed or spreadsheet business report says, in Thai and in English: titles, column captions, document
// kinds, statuses and aging buckets. A Thai print carries no English word (the web has its own translations).
import type { BusinessReportName } from '@banchee/contracts';
import { DOCUMENT_KIND_INFO, isDocumentKind } from '@banchee/domain';

export type Lang = 'th' | 'en';
type Pair = readonly [th: string, en: string];

export const TITLES: Record<BusinessReportName, Pair> = {
  sales: ['รายงานยอดขาย', 'Sales'],
  'sales-by-product': ['รายงานยอดขายตามสินค้า', 'Sales by product'],
  'sales-by-person': ['รายงานยอดขายตามพนักงานขาย', 'Sales by salesperson'],
  'sales-by-customer': ['รายงานยอดขายตามลูกค้า', 'Sales by customer'],
  'billing-notes': ['รายงานใบวางบิล', 'Billing notes'],
  receivables: ['รายงานลูกหนี้คงค้าง', 'Open receivables'],
  'income-and-expense': ['รายงานรายได้และค่าใช้จ่าย', 'Income and expense'],
  projects: ['รายงานกำไรขาดทุนตามโปรเจกต์', 'Profit and loss by project'],
  'purchase-orders': ['รายงานใบสั่งซื้อ', 'Purchase orders'],
  'receiving-inventory': ['รายงานรับสินค้า', 'Receiving inventory'],
  'receiving-inventory-by-product': ['รายงานรับสินค้าตามสินค้า', 'Receiving inventory by product'],
  expenses: ['รายงานค่าใช้จ่าย', 'Expenses'],
  payments: ['รายงานการจ่ายชำระ', 'Payments'],
  'withholding-tax': ['รายงานภาษีหัก ณ ที่จ่าย', 'Withholding tax'],
  inventory: ['รายงานสินค้าคงเหลือ', 'Stock on hand'],
  'stock-card': ['บัญชีคุมสินค้า (สต็อกการ์ด)', 'Stock card'],
};

const COLUMNS: Record<string, Pair> = {
  date: ['วันที่', 'Date'],
  number: ['เลขที่', 'Number'],
  kind: ['ประเภท', 'Kind'],
  contact: ['ลูกค้า', 'Customer'],
  salesName: ['พนักงานขาย', 'Salesperson'],
  status: ['สถานะ', 'Status'],
  net: ['ยอดก่อนภาษี', 'Before VAT'],
  vat: ['ภาษีมูลค่าเพิ่ม', 'VAT'],
  total: ['ยอดรวม', 'Total'],
  name: ['ชื่อ', 'Name'],
  count: ['จำนวนเอกสาร', 'Documents'],
  code: ['รหัส', 'Code'],
  unit: ['หน่วย', 'Unit'],
  quantity: ['จำนวน', 'Quantity'],
  dueDate: ['วันครบกำหนด', 'Due date'],
  received: ['รับชำระแล้ว', 'Received'],
  balance: ['คงค้าง', 'Balance'],
  paid: ['รับชำระแล้ว', 'Paid'],
  credited: ['ลดหนี้ (สุทธิ)', 'Credited (net)'],
  daysOverdue: ['เกินกำหนด (วัน)', 'Days overdue'],
  month: ['เดือน', 'Month'],
  income: ['รายได้', 'Income'],
  expense: ['ค่าใช้จ่าย', 'Expense'],
  profit: ['กำไร (ขาดทุน)', 'Profit (loss)'],
  supplier: ['ผู้ขาย', 'Supplier'],
  paidOut: ['จ่ายชำระแล้ว', 'Paid'],
  amountPaid: ['จำนวนเงินที่จ่าย', 'Amount paid'],
  wht: ['ภาษีหัก ณ ที่จ่าย', 'Tax withheld'],
  netPaid: ['จ่ายสุทธิ', 'Net paid'],
  form: ['แบบ', 'Form'],
  warehouse: ['คลังสินค้า', 'Warehouse'],
  unitCost: ['ต้นทุนต่อหน่วย', 'Unit cost'],
  value: ['มูลค่า', 'Value'],
  moveType: ['รายการ', 'Move'],
  quantityIn: ['รับเข้า', 'In'],
  quantityOut: ['จ่ายออก', 'Out'],
  quantityAfter: ['คงเหลือ', 'Balance'],
  valueAfter: ['มูลค่าคงเหลือ', 'Balance value'],
  costCorrection: ['ปรับต้นทุนขาย (สต็อกติดลบ)', 'COGS correction (negative stock)'],
};

const MOVE_TYPES: Record<string, Pair> = {
  IN: ['รับสินค้า', 'Received'],
  OUT: ['ขายสินค้า', 'Sold'],
  RETURN: ['รับคืน', 'Returned'],
  TRANSFER_IN: ['โอนเข้า', 'Transfer in'],
  TRANSFER_OUT: ['โอนออก', 'Transfer out'],
  ADJUSTMENT: ['ปรับปรุงยอด', 'Adjustment'],
  REVERSAL: ['กลับรายการ', 'Reversal'],
};

export function moveTypeText(type: string, lang: Lang): string {
  return pick(MOVE_TYPES[type] ?? [type, type], lang);
}

const STATUSES: Record<string, Pair> = {
  AWAITING: ['รอดำเนินการ', 'Awaiting'],
  APPROVED: ['อนุมัติแล้ว', 'Approved'],
  ISSUED: ['ออกเอกสารแล้ว', 'Issued'],
  REJECTED: ['ปฏิเสธ', 'Rejected'],
  VOID: ['ยกเลิก', 'Void'],
  'PAYMENT DUE': ['รอชำระ', 'Payment due'],
  'RECEIPT CREATED': ['ออกใบเสร็จแล้ว', 'Receipt created'],
  PAID: ['ชำระแล้ว', 'Paid'],
  'GOT RECEIPT': ['ได้รับใบเสร็จแล้ว', 'Got receipt'],
  PENDING: ['รอดำเนินการ', 'Pending'],
};

const WORDS = {
  total: ['รวม', 'Total'],
  noProject: ['ไม่ระบุโปรเจกต์', 'No project'],
  noName: ['ไม่ระบุ', 'Not given'],
  period: ['ช่วงวันที่', 'Period'],
  asOf: ['ณ วันที่', 'As of'],
} satisfies Record<string, Pair>;

const pick = (pair: Pair, lang: Lang): string => (lang === 'th' ? pair[0] : pair[1]);

export const caption = (key: string, lang: Lang): string => pick(COLUMNS[key] ?? [key, key], lang);
export const word = (key: keyof typeof WORDS, lang: Lang): string => pick(WORDS[key], lang);
export const title = (report: BusinessReportName, lang: Lang): string => pick(TITLES[report], lang);

export function statusText(status: string, lang: Lang): string {
  return pick(STATUSES[status] ?? [status, status], lang);
}

export function kindText(kind: string, lang: Lang): string {
  if (!isDocumentKind(kind)) return kind;
  const info = DOCUMENT_KIND_INFO[kind];
  return lang === 'th' ? info.nameTh : info.nameEn;
}

/** A withholding return as printed: ภ.ง.ด.3 / ภ.ง.ด.53 in Thai, PND3 / PND53 in English. */
export function formText(form: string, lang: Lang): string {
  if (lang === 'en') return form;
  return form.startsWith('PND') ? `ภ.ง.ด.${form.slice(3)}` : form;
}
