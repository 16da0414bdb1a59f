// Document life cycles (spec §4) as transition tables: for each kind, the actions allowed in each status and
// the status each action leads to. Status and action names are the spec's, in upper case ('PAYMENT DUE');
// inputs are compared in upper case. Readings and gaps we had to decide are in docs/decisions/0004 and 0005:
// the quotation uses the second reading (with deposits); receipts, credit notes, debit notes and payment slips
// share a small AWAITING ⇄ VOID table; the purchase order's ISSUED → AWAITING is kept as the spec states it.
// This file is the tables as data; reading and applying them (parse, allowed actions, apply, create routes,
// badge colour of a status) is in life-cycle-actions.ts.
import type { PartialType } from '../constants/options.ts';
import type { DocumentKind } from './kinds.ts';

export const QUOTATION_STATUSES = [
  'AWAITING',
  'APPROVED',
  'ISSUED',
  'REJECTED',
  'PARTIALS',
  'DEPOSITED',
] as const;
export const BILLING_NOTE_STATUSES = ['AWAITING', 'VOID'] as const;
export const INVOICE_STATUSES = ['AWAITING', 'PAYMENT DUE', 'VOID', 'RECEIPT CREATED'] as const;
export const CASH_SALE_STATUSES = ['AWAITING', 'PAID', 'VOID'] as const;
export const PURCHASE_ORDER_STATUSES = ['AWAITING', 'APPROVED', 'ISSUED', 'REJECTED'] as const;
/** Receiving inventory and expenses share one life cycle. */
export const RECEIVING_STATUSES = [
  'AWAITING',
  'APPROVED',
  'REJECTED',
  'PAID',
  'GOT RECEIPT',
  'PENDING',
] as const;
export const WITHHOLDING_TAX_STATUSES = ['AWAITING', 'ISSUED', 'VOID'] as const;
/** Receipts, credit notes and debit notes (spec silent; decision 0004). */
export const SIMPLE_STATUSES = ['AWAITING', 'VOID'] as const;
/**
 * Payment slips (decision 0236): a slip pays its bills, posts and issues its 50 ทวิ when it is made, so it is
 * PAID from the start; AWAITING is kept for slips stored before (migration 0055 moved them to PAID).
 */
export const PAYMENT_SLIP_STATUSES = ['AWAITING', 'PAID', 'VOID'] as const;

export const STATUSES_BY_KIND = {
  QT: QUOTATION_STATUSES,
  BL: BILLING_NOTE_STATUSES,
  INV: INVOICE_STATUSES,
  CA: CASH_SALE_STATUSES,
  RE: SIMPLE_STATUSES,
  CN: SIMPLE_STATUSES,
  DN: SIMPLE_STATUSES,
  PO: PURCHASE_ORDER_STATUSES,
  RI: RECEIVING_STATUSES,
  EXP: RECEIVING_STATUSES,
  WHT: WITHHOLDING_TAX_STATUSES,
  PS: PAYMENT_SLIP_STATUSES,
} as const satisfies Record<DocumentKind, readonly string[]>;

export type StatusOf<K extends DocumentKind> = (typeof STATUSES_BY_KIND)[K][number];
export type DocumentStatus = StatusOf<DocumentKind>;
export const ALL_STATUSES: readonly DocumentStatus[] = [...new Set(Object.values(STATUSES_BY_KIND).flat())];

/** The code a create action sends to the new document (spec §4 list plus the invoice and purchase creates). */
export type CreateCode =
  | 'BL'
  | 'INV'
  | 'CA'
  | 'PARTIAL_BL'
  | 'PARTIAL_INV'
  | 'PARTIAL_CA'
  | 'DEPOSIT_BL'
  | 'DEPOSIT_INV'
  | 'DEPOSIT_CA'
  | 'RE'
  | 'PARTIAL_RE'
  | 'CUMULATIVE_BL'
  | 'CUMULATIVE_RE'
  | 'CN'
  | 'DN'
  | 'RI'
  | 'EXP'
  | 'PS';

export interface StatusActionDefinition {
  readonly type: 'status';
  readonly label: string;
}

export interface CreateActionDefinition {
  readonly type: 'create';
  readonly label: string;
  readonly createCode: CreateCode;
  /** Kind of the document the action opens. */
  readonly targetKind: DocumentKind;
  /** Partial types the new document accepts (spec §2 routes); empty when not a partial. */
  readonly partialTypes: readonly PartialType[];
  readonly deposit: boolean;
}

export type ActionDefinition = StatusActionDefinition | CreateActionDefinition;

const create = (
  label: string,
  createCode: CreateCode,
  targetKind: DocumentKind,
  partialTypes: readonly PartialType[] = [],
  deposit = false,
): CreateActionDefinition => ({ type: 'create', label, createCode, targetKind, partialTypes, deposit });

