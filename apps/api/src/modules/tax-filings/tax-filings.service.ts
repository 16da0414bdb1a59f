// Use cases of the monthly tax filings (issue #12; decisions 0147, 0148): the PP30 worksheet from the output tax
// report and the ledger, closing a VAT month (the §11 k entry through the journals posting service, locked
// periods refused), the obligations of a month (PP30, PND1, PND3, PND53, social security and PP36; decisions
// 0180, 0200), marking a return filed and paid (Dr 27120 / 27210 / 27230 / 27240 / 27300 / 27113 · Cr bank; a
// paid PP36 also Dr 11610 · Cr 11611).
//
// The use cases live one per file; this module names them all for the routes and the other use cases:
//   tax-months.ts               a tax month, its text, the TAX_FILING.* error
//   pp30.service.ts             the PP30 worksheet (getPp30, earlierOpenVatMonth, boxesText)
//   vat-close.service.ts        closing a VAT month (closeVatMonth)
//   tax-obligations.service.ts  the obligations of months (obligationsOf, withheldInMonth)
//   tax-returns.service.ts      marking a return filed and paid (fileReturn, payReturn)
export { boxesText, earlierOpenVatMonth, getPp30, type Pp30Figures } from './pp30.service.ts';
export {
  obligationsOf,
  withheldInMonth,
  type DeskForm,
  type Obligation,
  type WithheldForm,
} from './tax-obligations.service.ts';
export { fileReturn, payReturn } from './tax-returns.service.ts';
export { filingError, monthText, type TaxMonth } from './tax-months.ts';
export { closeVatMonth, type CloseVatMonthInput } from './vat-close.service.ts';
