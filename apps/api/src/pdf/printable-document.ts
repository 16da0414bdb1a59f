// The view model of a printed sales document: everything the print template shows, already computed and
// formatted as the API stores it (money as decimal strings, dates as ISO yyyy-mm-dd). The sales documents
// service maps a stored document to this; the template does no arithmetic on money.

import type { DocumentKind } from '@banchee/domain';

/** Any kind of the registry: the sales kinds and the purchase kinds (PO, RI, EXP, PS) print through one template. */
export type PrintableDocumentKind = DocumentKind;

/** A decimal string as on the wire: money with two places ("1070.00"), quantities and unit prices up to four. */
export type DecimalString = string;

/** An ISO calendar date, yyyy-mm-dd (Gregorian; Buddhist Era is applied only when printing). */
export type IsoDate = string;

export interface PrintableSeller {
  readonly name: string;
  /** Full address, may hold line breaks; include the postcode. */
  readonly address: string;
  /** 13 digits (dashes and spaces are tolerated and dropped when printing). */
  readonly taxId: string;
  /** 5 digits; '00000' is the head office (prints "สำนักงานใหญ่"), others print "สาขาที่ 00001". */
  readonly branch: string;
  readonly phone?: string;
  readonly email?: string;
  /** Mobile number, 13-digit tax/national id or e-wallet id; when set, payable documents print a PromptPay QR. */
  readonly promptPayId?: string;
  /** The organisation's logo, printed top left (a data: URL of a PNG or JPEG). */
  readonly logo?: string;
  /** Signature and stamp printed in the seller's signature box (data: URLs). */
  readonly signature?: string;
  readonly stamp?: string;
}

export interface PrintableBuyer {
  readonly name: string;
  readonly address?: string;
  readonly zipCode?: string;
  /** 13 digits when the buyer has one (required on a full tax invoice for a VAT-registered buyer). */
  readonly taxId?: string;
  /** 5 digits, '00000' = head office. Absent for a person. */
  readonly branch?: string;
  readonly phone?: string;
  readonly email?: string;
  readonly contactPerson?: string;
}

export interface PrintableLine {
  readonly name: string;
  /** Free text under the name, may hold line breaks. */
  readonly description?: string;
  readonly quantity: DecimalString;
  readonly unit?: string;
  readonly unitPrice: DecimalString;
  /** The line's discount as money ("0.00" or absent when none). */
  readonly discount?: DecimalString;
  /** quantity × unit price − discount, as stored. */
  readonly amount: DecimalString;
}

export interface PrintableTotals {
  /** Sum of the line amounts. */
  readonly subtotal: DecimalString;
  /** Document-level discount. */
  readonly discount?: DecimalString;
  readonly amountAfterDiscount: DecimalString;
  /** Deposit already invoiced and now deducted (final invoice after a deposit). */
  readonly depositDeducted?: DecimalString;
  /** The deposit documents deducted: their numbers and dates are printed on the deduction row. */
  readonly depositDocuments?: readonly PrintableReference[];
  /** The value VAT is computed on. */
  readonly vatBase: DecimalString;
  /** VAT rate in percent as a decimal string ("7"), printed in the VAT row label. */
  readonly vatRate?: DecimalString;
  readonly vat: DecimalString;
  /** Value including VAT. The amount in words is printed for this figure. */
  readonly grandTotal: DecimalString;
  /** Withholding tax the buyer deducts (receipts, invoices with WHT lines). */
  readonly withholdingTax?: DecimalString;
  /**
   * Receipts: the part paid from the customer's credit (credit notes after payment, 21510; decision 0197),
   * printed as a deduction after the WHT.
   */
  readonly customerCredit?: DecimalString;
  /** What the buyer pays now: grand total − WHT − customer credit (and the PromptPay QR amount). */
  readonly amountDue: DecimalString;
  /** 'INCLUSIVE' prints "ราคารวมภาษีมูลค่าเพิ่มแล้ว" under the totals. Default 'EXCLUSIVE'. */
  readonly priceType?: 'EXCLUSIVE' | 'INCLUSIVE';
}

