// How money comes in (issue #10 §2): the payment methods a receipt, cash sale or Receive Payment records,
// their Thai and English words for prints, the bound on a rounding difference, and the numbering-reset and
// print options of the organisation settings. Decisions 0095–0098.
import { money, type Money } from '../money/money.ts';

export const PAYMENT_METHODS = ['CASH', 'TRANSFER', 'CHEQUE', 'CARD', 'PROMPTPAY', 'EWALLET'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Words printed for a method ("ชำระโดย: โอนเงิน"). */
export const PAYMENT_METHOD_WORDS = {
  CASH: { th: 'เงินสด', en: 'Cash' },
  TRANSFER: { th: 'โอนเงิน', en: 'Bank transfer' },
  CHEQUE: { th: 'เช็ค', en: 'Cheque' },
  CARD: { th: 'บัตรเครดิต', en: 'Credit card' },
  PROMPTPAY: { th: 'พร้อมเพย์', en: 'PromptPay' },
  EWALLET: { th: 'กระเป๋าเงินอิเล็กทรอนิกส์', en: 'E-wallet' },
} as const satisfies Record<PaymentMethod, { th: string; en: string }>;

/** Every method but cash lands in one of the organisation's bank accounts (11121 when none is named). */
export function methodGoesToBank(method: PaymentMethod): boolean {
  return method !== 'CASH';
}

/**
 * The largest rounding difference a payment may carry, either way: 1.00 baht (a cash payment rounded to the
 * baht, or a transfer a few satang short). Anything larger is a partial payment, not rounding (decision 0096).
 */
export const MAX_ROUNDING_DIFFERENCE: Money = money(1);

/** When document running numbers start again at 1 (decision 0097). `daily` is the spec §3 behaviour. */
export const NUMBERING_RESETS = ['daily', 'monthly', 'yearly', 'never'] as const;
export type NumberingReset = (typeof NUMBERING_RESETS)[number];

export const PRINT_LANGUAGES = ['th', 'en'] as const;
export type PrintLanguage = (typeof PRINT_LANGUAGES)[number];
/** Buddhist era (the Thai default) or Christian era on prints. */
export const PRINT_ERAS = ['BE', 'CE'] as const;
export type PrintEra = (typeof PRINT_ERAS)[number];
