// Every (kind, status, action) combination against spec §4 transcribed independently of the implementation:
// an action is allowed exactly when the spec's table lists it, and an allowed action leads to the status of
// the spec's "Action to resulting status" table (plus the outcomes decision 0004 adds); everything else is
// refused with DOCUMENT.ACTION_NOT_ALLOWED. Statuses are given in mixed case to check the upper-case compare.
import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS, type DocumentKind } from './kinds.ts';
import { applyAction } from './life-cycle-actions.ts';
import { ACTIONS, STATUSES_BY_KIND, type DocumentAction } from './life-cycles.ts';

const CREATES = [
  'CREATE BILLING NOTE',
  'CREATE DELIVERY NOTE/INVOICE/TAX INVOICE',
  'CREATE TAX INVOICE/RECEIPT (CASH)',
];
const PARTIALS = [
  'PARTIAL BILLING NOTE',
  'PARTIAL DELIVERY NOTE/INVOICE/TAX INVOICE',
  'PARTIAL TAX INVOICE/RECEIPT (CASH)',
];
const DEPOSITS = [
  'DEPOSIT BILLING NOTE',
  'DEPOSIT DELIVERY NOTE/INVOICE/TAX INVOICE',
  'DEPOSIT TAX INVOICE/RECEIPT (CASH)',
];
const QT_OPEN = ['APPROVED', ...CREATES, ...PARTIALS, ...DEPOSITS, 'REJECTED'];
const SIMPLE = { AWAITING: { VOID: 'VOID' }, VOID: { RESET: 'AWAITING' } };
/** Decision 0236: a payment slip is PAID once made; a reset of a void one pays (posts and certifies) again. */
const PAYMENT_SLIP = { AWAITING: { VOID: 'VOID' }, PAID: { VOID: 'VOID' }, VOID: { RESET: 'PAID' } };
const RECEIVING = {
  AWAITING: {
    APPROVED: 'APPROVED',
    'CREATE SCHEDULE PAYMENT/PAYMENT SLIP': 'AWAITING',
    'CREATE EXPENSE': 'AWAITING',
    REJECTED: 'REJECTED',
  },
  APPROVED: {
    'CREATE SCHEDULE PAYMENT/PAYMENT SLIP': 'APPROVED',
    PAID: 'PAID',
    REJECTED: 'REJECTED',
    RESET: 'AWAITING',
  },
  REJECTED: { RESET: 'AWAITING' },
  PAID: { 'GOT RECEIPT': 'GOT RECEIPT', 'EDIT PAYMENT': 'PAID', REJECTED: 'REJECTED', RESET: 'AWAITING' },
  'GOT RECEIPT': { 'EDIT PAYMENT': 'GOT RECEIPT', REJECTED: 'REJECTED', RESET: 'AWAITING' },
  PENDING: {},
};

const outcomes = (actions: readonly string[], status: string, fixed: Record<string, string>) =>
  Object.fromEntries(actions.map((a) => [a, fixed[a] ?? status]));
const QT_RESULTS: Record<string, string> = {
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
  RESET: 'AWAITING',
  ...Object.fromEntries(CREATES.map((a) => [a, 'ISSUED'])),
  ...Object.fromEntries([...PARTIALS, 'ADD PARTIAL BILLING NOTE'].map((a) => [a, 'PARTIALS'])),
  ...Object.fromEntries(DEPOSITS.map((a) => [a, 'DEPOSITED'])),
};

