// Every status action of spec §4 on every sales document kind in every status it can reach: the allowed ones
// lead to the status the spec's table names, every other one is refused with {NS}.INVALID_TRANSITION and the
// actions that are allowed. The expectations are written out by hand from the spec (quotation: the second
// reading; receipts, credit and debit notes: AWAITING ⇄ VOID, domain decision 0004).
import type { SalesDocumentKind } from '@banchee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusOf } from '../../http/errors.ts';
import { DocumentFailure } from './documents.errors.ts';
import { rulesOf } from './documents.kinds.ts';
import { createFixture, line, type Fixture } from './documents.test-fixtures.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture();
});
afterAll(async () => {
  await fx.database.close();
});

const STATUS_ACTIONS = [
  'APPROVED',
  'ISSUED',
  'REJECTED',
  'VOID',
  'RESET',
  'DELIVERED',
  'RECEIVE PAYMENT',
  'EDIT PAYMENT',
  'PAID',
  'GOT RECEIPT',
] as const;

interface Case {
  kind: SalesDocumentKind;
  status: string;
  /** Makes a fresh document in `status`; returns its id. */
  setup: () => Promise<string>;
  /** Allowed status actions → resulting status. Every other status action must be refused. */
  allowed: Record<string, string>;
  /** The full menu the answer offers in that status (status and create actions), when worth pinning. */
  menu?: string[];
}

const goods = () => [line('Goods', '1', '1000')];
const quotation = async () => (await fx.create('QT', { contactId: fx.customerId, items: goods() })).id;
const invoice = async () => (await fx.create('INV', { contactId: fx.customerId, items: goods() })).id;
const cash = async () => (await fx.create('CA', { contactId: fx.customerId, items: goods() })).id;
async function then(id: Promise<string>, kind: SalesDocumentKind, action: string) {
  const doc = await id;
  await fx.act(kind, doc, action);
  return doc;
}

const QUOTATION_OPEN_MENU = [
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
];

const CASES: Case[] = [
  {
    kind: 'QT',
    status: 'AWAITING',
    setup: quotation,
    allowed: { APPROVED: 'APPROVED', REJECTED: 'REJECTED' },
    menu: QUOTATION_OPEN_MENU,
  },
  {
    kind: 'QT',
    status: 'APPROVED',
    setup: () => then(quotation(), 'QT', 'APPROVED'),
    allowed: { APPROVED: 'APPROVED', REJECTED: 'REJECTED', RESET: 'AWAITING' },
    menu: [...QUOTATION_OPEN_MENU, 'RESET'],
  },
  {
    kind: 'QT',
    status: 'REJECTED',
    setup: () => then(quotation(), 'QT', 'REJECTED'),
    allowed: { RESET: 'AWAITING' },
    menu: ['RESET'],
  },
  {
    // ISSUED, PARTIALS and DEPOSITED come from documents made from the quotation; Reset is offered again once
    // those documents are voided (which returns the quotation to its previous status by itself).
    kind: 'QT',
    status: 'ISSUED',
    setup: async () => {
      const id = await quotation();
      await fx.create('BL', { parentQuotationId: id });
      return id;
    },
    allowed: {},
    menu: [],
  },
  {
    kind: 'QT',
    status: 'PARTIALS',
    setup: async () => {
      const id = await quotation();
      await fx.create('BL', { parentQuotationId: id, partialType: 'PERCENTAGE', partialPercent: '30' });
      return id;
    },
    // Reset in PARTIALS (spec §4) keeps the partials: the quotation goes back to AWAITING to bill the rest.
    allowed: { RESET: 'AWAITING' },
    menu: ['ADD PARTIAL BILLING NOTE', 'RESET'],
  },
  {
    kind: 'QT',
    status: 'DEPOSITED',
    setup: async () => {
      const id = await quotation();
      await fx.create('BL', { parentQuotationId: id, isDeposit: true, depositValue: '100' });
      return id;
    },
    allowed: {},
    menu: [
      'CREATE BILLING NOTE',
      'CREATE DELIVERY NOTE/INVOICE/TAX INVOICE',
      'CREATE TAX INVOICE/RECEIPT (CASH)',
    ],
  },
  {
    kind: 'INV',
    status: 'AWAITING',
    setup: invoice,
    allowed: { DELIVERED: 'PAYMENT DUE', VOID: 'VOID' },
    menu: [
      'DELIVERED',
      'CREATE RECEIPT',
      'CREATE CUMULATIVE BILLING NOTE',
      'CREATE CUMULATIVE RECEIPT',
      'CREATE CREDIT NOTE/TAX INVOICE',
      'CREATE DEBIT NOTE/TAX INVOICE',
      'PARTIAL RECEIPT',
      'VOID',
    ],
  },
  {
    kind: 'INV',
    status: 'PAYMENT DUE',
    setup: () => then(invoice(), 'INV', 'DELIVERED'),
    allowed: {},
    menu: ['CREATE CUMULATIVE BILLING NOTE', 'CREATE CUMULATIVE RECEIPT', 'CREATE CREDIT NOTE/TAX INVOICE'],
  },
  {
    kind: 'INV',
    status: 'VOID',
    setup: () => then(invoice(), 'INV', 'VOID'),
    allowed: { RESET: 'AWAITING' },
    menu: ['RESET'],
  },
  {
    kind: 'INV',
    status: 'RECEIPT CREATED',
    setup: async () => {
      const id = await invoice();
      await fx.create('RE', { selectedInvoice: id });
      return id;
    },
    allowed: {},
    menu: [],
  },
  {
    kind: 'CA',
    status: 'AWAITING',
    setup: cash,
    allowed: { 'RECEIVE PAYMENT': 'PAID', VOID: 'VOID' },
    menu: ['RECEIVE PAYMENT', 'VOID'],
  },
  {
    kind: 'CA',
    status: 'PAID',
    setup: () => then(cash(), 'CA', 'RECEIVE PAYMENT'),
    allowed: { 'EDIT PAYMENT': 'PAID', VOID: 'VOID', RESET: 'AWAITING' },
    menu: ['EDIT PAYMENT', 'VOID', 'RESET'],
  },
  {
    kind: 'CA',
    status: 'VOID',
    setup: () => then(cash(), 'CA', 'VOID'),
    allowed: { RESET: 'AWAITING' },
  },
  {
    kind: 'BL',
    status: 'AWAITING',
    setup: async () => (await fx.create('BL', { contactId: fx.customerId, items: goods() })).id,
    allowed: { VOID: 'VOID' },
    menu: ['CREATE CUMULATIVE BILLING NOTE', 'CREATE CUMULATIVE RECEIPT', 'VOID'],
  },
  {
    kind: 'BL',
    status: 'VOID',
    setup: async () =>
      then(
        fx.create('BL', { items: goods() }).then((d) => d.id),
        'BL',
        'VOID',
      ),
    allowed: { RESET: 'AWAITING' },
  },
  ...(['RE', 'CN', 'DN'] as const).flatMap((kind): Case[] => {
    const make = async () => {
      const inv = await invoice();
      if (kind === 'RE') return (await fx.create('RE', { selectedInvoice: inv })).id;
      const reason = kind === 'CN' ? 'PRODUCT_DAMAGED' : 'PRODUCT_UNDERCHARGED';
      return (await fx.create(kind, { selectedInvoice: inv, reason, items: [line('Adj', '1', '100')] })).id;
    };
    return [
      { kind, status: 'AWAITING', setup: make, allowed: { VOID: 'VOID' }, menu: ['VOID'] },
      { kind, status: 'VOID', setup: () => then(make(), kind, 'VOID'), allowed: { RESET: 'AWAITING' } },
    ];
  }),
];

