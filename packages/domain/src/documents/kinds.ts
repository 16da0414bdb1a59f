// Document kinds: the short codes used in the documents table and in numbering prefixes (architecture §4),
// with their names and the web route segment of spec §2.

export const DOCUMENT_KINDS = [
  'QT',
  'BL',
  'INV',
  'CA',
  'RE',
  'CN',
  'DN',
  'PO',
  'RI',
  'EXP',
  'WHT',
  'PS',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface DocumentKindInfo {
  readonly nameEn: string;
  readonly nameTh: string;
  /** The list/new/detail route segment under /{orgId} (spec §2). */
  readonly route: string;
  /** Default numbering prefix (spec §3 shows QT for quotations; the others follow the kind code). */
  readonly prefix: string;
  /** Sales documents post to revenue; purchase documents to expenses. */
  readonly side: 'sales' | 'purchases';
}

export const DOCUMENT_KIND_INFO = {
  QT: { nameEn: 'Quotation', nameTh: 'ใบเสนอราคา', route: 'quotations', prefix: 'QT', side: 'sales' },
  BL: { nameEn: 'Billing Note', nameTh: 'ใบวางบิล', route: 'billing-notes', prefix: 'BL', side: 'sales' },
  INV: {
    nameEn: 'Delivery Note/Invoice/Tax Invoice',
    nameTh: 'ใบส่งของ/ใบแจ้งหนี้/ใบกำกับภาษี',
    route: 'invoices',
    prefix: 'INV',
    side: 'sales',
  },
  CA: {
    nameEn: 'Tax Invoice/Receipt (Cash)',
    nameTh: 'ใบกำกับภาษี/ใบเสร็จรับเงิน (เงินสด)',
    route: 'cash-invoices',
    prefix: 'CA',
    side: 'sales',
  },
  RE: { nameEn: 'Receipt', nameTh: 'ใบเสร็จรับเงิน', route: 'receipts', prefix: 'RE', side: 'sales' },
  CN: { nameEn: 'Credit Note', nameTh: 'ใบลดหนี้', route: 'credit-notes', prefix: 'CN', side: 'sales' },
  DN: { nameEn: 'Debit Note', nameTh: 'ใบเพิ่มหนี้', route: 'debit-notes', prefix: 'DN', side: 'sales' },
  PO: {
    nameEn: 'Purchase Order',
    nameTh: 'ใบสั่งซื้อ',
    route: 'purchase-orders',
    prefix: 'PO',
    side: 'purchases',
  },
  RI: {
    nameEn: 'Receiving Inventory',
    nameTh: 'ใบรับสินค้า/ใบตั้งหนี้',
    route: 'purchases',
    prefix: 'RI',
    side: 'purchases',
  },
  EXP: { nameEn: 'Expense', nameTh: 'บันทึกค่าใช้จ่าย', route: 'expenses', prefix: 'EXP', side: 'purchases' },
  WHT: {
    nameEn: 'Withholding Tax Certificate',
    nameTh: 'หนังสือรับรองการหักภาษี ณ ที่จ่าย',
    route: 'wth',
    prefix: 'WHT',
    side: 'purchases',
  },
  PS: {
    nameEn: 'Schedule Payment/Payment Slip',
    nameTh: 'ใบสำคัญจ่าย',
    route: 'payment-slip',
    prefix: 'PS',
    side: 'purchases',
  },
} as const satisfies Record<DocumentKind, DocumentKindInfo>;

export function isDocumentKind(value: string): value is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(value);
}