/** status → (allowed action → resulting status), from spec §4 (quotation: second reading). */
const SPEC: Record<DocumentKind, Record<string, Record<string, string>>> = {
  QT: {
    AWAITING: outcomes(QT_OPEN, 'AWAITING', QT_RESULTS),
    APPROVED: outcomes([...QT_OPEN, 'RESET'], 'APPROVED', QT_RESULTS),
    ISSUED: { RESET: 'AWAITING' },
    REJECTED: { RESET: 'AWAITING' },
    PARTIALS: { 'ADD PARTIAL BILLING NOTE': 'PARTIALS', RESET: 'AWAITING' },
    DEPOSITED: outcomes([...CREATES, 'RESET'], 'DEPOSITED', QT_RESULTS),
  },
  INV: {
    AWAITING: {
      DELIVERED: 'PAYMENT DUE',
      'CREATE RECEIPT': 'RECEIPT CREATED',
      'CREATE CUMULATIVE BILLING NOTE': 'AWAITING',
      'CREATE CUMULATIVE RECEIPT': 'AWAITING',
      'CREATE CREDIT NOTE/TAX INVOICE': 'AWAITING',
      'CREATE DEBIT NOTE/TAX INVOICE': 'AWAITING',
      'PARTIAL RECEIPT': 'AWAITING',
      VOID: 'VOID',
    },
    'PAYMENT DUE': {
      'CREATE CUMULATIVE BILLING NOTE': 'PAYMENT DUE',
      'CREATE CUMULATIVE RECEIPT': 'PAYMENT DUE',
      'CREATE CREDIT NOTE/TAX INVOICE': 'PAYMENT DUE',
    },
    VOID: { RESET: 'AWAITING' },
    'RECEIPT CREATED': {},
  },
  CA: {
    AWAITING: { 'RECEIVE PAYMENT': 'PAID', VOID: 'VOID' },
    PAID: { 'EDIT PAYMENT': 'PAID', VOID: 'VOID', RESET: 'AWAITING' },
    VOID: { RESET: 'AWAITING' },
  },
  BL: {
    AWAITING: {
      'CREATE CUMULATIVE BILLING NOTE': 'AWAITING',
      'CREATE CUMULATIVE RECEIPT': 'AWAITING',
      VOID: 'VOID',
    },
    VOID: { RESET: 'AWAITING' },
  },
  PO: {
    AWAITING: {
      APPROVED: 'APPROVED',
      'CREATE RECEIVING INVENTORY': 'AWAITING',
      'CREATE EXPENSE': 'AWAITING',
      REJECTED: 'REJECTED',
    },
    APPROVED: {
      ISSUED: 'AWAITING', // "ISSUED to AWAITING", as stated
      'CREATE RECEIVING INVENTORY': 'APPROVED',
      'CREATE EXPENSE': 'APPROVED',
      REJECTED: 'REJECTED',
      RESET: 'AWAITING',
    },
    ISSUED: { RESET: 'AWAITING' },
    REJECTED: { RESET: 'AWAITING' },
  },
  RI: RECEIVING,
  EXP: RECEIVING,
  WHT: {
    AWAITING: { ISSUED: 'ISSUED' },
    ISSUED: { VOID: 'VOID', RESET: 'AWAITING' },
    VOID: { RESET: 'AWAITING' },
  },
  RE: SIMPLE,
  CN: SIMPLE,
  DN: SIMPLE,
  PS: PAYMENT_SLIP,
};

const mixedCase = (text: string) =>
  text
    .split(' ')
    .map((w) => w.charAt(0) + w.slice(1).toLowerCase())
    .join(' ');

describe('life cycles against spec §4, every combination', () => {
  it('has exactly the statuses of the spec per kind', () => {
    for (const kind of DOCUMENT_KINDS) {
      expect([...STATUSES_BY_KIND[kind]].sort(), kind).toEqual(Object.keys(SPEC[kind]).sort());
    }
  });

  it('allows exactly the listed actions, leading to the listed status, and refuses every other one', () => {
    let checked = 0;
    for (const kind of DOCUMENT_KINDS) {
      for (const [status, table] of Object.entries(SPEC[kind])) {
        for (const action of Object.keys(ACTIONS) as DocumentAction[]) {
          const result = applyAction(kind, mixedCase(status), ACTIONS[action].label);
          const expected = table[action];
          if (expected === undefined) {
            expect(result.ok, `${kind} ${status} ${action}`).toBe(false);
            expect(!result.ok && result.error.code).toBe('DOCUMENT.ACTION_NOT_ALLOWED');
          } else {
            expect(result, `${kind} ${status} ${action}`).toEqual({ ok: true, value: expected });
          }
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
