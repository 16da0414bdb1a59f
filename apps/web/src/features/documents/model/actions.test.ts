// The action menu shows exactly the API's allowedActions; create, partial and deposit actions link to the
// spec §2 creation routes.
import { describe, expect, it } from 'vitest';
import { actionMenuModel, isEmptyMenu } from './actions';
import { ORG_ID, QUOTATION_ID, quotationFixture } from './test-fixtures';

describe('actionMenuModel', () => {
  it('an approved quotation: status actions, creates, one partial entry per type, deposits', () => {
    const model = actionMenuModel(ORG_ID, quotationFixture());
    expect(model.status.map((entry) => entry.action)).toEqual(['APPROVED', 'REJECTED', 'RESET']);
    expect(model.status.find((entry) => entry.action === 'REJECTED')?.destructive).toBe(true);
    expect(model.create.map((entry) => entry.to)).toEqual([
      `/${ORG_ID}/billing-notes/new?QT=${QUOTATION_ID}`,
      `/${ORG_ID}/invoices/new?QT=${QUOTATION_ID}`,
      `/${ORG_ID}/cash-invoices/new?QT=${QUOTATION_ID}`,
    ]);
    expect(model.partial.map((entry) => entry.to)).toEqual([
      `/${ORG_ID}/billing-notes/new?QT=${QUOTATION_ID}&PARTIAL_TYPE=PERCENTAGE`,
      `/${ORG_ID}/billing-notes/new?QT=${QUOTATION_ID}&PARTIAL_TYPE=QUANTITY`,
      `/${ORG_ID}/invoices/new?QT=${QUOTATION_ID}&PARTIAL_TYPE=PERCENTAGE`,
      `/${ORG_ID}/invoices/new?QT=${QUOTATION_ID}&PARTIAL_TYPE=QUANTITY`,
      `/${ORG_ID}/cash-invoices/new?QT=${QUOTATION_ID}&PARTIAL_TYPE=PERCENTAGE`,
      `/${ORG_ID}/cash-invoices/new?QT=${QUOTATION_ID}&PARTIAL_TYPE=QUANTITY`,
    ]);
    expect(model.deposit.map((entry) => entry.to)).toEqual([
      `/${ORG_ID}/billing-notes/new?QT=${QUOTATION_ID}&DEPOSIT=TRUE`,
      `/${ORG_ID}/invoices/new?QT=${QUOTATION_ID}&DEPOSIT=TRUE`,
      `/${ORG_ID}/cash-invoices/new?QT=${QUOTATION_ID}&DEPOSIT=TRUE`,
    ]);
  });

  it('a quotation with partials offers "Add Partial Billing Note" by percentage, amount or quantity', () => {
    const model = actionMenuModel(ORG_ID, {
      id: QUOTATION_ID,
      kind: 'QT',
      allowedActions: ['ADD PARTIAL BILLING NOTE', 'RESET'],
    });
    expect(model.partial.map((entry) => entry.partialType)).toEqual(['PERCENTAGE', 'AMOUNT', 'QUANTITY']);
    expect(model.partial[1]?.to).toBe(`/${ORG_ID}/billing-notes/new?QT=${QUOTATION_ID}&PARTIAL_TYPE=AMOUNT`);
    expect(model.status.map((entry) => entry.action)).toEqual(['RESET']);
  });

  it('an awaiting invoice: receipts, cumulative documents and notes carry ?INV=…; a partial receipt asks for an amount', () => {
    const id = '0193a1b2-c3d4-7e5f-8a9b-0000000000d1';
    const model = actionMenuModel(ORG_ID, {
      id,
      kind: 'INV',
      allowedActions: [
        'DELIVERED',
        'CREATE RECEIPT',
        'CREATE CREDIT NOTE/TAX INVOICE',
        'PARTIAL RECEIPT',
        'VOID',
      ],
    });
    expect(model.status.map((entry) => [entry.action, entry.destructive])).toEqual([
      ['DELIVERED', false],
      ['VOID', true],
    ]);
    expect(model.create.map((entry) => entry.to)).toEqual([
      `/${ORG_ID}/receipts/new?INV=${id}`,
      `/${ORG_ID}/credit-notes/new?INV=${id}`,
    ]);
    expect(model.partial.map((entry) => entry.to)).toEqual([
      `/${ORG_ID}/receipts/new?INV=${id}&PARTIAL_TYPE=AMOUNT`,
    ]);
  });

  it('nothing allowed (RECEIPT CREATED) or unknown actions: an empty menu', () => {
    expect(isEmptyMenu(actionMenuModel(ORG_ID, { id: QUOTATION_ID, kind: 'INV', allowedActions: [] }))).toBe(
      true,
    );
    expect(
      isEmptyMenu(actionMenuModel(ORG_ID, { id: QUOTATION_ID, kind: 'INV', allowedActions: ['FLY AWAY'] })),
    ).toBe(true);
  });
});
