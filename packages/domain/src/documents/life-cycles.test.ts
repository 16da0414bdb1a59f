// Life-cycle tables of spec §4, create-action pairing and badge colours.
import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS } from './kinds.ts';
import {
  allowedActions,
  applyAction,
  createActionRoute,
  createCodeForLabel,
  initialStatus,
  statusBadgeColour,
} from './life-cycle-actions.ts';
import { ACTIONS, LIFE_CYCLES, STATUSES_BY_KIND, type DocumentAction } from './life-cycles.ts';

const expectStatus = (
  kind: Parameters<typeof applyAction>[0],
  status: string,
  action: string,
  next: string,
) => {
  expect(applyAction(kind, status, action)).toEqual({ ok: true, value: next });
};

describe('quotation life cycle (second reading, with deposits)', () => {
  it('offers approve, creates, partials, deposits and reject while AWAITING', () => {
    expect(allowedActions('QT', 'AWAITING')).toEqual([
      'APPROVED',
      'CREATE BILLING NOTE',
      'CREATE DELIVERY NOTE/INVOICE/TAX INVOICE',
      'CREATE TAX INVOICE/RECEIPT (CASH)',
      'PARTIAL BILLING NOTE',
      'PARTIAL DELIVERY NOTE/INVOICE/TAX INVOICE',
      'PARTIAL TAX INVOICE/RECEIPT (CASH)',
      'DEPOSIT BILLING NOTE',
      'DEPOSIT DELIVERY NOTE/INVOICE/TAX INVOICE',
      'DEPOSIT TAX INVOICE/RECEIPT (CASH)',
      'REJECTED',
    ]);
    expect(allowedActions('QT', 'approved')).toEqual([...allowedActions('QT', 'AWAITING'), 'RESET']);
    expect(allowedActions('QT', 'ISSUED')).toEqual(['RESET']);
    expect(allowedActions('QT', 'REJECTED')).toEqual(['RESET']);
    expect(allowedActions('QT', 'PARTIALS')).toEqual(['ADD PARTIAL BILLING NOTE', 'RESET']);
    expect(allowedActions('QT', 'DEPOSITED')).toEqual([
      'CREATE BILLING NOTE',
      'CREATE DELIVERY NOTE/INVOICE/TAX INVOICE',
      'CREATE TAX INVOICE/RECEIPT (CASH)',
      'RESET',
    ]);
    expect(allowedActions('QT', 'VOID')).toEqual([]);
  });

  it('moves through the statuses', () => {
    expectStatus('QT', 'AWAITING', 'Approved', 'APPROVED');
    expectStatus('QT', 'APPROVED', 'Rejected', 'REJECTED');
    expectStatus('QT', 'REJECTED', 'reset', 'AWAITING');
    expectStatus('QT', 'APPROVED', 'Partial Billing Note', 'PARTIALS');
    expectStatus('QT', 'PARTIALS', 'Add Partial Billing Note', 'PARTIALS');
    expectStatus('QT', 'AWAITING', 'Deposit Billing Note', 'DEPOSITED');
    expectStatus('QT', 'DEPOSITED', 'Create Delivery Note/Invoice/Tax Invoice', 'ISSUED');
    expectStatus('QT', 'AWAITING', 'Create Tax Invoice/Receipt (Cash)', 'ISSUED');
  });

  it('refuses what the table does not allow, as a value', () => {
    expect(applyAction('QT', 'ISSUED', 'Approved')).toEqual({
      ok: false,
      error: {
        code: 'DOCUMENT.ACTION_NOT_ALLOWED',
        message: 'Approved is not allowed on a QT in status ISSUED',
        details: { kind: 'QT', status: 'ISSUED', action: 'APPROVED', allowed: ['RESET'] },
      },
    });
    const unknownStatus = applyAction('QT', 'PAID', 'RESET');
    expect(!unknownStatus.ok && unknownStatus.error.code).toBe('DOCUMENT.UNKNOWN_STATUS');
    const unknownAction = applyAction('QT', 'AWAITING', 'Teleport');
    expect(!unknownAction.ok && unknownAction.error.code).toBe('DOCUMENT.UNKNOWN_ACTION');
  });
});