describe('life cycles of spec §4', () => {
  for (const c of CASES) {
    it(`${c.kind} ${c.status}: allows ${Object.keys(c.allowed).join(', ') || 'no status action'}`, async () => {
      const id = await c.setup();
      const before = await fx.read(c.kind, id);
      expect(before.status).toBe(c.status);
      if (c.menu) expect(before.allowedActions).toEqual(c.menu);

      for (const action of STATUS_ACTIONS) {
        const target = c.allowed[action];
        if (target !== undefined) {
          const doc = await c.setup();
          const after = await fx.act(c.kind, doc, action.toLowerCase());
          expect(after.status, `${c.kind} ${c.status} ${action}`).toBe(target);
          expect(after.history.at(-1)).toMatchObject({ action, fromStatus: c.status, toStatus: target });
        } else {
          const error = await fx.act(c.kind, id, action).then(
            () => null,
            (e: unknown) => e,
          );
          expect(error, `${c.kind} ${c.status} ${action} must be refused`).toBeInstanceOf(DocumentFailure);
          const failure = error as DocumentFailure;
          expect(failure.code).toBe(`${rulesOf(c.kind).errorNamespace}.INVALID_TRANSITION`);
          expect(statusOf(failure.code)).toBe(409);
          expect(failure.details).toMatchObject({ status: c.status, allowedActions: before.allowedActions });
        }
      }
      // Refusals changed nothing.
      expect((await fx.read(c.kind, id)).status).toBe(c.status);
    });
  }

  it('refuses a create action sent as a status change', async () => {
    const id = await quotation();
    const error = await fx.act('QT', id, 'Create Billing Note').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'QUOTATION.INVALID_TRANSITION' });
  });

  it('offers Reset on a quotation again once the documents made from it are voided', async () => {
    const id = await then(quotation(), 'QT', 'APPROVED');
    const bill = await fx.create('BL', { parentQuotationId: id });
    expect((await fx.read('QT', id)).allowedActions).toEqual([]);
    await fx.act('BL', bill.id, 'VOID');
    const back = await fx.read('QT', id);
    expect(back.status).toBe('APPROVED');
    expect(back.allowedActions).toContain('RESET');
    expect((await fx.act('QT', id, 'RESET')).status).toBe('AWAITING');
  });
});