/**
 * Every action, keyed by its upper-case name, with the label the spec shows. Create-action pairing (decision
 * 0005): each label maps to the code its words name — "… Billing Note" → *_BL, "… Delivery Note/Invoice/Tax
 * Invoice" → *_INV, "… Tax Invoice/Receipt (Cash)" → *_CA — and its partial types follow the spec §2 routes.
 */
export const ACTIONS = {
  APPROVED: { type: 'status', label: 'Approved' },
  ISSUED: { type: 'status', label: 'Issued' },
  REJECTED: { type: 'status', label: 'Rejected' },
  VOID: { type: 'status', label: 'Void' },
  RESET: { type: 'status', label: 'Reset' },
  DELIVERED: { type: 'status', label: 'Delivered' },
  'RECEIVE PAYMENT': { type: 'status', label: 'Receive Payment' },
  'EDIT PAYMENT': { type: 'status', label: 'Edit Payment' },
  PAID: { type: 'status', label: 'Paid' },
  'GOT RECEIPT': { type: 'status', label: 'Got Receipt' },
  'CREATE BILLING NOTE': create('Create Billing Note', 'BL', 'BL'),
  'CREATE DELIVERY NOTE/INVOICE/TAX INVOICE': create(
    'Create Delivery Note/Invoice/Tax Invoice',
    'INV',
    'INV',
  ),
  'CREATE TAX INVOICE/RECEIPT (CASH)': create('Create Tax Invoice/Receipt (Cash)', 'CA', 'CA'),
  'ADD PARTIAL BILLING NOTE': create('Add Partial Billing Note', 'PARTIAL_BL', 'BL', [
    'PERCENTAGE',
    'AMOUNT',
    'QUANTITY',
  ]),
  'PARTIAL BILLING NOTE': create('Partial Billing Note', 'PARTIAL_BL', 'BL', ['PERCENTAGE', 'QUANTITY']),
  'PARTIAL DELIVERY NOTE/INVOICE/TAX INVOICE': create(
    'Partial Delivery Note/Invoice/Tax Invoice',
    'PARTIAL_INV',
    'INV',
    ['PERCENTAGE', 'QUANTITY'],
  ),
  'PARTIAL TAX INVOICE/RECEIPT (CASH)': create('Partial Tax Invoice/Receipt (Cash)', 'PARTIAL_CA', 'CA', [
    'PERCENTAGE',
    'QUANTITY',
  ]),
  'DEPOSIT BILLING NOTE': create('Deposit Billing Note', 'DEPOSIT_BL', 'BL', [], true),
  'DEPOSIT DELIVERY NOTE/INVOICE/TAX INVOICE': create(
    'Deposit Delivery Note/Invoice/Tax Invoice',
    'DEPOSIT_INV',
    'INV',
    [],
    true,
  ),
  'DEPOSIT TAX INVOICE/RECEIPT (CASH)': create(
    'Deposit Tax Invoice/Receipt (Cash)',
    'DEPOSIT_CA',
    'CA',
    [],
    true,
  ),
  'CREATE RECEIPT': create('Create Receipt', 'RE', 'RE'),
  'PARTIAL RECEIPT': create('Partial Receipt', 'PARTIAL_RE', 'RE'),
  'CREATE CUMULATIVE BILLING NOTE': create('Create Cumulative Billing Note', 'CUMULATIVE_BL', 'BL'),
  'CREATE CUMULATIVE RECEIPT': create('Create Cumulative Receipt', 'CUMULATIVE_RE', 'RE'),
  'CREATE CREDIT NOTE/TAX INVOICE': create('Create Credit Note/Tax Invoice', 'CN', 'CN'),
  'CREATE DEBIT NOTE/TAX INVOICE': create('Create Debit Note/Tax Invoice', 'DN', 'DN'),
  'CREATE RECEIVING INVENTORY': create('Create Receiving Inventory', 'RI', 'RI'),
  'CREATE EXPENSE': create('Create Expense', 'EXP', 'EXP'),
  'CREATE SCHEDULE PAYMENT/PAYMENT SLIP': create('Create Schedule Payment/Payment Slip', 'PS', 'PS'),
} as const satisfies Record<string, ActionDefinition>;

export type DocumentAction = keyof typeof ACTIONS;

export interface LifeCycle<S extends string> {
  /** Actions offered in each status, in menu order. */
  readonly allowed: { readonly [Status in S]: readonly DocumentAction[] };
  /** The status an action leads to; an allowed action missing here leaves the status unchanged. */
  readonly results: { readonly [Action in DocumentAction]?: S };
  /** The status a new document is stored in; AWAITING when not given. */
  readonly initial?: S;
}