describe('other life cycles (spec §4)', () => {
  it('invoice', () => {
    expect(allowedActions('INV', 'AWAITING')).toHaveLength(8);
    expect(allowedActions('INV', 'payment due')).toEqual([
      'CREATE CUMULATIVE BILLING NOTE',
      'CREATE CUMULATIVE RECEIPT',
      'CREATE CREDIT NOTE/TAX INVOICE',
    ]);
    expect(allowedActions('INV', 'RECEIPT CREATED')).toEqual([]);
    expectStatus('INV', 'AWAITING', 'Delivered', 'PAYMENT DUE');
    expectStatus('INV', 'AWAITING', 'Create Receipt', 'RECEIPT CREATED');
    expectStatus('INV', 'AWAITING', 'Create Credit Note/Tax Invoice', 'AWAITING');
    expectStatus('INV', 'AWAITING', 'Void', 'VOID');
    expectStatus('INV', 'VOID', 'Reset', 'AWAITING');
    expect(applyAction('INV', 'PAYMENT DUE', 'VOID').ok).toBe(false);
  });

  it('cash sale', () => {
    expectStatus('CA', 'AWAITING', 'Receive Payment', 'PAID');
    expectStatus('CA', 'PAID', 'Edit Payment', 'PAID');
    expectStatus('CA', 'PAID', 'Void', 'VOID');
    expectStatus('CA', 'PAID', 'Reset', 'AWAITING');
    expect(allowedActions('CA', 'VOID')).toEqual(['RESET']);
  });

  it('billing note', () => {
    expect(allowedActions('BL', 'AWAITING')).toEqual([
      'CREATE CUMULATIVE BILLING NOTE',
      'CREATE CUMULATIVE RECEIPT',
      'VOID',
    ]);
    expectStatus('BL', 'AWAITING', 'Void', 'VOID');
    expectStatus('BL', 'VOID', 'Reset', 'AWAITING');
  });

  it('purchase order: ISSUED leads back to AWAITING as the spec states', () => {
    expectStatus('PO', 'AWAITING', 'Approved', 'APPROVED');
    expectStatus('PO', 'APPROVED', 'Issued', 'AWAITING');
    expectStatus('PO', 'APPROVED', 'Rejected', 'REJECTED');
    expect(allowedActions('PO', 'ISSUED')).toEqual(['RESET']);
    expect(applyAction('PO', 'AWAITING', 'Issued').ok).toBe(false);
  });

  it('receiving inventory and expense', () => {
    for (const kind of ['RI', 'EXP'] as const) {
      expectStatus(kind, 'AWAITING', 'Approved', 'APPROVED');
      expectStatus(kind, 'APPROVED', 'Paid', 'PAID');
      expectStatus(kind, 'PAID', 'Got Receipt', 'GOT RECEIPT');
      expectStatus(kind, 'GOT RECEIPT', 'Edit Payment', 'GOT RECEIPT');
      expectStatus(kind, 'GOT RECEIPT', 'Reset', 'AWAITING');
      expect(allowedActions(kind, 'PENDING')).toEqual([]);
    }
  });

  it('withholding tax and the small table for receipts, credit/debit notes and payment slips', () => {
    expectStatus('WHT', 'AWAITING', 'Issued', 'ISSUED');
    expectStatus('WHT', 'ISSUED', 'Void', 'VOID');
    expect(applyAction('WHT', 'AWAITING', 'Void').ok).toBe(false);
    for (const kind of ['RE', 'CN', 'DN', 'PS'] as const) {
      expectStatus(kind, 'AWAITING', 'Void', 'VOID');
    }
    for (const kind of ['RE', 'CN', 'DN'] as const) expectStatus(kind, 'VOID', 'Reset', 'AWAITING');
  });

  it('a payment slip is PAID once made, and a reset of a void one is PAID again (decision 0236)', () => {
    expect(initialStatus('PS')).toBe('PAID');
    for (const kind of ['QT', 'INV', 'CA', 'RE', 'RI', 'EXP', 'WHT'] as const) {
      expect(initialStatus(kind)).toBe('AWAITING');
    }
    expectStatus('PS', 'PAID', 'Void', 'VOID');
    expectStatus('PS', 'VOID', 'Reset', 'PAID');
    expect(allowedActions('PS', 'PAID')).toEqual(['VOID']);
    expect(applyAction('PS', 'PAID', 'Reset').ok).toBe(false);
  });

  it('every table is complete and consistent', () => {
    for (const kind of DOCUMENT_KINDS) {
      const allowed: Record<string, readonly DocumentAction[]> = LIFE_CYCLES[kind].allowed;
      expect(Object.keys(allowed).sort()).toEqual([...STATUSES_BY_KIND[kind]].sort());
      const statuses: readonly string[] = STATUSES_BY_KIND[kind];
      for (const status of statuses) {
        for (const action of allowed[status] ?? []) {
          const result = applyAction(kind, status, action);
          expect(result.ok && statuses.includes(result.value)).toBe(true);
        }
      }
    }
  });
});

