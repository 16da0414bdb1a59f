// Fixed option lists of spec §9: percent choices for discount and withholding, partial types, payment
// types, price types and the defaults a new document starts with.

/** Discount and withholding percentages offered in pickers (spec §9), as two-place decimal strings. */
export const PERCENT_OPTIONS = [
  '0.00',
  '0.50',
  '1.00',
  '2.00',
  '3.00',
  '5.00',
  '7.00',
  '10.00',
  '15.00',
  '18.00',
  '20.00',
  '25.00',
  '30.00',
] as const;
export type PercentOption = (typeof PERCENT_OPTIONS)[number];

/** How a partial document takes its share of a quotation. */
export const PARTIAL_TYPES = ['PERCENTAGE', 'AMOUNT', 'QUANTITY'] as const;
export type PartialType = (typeof PARTIAL_TYPES)[number];
/** Invoices and cash sales made from a quotation allow only these (spec §2, §9). */
export const INVOICE_PARTIAL_TYPES = ['PERCENTAGE', 'QUANTITY'] as const satisfies readonly PartialType[];

export const PAYMENT_TYPES = ['credit', 'cash'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * How line prices are entered. vat_exclusive is the spec's default; vat_inclusive backs VAT out of the prices;
 * no_vat means the document carries no VAT at all (seller not registered, or VAT switched off).
 */
export const PRICE_TYPES = ['vat_exclusive', 'vat_inclusive', 'no_vat'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** Defaults of a new document draft (spec §3, §9). */
export const DOCUMENT_DEFAULTS = {
  currency: 'THB',
  priceType: 'vat_exclusive',
  vatEnabled: true,
  paymentType: 'credit',
  creditDays: '30',
  blankLines: 3,
  withholdingFormYear: 2025,
  withholdingPayer: 'TAX_AT_SOURCE',
  withholdingLineNumbers: [1, 2, 3],
  withholdingVatType: 'EXCLUSIVE',
} as const satisfies {
  currency: string;
  priceType: PriceType;
  vatEnabled: boolean;
  paymentType: PaymentType;
  creditDays: string;
  blankLines: number;
  withholdingFormYear: number;
  withholdingPayer: string;
  withholdingLineNumbers: readonly number[];
  withholdingVatType: string;
};

/** Page sizes and timings the spec fixes (§9). */
export const UI_LIMITS = {
  productsPageSize: 20,
  contactsPageSize: 50,
  debounceMs: 150,
  toastAutoCloseMs: 5000,
} as const;