const QUOTATION_CREATES = [
  'CREATE BILLING NOTE',
  'CREATE DELIVERY NOTE/INVOICE/TAX INVOICE',
  'CREATE TAX INVOICE/RECEIPT (CASH)',
] as const satisfies readonly DocumentAction[];
const QUOTATION_PARTIALS = [
  'PARTIAL BILLING NOTE',
  'PARTIAL DELIVERY NOTE/INVOICE/TAX INVOICE',
  'PARTIAL TAX INVOICE/RECEIPT (CASH)',
] as const satisfies readonly DocumentAction[];
const QUOTATION_DEPOSITS = [
  'DEPOSIT BILLING NOTE',
  'DEPOSIT DELIVERY NOTE/INVOICE/TAX INVOICE',
  'DEPOSIT TAX INVOICE/RECEIPT (CASH)',
] as const satisfies readonly DocumentAction[];
const QUOTATION_OPEN = [
  'APPROVED',
  ...QUOTATION_CREATES,
  ...QUOTATION_PARTIALS,
  ...QUOTATION_DEPOSITS,
  'REJECTED',
] as const satisfies readonly DocumentAction[];

/** Quotation, second reading (with deposits) — decision 0004. */
const QUOTATION_LIFE_CYCLE = {
  allowed: {
    AWAITING: QUOTATION_OPEN,
    APPROVED: [...QUOTATION_OPEN, 'RESET'],
    ISSUED: ['RESET'],
    REJECTED: ['RESET'],
    PARTIALS: ['ADD PARTIAL BILLING NOTE', 'RESET'],
    DEPOSITED: [...QUOTATION_CREATES, 'RESET'],
  },
  results: {
    APPROVED: 'APPROVED',
    ISSUED: 'ISSUED',
    REJECTED: 'REJECTED',
    RESET: 'AWAITING',
    // The spec's table has no row for creates; the statuses PARTIALS, DEPOSITED and ISSUED only make sense as
    // their outcome: a full document consumes the quotation, a partial or a deposit marks it.
    'CREATE BILLING NOTE': 'ISSUED',
    'CREATE DELIVERY NOTE/INVOICE/TAX INVOICE': 'ISSUED',
    'CREATE TAX INVOICE/RECEIPT (CASH)': 'ISSUED',
    'PARTIAL BILLING NOTE': 'PARTIALS',
    'PARTIAL DELIVERY NOTE/INVOICE/TAX INVOICE': 'PARTIALS',
    'PARTIAL TAX INVOICE/RECEIPT (CASH)': 'PARTIALS',
    'ADD PARTIAL BILLING NOTE': 'PARTIALS',
    'DEPOSIT BILLING NOTE': 'DEPOSITED',
    'DEPOSIT DELIVERY NOTE/INVOICE/TAX INVOICE': 'DEPOSITED',
    'DEPOSIT TAX INVOICE/RECEIPT (CASH)': 'DEPOSITED',
  },
} as const satisfies LifeCycle<StatusOf<'QT'>>;

const INVOICE_LIFE_CYCLE = {
  allowed: {
    AWAITING: [
      'DELIVERED',
      'CREATE RECEIPT',
      'CREATE CUMULATIVE BILLING NOTE',
      'CREATE CUMULATIVE RECEIPT',
      'CREATE CREDIT NOTE/TAX INVOICE',
      'CREATE DEBIT NOTE/TAX INVOICE',
      'PARTIAL RECEIPT',
      'VOID',
    ],
    'PAYMENT DUE': [
      'CREATE CUMULATIVE BILLING NOTE',
      'CREATE CUMULATIVE RECEIPT',
      'CREATE CREDIT NOTE/TAX INVOICE',
    ],
    VOID: ['RESET'],
    'RECEIPT CREATED': [],
  },
  results: {
    VOID: 'VOID',
    DELIVERED: 'PAYMENT DUE',
    'CREATE RECEIPT': 'RECEIPT CREATED',
    RESET: 'AWAITING',
  },
} as const satisfies LifeCycle<StatusOf<'INV'>>;

const CASH_SALE_LIFE_CYCLE = {
  allowed: {
    AWAITING: ['RECEIVE PAYMENT', 'VOID'],
    PAID: ['EDIT PAYMENT', 'VOID', 'RESET'],
    VOID: ['RESET'],
  },
  results: { VOID: 'VOID', 'RECEIVE PAYMENT': 'PAID', RESET: 'AWAITING' },
} as const satisfies LifeCycle<StatusOf<'CA'>>;

const BILLING_NOTE_LIFE_CYCLE = {
  allowed: {
    AWAITING: ['CREATE CUMULATIVE BILLING NOTE', 'CREATE CUMULATIVE RECEIPT', 'VOID'],
    VOID: ['RESET'],
  },
  results: { VOID: 'VOID', RESET: 'AWAITING' },
} as const satisfies LifeCycle<StatusOf<'BL'>>;