describe('create actions and badges', () => {
  it('maps create labels to kind codes', () => {
    expect(createCodeForLabel('Create Billing Note')).toBe('BL');
    expect(createCodeForLabel('Create Delivery Note/Invoice/Tax Invoice')).toBe('INV');
    expect(createCodeForLabel('Create Tax Invoice/Receipt (Cash)')).toBe('CA');
    expect(createCodeForLabel('Partial Billing Note')).toBe('PARTIAL_BL');
    expect(createCodeForLabel('Add Partial Billing Note')).toBe('PARTIAL_BL');
    expect(createCodeForLabel('Partial Delivery Note/Invoice/Tax Invoice')).toBe('PARTIAL_INV');
    expect(createCodeForLabel('Partial Tax Invoice/Receipt (Cash)')).toBe('PARTIAL_CA');
    expect(createCodeForLabel('Deposit Billing Note')).toBe('DEPOSIT_BL');
    expect(createCodeForLabel('Deposit Delivery Note/Invoice/Tax Invoice')).toBe('DEPOSIT_INV');
    expect(createCodeForLabel('Deposit Tax Invoice/Receipt (Cash)')).toBe('DEPOSIT_CA');
    expect(createCodeForLabel('Void')).toBeNull();
    expect(ACTIONS['ADD PARTIAL BILLING NOTE'].partialTypes).toEqual(['PERCENTAGE', 'AMOUNT', 'QUANTITY']);
  });

  it('builds the spec §2 creation routes', () => {
    const qt = { kind: 'QT', id: 'q1' } as const;
    expect(createActionRoute('o1', 'ADD PARTIAL BILLING NOTE', qt, 'AMOUNT')).toBe(
      '/o1/billing-notes/new?QT=q1&PARTIAL_TYPE=AMOUNT',
    );
    expect(createActionRoute('o1', 'DEPOSIT BILLING NOTE', qt)).toBe(
      '/o1/billing-notes/new?QT=q1&DEPOSIT=TRUE',
    );
    expect(createActionRoute('o1', 'PARTIAL DELIVERY NOTE/INVOICE/TAX INVOICE', qt, 'QUANTITY')).toBe(
      '/o1/invoices/new?QT=q1&PARTIAL_TYPE=QUANTITY',
    );
    expect(createActionRoute('o1', 'PARTIAL TAX INVOICE/RECEIPT (CASH)', qt, 'AMOUNT')).toBeNull();
    expect(createActionRoute('o1', 'CREATE TAX INVOICE/RECEIPT (CASH)', qt)).toBe(
      '/o1/cash-invoices/new?QT=q1',
    );
    expect(createActionRoute('o1', 'VOID', qt)).toBeNull();
  });

  it('colours badges as spec §4 says', () => {
    expect(statusBadgeColour('DEPOSITED')).toBe('pink');
    expect(statusBadgeColour('partials')).toBe('pink');
    expect(statusBadgeColour('APPROVED')).toBe('green');
    expect(statusBadgeColour('PAID')).toBe('green');
    expect(statusBadgeColour('ISSUED')).toBe('sky');
    expect(statusBadgeColour('REJECTED')).toBe('red');
    expect(statusBadgeColour('VOID')).toBe('red');
    expect(statusBadgeColour('Payment Due')).toBe('yellow');
    expect(statusBadgeColour('AWAITING')).toBe('gray');
  });
});
