// The words printed on sales documents: titles by kind (Thai with English beneath), copy marks, field labels
// and signature boxes, in Thai and English. Legal words the Revenue Code requires (ใบกำกับภาษี, ใบลดหนี้,
// ใบเพิ่มหนี้, สำเนาใบกำกับภาษี, เอกสารออกเป็นชุด) are printed in Thai on English documents too.
import {
  DOCUMENT_REGISTRY,
  salesTaxPoint,
  type DocumentTitle,
  type TaxPointDocumentKind,
} from '@banchee/domain';
import type { PrintableDocumentKind, PrintLanguage } from './printable-document.ts';

export type { DocumentTitle };

/**
 * The title of a document of `kind` with or without tax-invoice status, by the domain's tax-point rule
 * (salesTaxPoint) — for view models that do not carry the API's title. An invoice is taken as one of goods.
 */
export function documentTitle(kind: PrintableDocumentKind, isTaxInvoice: boolean): DocumentTitle {
  const definition = DOCUMENT_REGISTRY[kind];
  // Purchase documents are not tax documents we issue: their title is the kind's name.
  if (definition.side === 'purchases') return { th: definition.nameTh, en: definition.nameEn };
  const line = { itemType: 'goods', taxCode: isTaxInvoice ? 'VAT7' : 'EXEMPT' } as const;
  return salesTaxPoint({ kind: kind as TaxPointDocumentKind, lines: [line], settlesUndueVat: isTaxInvoice })
    .title;
}

export interface SalesDocumentLabels {
  readonly original: string;
  readonly copy: string;
  /** Under "สำเนาใบกำกับภาษี" on English documents. */
  readonly taxInvoiceCopyNote: string;
  readonly issuedAsSetNote: string;
  readonly taxId: string;
  readonly headOffice: string;
  readonly branch: string;
  readonly phone: string;
  readonly email: string;
  readonly customer: string;
  /** The party box of purchase documents (the registry's side chooses customer or supplier). */
  readonly supplier: string;
  readonly contactPerson: string;
  readonly number: string;
  readonly date: string;
  readonly dueDate: string;
  readonly validUntil: string;
  readonly reference: string;
  readonly salesName: string;
  readonly columns: {
    readonly no: string;
    readonly description: string;
    readonly quantity: string;
    readonly unit: string;
    readonly unitPrice: string;
    readonly discount: string;
    readonly amount: string;
  };
  readonly totals: {
    readonly subtotal: string;
    readonly discount: string;
    readonly amountAfterDiscount: string;
    readonly depositDeducted: string;
    /** "หักเงินมัดจำ ตามเลขที่ … ลงวันที่ …" with the deposit documents' numbers and dates. */
    readonly depositDeductedFrom: (documents: string) => string;
    readonly vatBase: string;
    readonly vat: (rate: string | undefined) => string;
    readonly grandTotal: string;
    readonly withholdingTax: string;
    /** Receipts: the customer credit (from credit notes) used instead of money (decision 0197). */
    readonly customerCredit: string;
    readonly amountDue: string;
    readonly vatIncluded: string;
  };
  readonly adjustment: {
    readonly originalInvoice: string;
    /** Cited when the adjusted invoice is not a tax invoice (its VAT is still undue). */
    readonly originalPlainInvoice: string;
    readonly originalPlainValue: string;
    readonly earlierNote: (kind: 'CN' | 'DN', number: string, date: string) => string;
    readonly originalDate: string;
    readonly reason: string;
    readonly originalValue: string;
    readonly correctValue: string;
    readonly difference: string;
    readonly vatOnDifference: (rate: string | undefined) => string;
    readonly total: string;
  };
  readonly amountInWords: string;
  /** Receipts: the box listing what is settled. */
  readonly settles: string;
  readonly dated: string;
  readonly settledPart: (amount: string, total: string) => string;
  readonly payment: string;
  readonly paymentDate: string;
  readonly bank: string;
  readonly paymentReference: string;
  readonly paymentAmount: string;
  readonly chequeNumber: string;
  readonly chequeDate: string;
  readonly bankAccount: string;
  readonly promptPay: string;
  readonly promptPayScan: string;
  readonly remarks: string;
  readonly notes: string;
  readonly signatureDate: string;
  readonly page: string;
  readonly signatures: Readonly<Record<PrintableDocumentKind, readonly [string, string]>>;
  readonly forCompany: (seller: string) => string;
}

