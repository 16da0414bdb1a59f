// The PP30 VAT return worksheet (thai-tax-reference §3.1, boxes 1–12), its reconciliation to the ledger and the
// monthly VAT close entry (§11 k; decision 0147). Pure: the API supplies the report totals and ledger figures.
import { ACCOUNTS } from '../constants/accounts.ts';
import { maxMoney, ZERO, type Money } from '../money/money.ts';

/** VAT refund receivable (ลูกหนี้กรมสรรพากร - ภาษีมูลค่าเพิ่มขอคืน) and PP30 net payable. */
export const VAT_CLOSE_ACCOUNTS = {
  output: ACCOUNTS.outputVat,
  input: ACCOUNTS.inputVat,
  payable: '27120',
  refundReceivable: '11620',
} as const;

export interface Pp30Input {
  /** Sales of the month by tax code (output tax report totals plus exempt sales without a tax invoice). */
  readonly standardRatedSales: Money;
  readonly zeroRatedSales: Money;
  readonly exemptSales: Money;
  readonly outputVat: Money;
  /** Purchases whose input tax is claimed this month, and that tax (the input tax report). */
  readonly claimedPurchases: Money;
  readonly inputVat: Money;
  /** Box 10: the excess carried forward from last month. */
  readonly carriedForward: Money;
}

export interface Pp30Boxes {
  readonly box1: Money;
  readonly box2: Money;
  readonly box3: Money;
  readonly box4: Money;
  readonly box5: Money;
  readonly box6: Money;
  readonly box7: Money;
  readonly box8: Money;
  readonly box9: Money;
  readonly box10: Money;
  readonly box11: Money;
  readonly box12: Money;
}

/**
 * Boxes 1–12: 1 total sales, 2 zero-rated, 3 exempt, 4 taxable = 1 − 2 − 3, 5 output tax, 6 purchases claimed,
 * 7 input tax, 8 = 5 − 7 if positive, 9 = 7 − 5 if positive, 10 carried forward, 11 = 8 − 10 if positive,
 * 12 = 10 − 8 (when 8 > 0) or 9 + 10.
 */
export function computePp30(input: Pp30Input): Pp30Boxes {
  const box1 = input.standardRatedSales + input.zeroRatedSales + input.exemptSales;
  const box2 = input.zeroRatedSales;
  const box3 = input.exemptSales;
  const box4 = box1 - box2 - box3;
  const box5 = input.outputVat;
  const box7 = input.inputVat;
  const box8 = maxMoney(box5 - box7, ZERO);
  const box9 = maxMoney(box7 - box5, ZERO);
  const box10 = input.carriedForward;
  const box11 = maxMoney(box8 - box10, ZERO);
  const box12 = box8 > ZERO ? maxMoney(box10 - box8, ZERO) : box9 + box10;
  return {
    box1,
    box2,
    box3,
    box4,
    box5,
    box6: input.claimedPurchases,
    box7,
    box8,
    box9,
    box10,
    box11,
    box12,
  };
}

export interface VatReconciliation {
  /** Box 5 against the month's 27111 movement (credits − debits, the close entry left out). */
  readonly outputDifference: Money;
  /** Box 7 against the month's 11610 movement (debits − credits, the close entry left out). */
  readonly inputDifference: Money;
  readonly reconciled: boolean;
}

export function reconcileVat(
  boxes: Pick<Pp30Boxes, 'box5' | 'box7'>,
  ledger: { readonly outputVat: Money; readonly inputVat: Money },
): VatReconciliation {
  const outputDifference = ledger.outputVat - boxes.box5;
  const inputDifference = ledger.inputVat - boxes.box7;
  return {
    outputDifference,
    inputDifference,
    reconciled: outputDifference === ZERO && inputDifference === ZERO,
  };
}

export type VatExcessChoice = 'CARRY_FORWARD' | 'REFUND';

export interface VatCloseLine {
  readonly accountCode: string;
  readonly debit: Money;
  readonly credit: Money;
}

export interface VatClose {
  readonly lines: readonly VatCloseLine[];
  /** Net VAT payable (27120) or 0. */
  readonly payable: Money;
  /** Excess claimed back in cash (11620) or 0. */
  readonly refund: Money;
  /** Excess left in 11610 for next month's box 10, or 0. */
  readonly carriedForward: Money;
}

function signed(accountCode: string, amount: Money): VatCloseLine[] {
  if (amount === ZERO) return [];
  return amount > ZERO
    ? [{ accountCode, debit: amount, credit: ZERO }]
    : [{ accountCode, debit: ZERO, credit: -amount }];
}

/**
 * The VAT close of a month from the ledger: output = the month's 27111 movement, input = the month's 11610
 * movement, carriedForward = last month's excess still in 11610.
 *   payable (output > input + carried): Dr 27111 output · Cr 11610 input + carried · Cr 27120 net;
 *   excess carried forward:             Dr 27111 output · Cr 11610 output (the excess stays in 11610);
 *   excess refunded:                    Dr 27111 output · Dr 11620 excess · Cr 11610 input + carried.
 * Empty lines when there is nothing to close.
 */
export function vatCloseEntry(
  figures: { readonly outputVat: Money; readonly inputVat: Money; readonly carriedForward: Money },
  choice: VatExcessChoice,
): VatClose {
  const available = figures.inputVat + figures.carriedForward;
  const net = figures.outputVat - available;
  if (net >= ZERO) {
    return {
      lines: [
        ...signed(VAT_CLOSE_ACCOUNTS.output, figures.outputVat),
        ...signed(VAT_CLOSE_ACCOUNTS.input, -available),
        ...signed(VAT_CLOSE_ACCOUNTS.payable, -net),
      ],
      payable: net,
      refund: ZERO,
      carriedForward: ZERO,
    };
  }
  const excess = -net;
  if (choice === 'REFUND') {
    return {
      lines: [
        ...signed(VAT_CLOSE_ACCOUNTS.output, figures.outputVat),
        ...signed(VAT_CLOSE_ACCOUNTS.refundReceivable, excess),
        ...signed(VAT_CLOSE_ACCOUNTS.input, -available),
      ],
      payable: ZERO,
      refund: excess,
      carriedForward: ZERO,
    };
  }
  return {
    lines: [
      ...signed(VAT_CLOSE_ACCOUNTS.output, figures.outputVat),
      ...signed(VAT_CLOSE_ACCOUNTS.input, -figures.outputVat),
    ],
    payable: ZERO,
    refund: ZERO,
    carriedForward: excess,
  };
}