/** Credit note (s.86/10) and debit note (s.86/9) particulars; the VAT on the difference is totals.vat. */
export interface PrintableAdjustment {
  readonly originalDocumentNumber: string;
  readonly originalDocumentDate: IsoDate;
  /** Value of goods/services on the original tax invoice (before VAT). */
  readonly originalValue: DecimalString;
  /** The correct value (before VAT). */
  readonly correctValue: DecimalString;
  /** |original − correct|, before VAT. */
  readonly difference: DecimalString;
  /** Short reason, e.g. "สินค้าชำรุดเสียหาย" (a reason from the spec's lists, in words). */
  readonly reason: string;
  /**
   * The adjusted document is an invoice whose VAT is still undue (not a tax invoice): it is cited as
   * "ใบแจ้งหนี้", not "ใบกำกับภาษี" (decision 0091).
   */
  readonly citesInvoice?: boolean;
  /** Notes made on the same document before this one, listed between the original and the correct value. */
  readonly earlierNotes?: readonly PrintableEarlierNote[];
}

/** A document referred to by number and date (a deposit, a settled invoice). */
export interface PrintableReference {
  readonly number: string;
  readonly date: IsoDate;
}

export interface PrintableEarlierNote extends PrintableReference {
  readonly kind: 'CN' | 'DN';
  /** Its difference before VAT (positive; a CN lowers the value, a DN raises it). */
  readonly difference: DecimalString;
}

/** A document a receipt settles: its title, number and date, what this receipt collects of it and its total. */
export interface PrintableSettlement extends PrintableReference {
  readonly title: { readonly th: string; readonly en: string };
  readonly amount: DecimalString;
  readonly total: DecimalString;
}

export interface PrintablePayment {
  /** How the money was received, in words of the print language (documents.pdf.ts printablePayment). */
  readonly method: string;
  readonly date?: IsoDate;
  /** The bank's name in the print language. */
  readonly bankName?: string;
  /** The organisation's account the money went into. */
  readonly bankAccount?: string;
  /** Cheques: "เช็ค เลขที่ … ลงวันที่ …". */
  readonly chequeNumber?: string;
  readonly chequeDate?: IsoDate;
  /** Cheque number or transfer reference. */
  readonly reference?: string;
  readonly amount?: DecimalString;
}

export interface PrintableDocument {
  readonly kind: PrintableDocumentKind;
  readonly number: string;
  readonly date: IsoDate;
  readonly dueDate?: IsoDate;
  /** The customer's reference (PO number …). */
  readonly reference?: string;
  readonly seller: PrintableSeller;
  readonly buyer: PrintableBuyer;
  readonly lines: readonly PrintableLine[];
  readonly totals: PrintableTotals;
  /** Printed on the document (terms, bank account …). */
  readonly remarks?: string;
  /** Also printed, under the remarks (the spec's "notes" are the document's visible notes). */
  readonly notes?: string;
  readonly salesName?: string;
  /** Required for CN and DN. */
  readonly adjustment?: PrintableAdjustment;
  /** Receipts (RE, CA): how it was paid. */
  readonly payment?: PrintablePayment;
  /**
   * Whether the document carries tax-invoice status (the API's tax point, decision 0091). Default: true for
   * INV and CA, false for the others. A service invoice before payment is not a tax invoice and the receipt
   * that collects it is one (thai-tax-reference §1.4).
   */
  readonly isTaxInvoice?: boolean;
  /** The legal title from the tax point (domain salesTaxPoint); default: by kind and isTaxInvoice. */
  readonly title?: { readonly th: string; readonly en: string };
  /** Receipts: the documents settled, referred to by number and date, with what is collected of each. */
  readonly settles?: readonly PrintableSettlement[];
}

export type PrintCopy = 'original' | 'copy' | 'both';
export type PrintLanguage = 'th' | 'en';

export interface PrintOptions {
  /** 'both' prints the original then the copy (each with its own page numbers). Default 'original'. */
  readonly copy?: PrintCopy;
  /** Dates as DD/MM/YYYY in the Buddhist Era (true) or the Common Era (false). Default: true for 'th'. */
  readonly buddhistEra?: boolean;
  /** Label language. Thai legal words (ใบกำกับภาษี …) stay on English documents too. Default 'th'. */
  readonly language?: PrintLanguage;
}