export const LABELS = {
  th: {
    original: 'ต้นฉบับ',
    copy: 'สำเนา',
    taxInvoiceCopyNote: '',
    issuedAsSetNote: '',
    taxId: 'เลขประจำตัวผู้เสียภาษี',
    headOffice: 'สำนักงานใหญ่',
    branch: 'สาขาที่',
    phone: 'โทร.',
    email: 'อีเมล',
    customer: 'ลูกค้า',
    supplier: 'ผู้ขาย',
    contactPerson: 'ผู้ติดต่อ',
    number: 'เลขที่',
    date: 'วันที่',
    dueDate: 'ครบกำหนด',
    validUntil: 'ยืนราคาถึง',
    reference: 'อ้างอิง',
    salesName: 'พนักงานขาย',
    columns: {
      no: 'ลำดับ',
      description: 'รายการ',
      quantity: 'จำนวน',
      unit: 'หน่วย',
      unitPrice: 'ราคาต่อหน่วย',
      discount: 'ส่วนลด',
      amount: 'จำนวนเงิน',
    },
    totals: {
      subtotal: 'รวมเป็นเงิน',
      discount: 'หักส่วนลด',
      amountAfterDiscount: 'ราคาหลังหักส่วนลด',
      depositDeducted: 'หักเงินมัดจำ',
      depositDeductedFrom: (documents) => `หักเงินมัดจำ ตามเลขที่ ${documents}`,
      vatBase: 'มูลค่าที่คำนวณภาษี',
      vat: (rate) => (rate === undefined ? 'ภาษีมูลค่าเพิ่ม' : `ภาษีมูลค่าเพิ่ม ${rate}%`),
      grandTotal: 'จำนวนเงินรวมทั้งสิ้น',
      withholdingTax: 'หักภาษี ณ ที่จ่าย',
      customerCredit: 'หักเครดิตลูกค้าตามใบลดหนี้',
      amountDue: 'ยอดชำระ',
      vatIncluded: 'ราคานี้รวมภาษีมูลค่าเพิ่มแล้ว',
    },
    adjustment: {
      originalInvoice: 'อ้างอิงใบกำกับภาษีเลขที่',
      originalPlainInvoice: 'อ้างอิงใบแจ้งหนี้เลขที่',
      originalPlainValue: 'มูลค่าตามใบแจ้งหนี้เดิม',
      earlierNote: (kind, number, date) =>
        `${kind === 'CN' ? 'หัก ใบลดหนี้' : 'บวก ใบเพิ่มหนี้'} ${number} ลงวันที่ ${date}`,
      originalDate: 'ลงวันที่',
      reason: 'เหตุผลที่ออก',
      originalValue: 'มูลค่าตามใบกำกับภาษีเดิม',
      correctValue: 'มูลค่าที่ถูกต้อง',
      difference: 'ผลต่าง',
      vatOnDifference: (rate) => (rate === undefined ? 'ภาษีมูลค่าเพิ่มของผลต่าง' : `ภาษีมูลค่าเพิ่ม ${rate}% ของผลต่าง`),
      total: 'รวมเป็นเงินทั้งสิ้น',
    },
    amountInWords: 'จำนวนเงิน (ตัวอักษร)',
    settles: 'รับชำระตาม',
    dated: 'ลงวันที่',
    settledPart: (amount, total) => `รับชำระครั้งนี้ ${amount} จากยอด ${total}`,
    payment: 'ชำระโดย',
    paymentDate: 'วันที่ชำระ',
    bank: 'ธนาคาร',
    paymentReference: 'เลขที่อ้างอิง',
    paymentAmount: 'จำนวนเงิน',
    chequeNumber: 'เลขที่',
    chequeDate: 'ลงวันที่',
    bankAccount: 'บัญชี',
    promptPay: 'พร้อมเพย์',
    promptPayScan: 'สแกนเพื่อชำระ',
    remarks: 'หมายเหตุ',
    notes: 'บันทึก',
    signatureDate: 'วันที่',
    page: 'หน้า',
    signatures: {
      QT: ['ผู้สั่งซื้อสินค้า', 'ผู้อนุมัติ'],
      BL: ['ผู้รับวางบิล', 'ผู้วางบิล'],
      INV: ['ผู้รับสินค้า', 'ผู้มีอำนาจลงนาม'],
      CA: ['ผู้จ่ายเงิน', 'ผู้รับเงิน'],
      RE: ['ผู้จ่ายเงิน', 'ผู้รับเงิน'],
      CN: ['ผู้รับเอกสาร', 'ผู้มีอำนาจลงนาม'],
      DN: ['ผู้รับเอกสาร', 'ผู้มีอำนาจลงนาม'],
      PO: ['ผู้ขาย', 'ผู้สั่งซื้อ'],
      RI: ['ผู้ส่งสินค้า', 'ผู้รับสินค้า'],
      EXP: ['ผู้รับเงิน', 'ผู้อนุมัติ'],
      WHT: ['ผู้ถูกหักภาษี ณ ที่จ่าย', 'ผู้มีหน้าที่หักภาษี ณ ที่จ่าย'],
      PS: ['ผู้รับเงิน', 'ผู้จ่ายเงิน'],
    },
    forCompany: (seller) => `ในนาม ${seller}`,
  },
  en: {
    original: 'Original',
    copy: 'Copy',
    taxInvoiceCopyNote: 'Copy of tax invoice',
    issuedAsSetNote: 'Issued as a set',
    taxId: 'Tax ID',
    headOffice: 'Head office',
    branch: 'Branch',
    phone: 'Tel.',
    email: 'Email',
    customer: 'Customer',
    supplier: 'Supplier',
    contactPerson: 'Attn.',
    number: 'No.',
    date: 'Date',
    dueDate: 'Due date',
    validUntil: 'Valid until',
    reference: 'Reference',
    salesName: 'Salesperson',
    columns: {
      no: 'No.',
      description: 'Description',
      quantity: 'Qty',
      unit: 'Unit',
      unitPrice: 'Unit price',
      discount: 'Discount',
      amount: 'Amount',
    },
    totals: {
      subtotal: 'Subtotal',
      discount: 'Discount',
      amountAfterDiscount: 'Amount after discount',
      depositDeducted: 'Less deposit',
      depositDeductedFrom: (documents) => `Less deposit ${documents}`,
      vatBase: 'Value subject to VAT',
      vat: (rate) => (rate === undefined ? 'VAT' : `VAT ${rate}%`),
      grandTotal: 'Grand total',
      withholdingTax: 'Less withholding tax',
      customerCredit: 'Less customer credit (credit notes)',
      amountDue: 'Amount due',
      vatIncluded: 'Prices include VAT',
    },
    adjustment: {
      originalInvoice: 'Original tax invoice no.',
      originalPlainInvoice: 'Original invoice no.',
      originalPlainValue: 'Value on the original invoice',
      earlierNote: (kind, number, date) =>
        `${kind === 'CN' ? 'Less credit note' : 'Plus debit note'} ${number} dated ${date}`,
      originalDate: 'dated',
      reason: 'Reason',
      originalValue: 'Value on the original tax invoice',
      correctValue: 'Correct value',
      difference: 'Difference',
      vatOnDifference: (rate) =>
        rate === undefined ? 'VAT on the difference' : `VAT ${rate}% on the difference`,
      total: 'Total',
    },
    amountInWords: 'Amount in words',
    settles: 'Payment for',
    dated: 'dated',
    settledPart: (amount, total) => `paid now ${amount} of ${total}`,
    payment: 'Paid by',
    paymentDate: 'Payment date',
    bank: 'Bank',
    paymentReference: 'Reference',
    paymentAmount: 'Amount',
    chequeNumber: 'No.',
    chequeDate: 'dated',
    bankAccount: 'Account',
    promptPay: 'PromptPay',
    promptPayScan: 'Scan to pay',
    remarks: 'Remarks',
    notes: 'Notes',
    signatureDate: 'Date',
    page: 'Page',
    signatures: {
      QT: ['Accepted by', 'Approved by'],
      BL: ['Received by', 'Issued by'],
      INV: ['Received by', 'Authorised signature'],
      CA: ['Paid by', 'Received by'],
      RE: ['Paid by', 'Received by'],
      CN: ['Received by', 'Authorised signature'],
      DN: ['Received by', 'Authorised signature'],
      PO: ['Supplier', 'Ordered by'],
      RI: ['Delivered by', 'Received by'],
      EXP: ['Paid to', 'Approved by'],
      WHT: ['Payee', 'Payer (withholding agent)'],
      PS: ['Received by', 'Paid by'],
    },
    forCompany: (seller) => `For ${seller}`,
  },
} as const satisfies Record<PrintLanguage, SalesDocumentLabels>;

/** English column captions printed small under the Thai ones on Thai documents. */
export const COLUMN_CAPTIONS_EN = LABELS.en.columns;
