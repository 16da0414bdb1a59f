// A year of sales documents for the demo organisation, dated relative to `today`, made through the documents
// service exactly as the API makes them (numbers, links, statuses and ledger postings included): every month the
// goods are received into the main warehouse on the 1st (paid by a payment slip 30 days later) and sold from it;
// three invoices (goods, services with 3% WHT, paper) and two paid cash sales; receipts about three weeks after
// each invoice (with the WHT suffered on services) except a few left overdue and the recent ones; every other
// month a quotation — with a 30% deposit and the final invoice, or billing notes of 40% then 60% (their
// receipts are the sale), or left open; a few
// credit notes and a debit note. Nothing random: the same day gives the same documents.
import type { CreateDocumentInput, DocumentLineInput, SalesDocumentKind } from '@banchee/contracts';
import type { Transaction } from '@banchee/db';
import { addDays, compareDates, parseMoney, toMoneyString, type CalendarDate } from '@banchee/domain';
import { monthStartBefore } from '../modules/dashboard/index.ts';
import { changeDocumentStatus, createDocument, type Actor } from '../modules/documents/index.ts';

export interface DemoCatalogue {
  /** Client contact ids; the first ones are companies (they withhold 3% on services). */
  readonly clients: readonly string[];
  /** The supplier the goods are bought from (a company: its tax invoice is claimable). */
  readonly supplierId: string;
  /** The warehouse the goods are received into and sold from. */
  readonly warehouseId: string;
  /** Item ids by code (P0001…, SV001…). */
  readonly items: Readonly<Record<string, string>>;
}

type DemoKind = SalesDocumentKind | 'RI' | 'PS';
/** How many documents of each kind were made (for the start-up log and the tests). */
export type DemoDocumentCounts = Record<DemoKind, number>;

const MONTHS = 12;
/** Days from an invoice to its receipt. */
const PAID_AFTER = 20;