const PURCHASE_ORDER_LIFE_CYCLE = {
  allowed: {
    AWAITING: ['APPROVED', 'CREATE RECEIVING INVENTORY', 'CREATE EXPENSE', 'REJECTED'],
    APPROVED: ['ISSUED', 'CREATE RECEIVING INVENTORY', 'CREATE EXPENSE', 'REJECTED', 'RESET'],
    ISSUED: ['RESET'],
    REJECTED: ['RESET'],
  },
  // ISSUED → AWAITING exactly as the spec states it (decision 0004 records this).
  results: { APPROVED: 'APPROVED', REJECTED: 'REJECTED', RESET: 'AWAITING', ISSUED: 'AWAITING' },
} as const satisfies LifeCycle<StatusOf<'PO'>>;

const RECEIVING_LIFE_CYCLE = {
  allowed: {
    AWAITING: ['APPROVED', 'CREATE SCHEDULE PAYMENT/PAYMENT SLIP', 'CREATE EXPENSE', 'REJECTED'],
    APPROVED: ['CREATE SCHEDULE PAYMENT/PAYMENT SLIP', 'PAID', 'REJECTED', 'RESET'],
    REJECTED: ['RESET'],
    PAID: ['GOT RECEIPT', 'EDIT PAYMENT', 'REJECTED', 'RESET'],
    'GOT RECEIPT': ['EDIT PAYMENT', 'REJECTED', 'RESET'],
    PENDING: [],
  },
  // PAID and GOT RECEIPT lead to the statuses of the same name (the spec's table lists only the first three).
  results: {
    APPROVED: 'APPROVED',
    REJECTED: 'REJECTED',
    RESET: 'AWAITING',
    PAID: 'PAID',
    'GOT RECEIPT': 'GOT RECEIPT',
  },
} as const satisfies LifeCycle<StatusOf<'RI'>>;

const WITHHOLDING_TAX_LIFE_CYCLE = {
  allowed: {
    AWAITING: ['ISSUED'],
    ISSUED: ['VOID', 'RESET'],
    VOID: ['RESET'],
  },
  results: { VOID: 'VOID', ISSUED: 'ISSUED', RESET: 'AWAITING' },
} as const satisfies LifeCycle<StatusOf<'WHT'>>;

/** Receipts, credit notes, debit notes: the spec shows no table; decision 0004. */
const SIMPLE_LIFE_CYCLE = {
  allowed: { AWAITING: ['VOID'], VOID: ['RESET'] },
  results: { VOID: 'VOID', RESET: 'AWAITING' },
} as const satisfies LifeCycle<(typeof SIMPLE_STATUSES)[number]>;

/** Payment slips (decision 0236): made PAID, voided, and reset back to PAID (posted and certified again). */
const PAYMENT_SLIP_LIFE_CYCLE = {
  allowed: { AWAITING: ['VOID'], PAID: ['VOID'], VOID: ['RESET'] },
  results: { VOID: 'VOID', RESET: 'PAID' },
  initial: 'PAID',
} as const satisfies LifeCycle<StatusOf<'PS'>>;

export const LIFE_CYCLES = {
  QT: QUOTATION_LIFE_CYCLE,
  BL: BILLING_NOTE_LIFE_CYCLE,
  INV: INVOICE_LIFE_CYCLE,
  CA: CASH_SALE_LIFE_CYCLE,
  RE: SIMPLE_LIFE_CYCLE,
  CN: SIMPLE_LIFE_CYCLE,
  DN: SIMPLE_LIFE_CYCLE,
  PO: PURCHASE_ORDER_LIFE_CYCLE,
  RI: RECEIVING_LIFE_CYCLE,
  EXP: RECEIVING_LIFE_CYCLE,
  WHT: WITHHOLDING_TAX_LIFE_CYCLE,
  PS: PAYMENT_SLIP_LIFE_CYCLE,
} as const satisfies { readonly [K in DocumentKind]: LifeCycle<StatusOf<K>> };

export type BadgeColour = 'pink' | 'green' | 'sky' | 'red' | 'yellow' | 'gray';

/** Status badge colours (spec §4); statuses the spec gives no colour are gray. */
export const STATUS_BADGE_COLOURS = {
  AWAITING: 'gray',
  DEPOSITED: 'pink',
  PARTIALS: 'pink',
  APPROVED: 'green',
  PAID: 'green',
  ISSUED: 'sky',
  REJECTED: 'red',
  VOID: 'red',
  'PAYMENT DUE': 'yellow',
  'RECEIPT CREATED': 'gray',
  'GOT RECEIPT': 'gray',
  PENDING: 'gray',
} as const satisfies Record<DocumentStatus, BadgeColour>;