export async function seedDemoDocuments(
  tx: Transaction,
  actor: Actor,
  catalogue: DemoCatalogue,
  today: CalendarDate,
): Promise<DemoDocumentCounts> {
  const counts: DemoDocumentCounts = { QT: 0, BL: 0, INV: 0, CA: 0, RE: 0, CN: 0, DN: 0, RI: 0, PS: 0 };
  const { clients, items, warehouseId } = catalogue;
  const client = (i: number) => clients[i % clients.length] ?? '';
  const item = (code: string, quantity: string, price: string, extra: Partial<DocumentLineInput> = {}) => ({
    item_id: items[code],
    name: code,
    quantity,
    sale_price: price,
    ...extra,
  });
  const create = async (kind: DemoKind, input: Omit<CreateDocumentInput, 'organizationId'>) => {
    counts[kind] += 1;
    return createDocument(tx, actor, kind, { organizationId: actor.organizationId, ...input }, { today });
  };
  const act = (kind: SalesDocumentKind, id: string, action: string) =>
    changeDocumentStatus(tx, actor, kind, id, action);
  /** Day `day` of the month `back` months ago, or null when it is after today. */
  const dayOf = (back: number, day: number): CalendarDate | null => {
    const date = addDays(monthStartBefore(today, back), day - 1);
    return compareDates(date, today) <= 0 ? date : null;
  };
  /** The receipt of an invoice PAID_AFTER days on, unless that is after today or it is left open. */
  const settle = async (
    invoiceId: string,
    invoiceDate: CalendarDate,
    options: { leaveOpen?: boolean; partialAmount?: string | undefined } = {},
  ) => {
    const date = addDays(invoiceDate, PAID_AFTER);
    if (options.leaveOpen || compareDates(date, today) > 0) return;
    const partial = options.partialAmount ? { partialAmount: options.partialAmount } : {};
    await create('RE', { selectedInvoice: invoiceId, date, paymentMethod: 'TRANSFER', ...partial });
  };

  for (let back = MONTHS - 1; back >= 0; back -= 1) {
    // The month's goods, bought at their purchase prices: 30 × 95 + 5 × 210 + 12 × 430 + 48 × 4.25 = 9,264.00,
    // VAT 648.48; paid 30 days later when that day has come.
    const boughtDate = dayOf(back, 1);
    if (boughtDate) {
      const received = await create('RI', {
        contactId: catalogue.supplierId,
        date: boughtDate,
        warehouseId,
        supplierTaxInvoiceNo: `TCB-${boughtDate.replace(/-/g, '')}`,
        supplierTaxInvoiceDate: boughtDate,
        items: [
          item('P0001', '30', '95'),
          item('P0002', '5', '210'),
          item('P0003', '12', '430'),
          item('P0004', '48', '4.25'),
        ],
      });
      const paidDate = addDays(boughtDate, 30);
      if (compareDates(paidDate, today) <= 0) {
        await create('PS', { contactId: catalogue.supplierId, selectedInvoice: received.id, date: paidDate });
      }
    }
    // Goods: roasted coffee and cup sets; a credit note for damaged bags now and then, a debit note once.
    const goodsDate = dayOf(back, 5);
    if (goodsDate) {
      const goods = await create('INV', {
        contactId: client(back),
        date: goodsDate,
        warehouseId,
        items: [item('P0001', String(10 + back), '180'), item('P0002', '5', '350')],
      });
      if (back % 4 === 3) {
        await create('CN', {
          selectedInvoice: goods.id,
          date: addDays(goodsDate, 7),
          reason: 'PRODUCT_DAMAGED',
          items: [item('P0001', '2', '180')],
        });
      }
      if (back === 5) {
        await create('DN', {
          selectedInvoice: goods.id,
          date: addDays(goodsDate, 7),
          reason: 'PRODUCT_UNDERCHARGED',
          items: [item('P0002', '1', '50')],
        });
      }
      await settle(goods.id, goodsDate, { leaveOpen: back === 4 });
    }

    // Services to companies, who withhold 3%; one is paid in two halves, the second half still owed.
    const servicesDate = dayOf(back, 14);
    if (servicesDate) {
      const services = await create('INV', {
        contactId: client(back % 2),
        date: servicesDate,
        items: [
          item('SV002', '1', '990', { item_type: 'SERVICE', wht_percent: '3' }),
          item('SV001', String(1 + (back % 3)), '1500', { item_type: 'SERVICE', wht_percent: '3' }),
        ],
      });
      const half = back === 3 ? toMoneyString(parseMoney(services.totals.grand_total) / 2n) : undefined;
      await settle(services.id, servicesDate, { partialAmount: half });
    }

    // Paper by the box; two of them left unpaid past their due date.
    const paperDate = dayOf(back, 22);
    if (paperDate) {
      const paper = await create('INV', {
        contactId: client(back + 3),
        date: paperDate,
        warehouseId,
        items: [item('P0003', String(8 + (back % 5)), '520')],
      });
      await settle(paper.id, paperDate, { leaveOpen: back === 2 || back === 3 });
    }

    // Cash sales over the counter, paid at once.
    for (const [day, lines] of [
      [8, [item('P0004', '48', '7.50'), item('P0001', '3', '180')]],
      [25, [item('P0001', String(2 + (back % 4)), '180')]],
    ] as const) {
      const date = dayOf(back, day);
      if (!date) continue;
      const cash = await create('CA', { contactId: client(back + 2), date, warehouseId, items: [...lines] });
      await act('CA', cash.id, 'RECEIVE PAYMENT');
    }

    // Every other month a consulting quotation: deposit then final invoice, 40% then 60%, or still open.
    const quotationDate = dayOf(back, 2);
    if (back % 2 === 0 && quotationDate) {
      const quotation = await create('QT', {
        contactId: client(back + 1),
        date: quotationDate,
        items: [
          item('SV003', String(8 + back), '2500', { item_type: 'SERVICE' }),
          item('SV001', '1', '1500', { item_type: 'SERVICE' }),
        ],
      });
      const plan = back === 0 ? 'open' : (['deposit', 'partials', 'open'] as const)[(back / 2) % 3];
      if (plan !== 'open') await act('QT', quotation.id, 'APPROVED');
      const first = dayOf(back, 6);
      const second = dayOf(back, 26);
      if (plan === 'deposit' && first) {
        const deposit = await create('BL', {
          parentQuotationId: quotation.id,
          isDeposit: true,
          depositType: 'PERCENTAGE',
          depositValue: '30',
          date: first,
        });
        await create('RE', {
          selectedInvoice: deposit.id,
          date: addDays(first, 2),
          paymentMethod: 'TRANSFER',
        });
        if (second) {
          const final = await create('INV', { parentQuotationId: quotation.id, date: second });
          await settle(final.id, second);
        }
      } else if (plan === 'partials') {
        for (const [date, percent] of [
          [first, '40'],
          [second, '60'],
        ] as const) {
          if (!date) break;
          const part = await create('BL', {
            parentQuotationId: quotation.id,
            partialType: 'PERCENTAGE',
            partialPercent: percent,
            date,
          });
          await settle(part.id, date);
        }
      }
    }
  }
  return counts;
}
