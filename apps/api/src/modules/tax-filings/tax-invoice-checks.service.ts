// Tax-invoice checks before they count (issue #12 "beyond every peer"; decision 0178), listed on the monthly
// desk: the month's purchase tax invoices whose input VAT is blocked by a failing check (supplier tax id and its
// checksum, branch, number, date — they stay out of PP30 box 7 until fixed or marked not claimable), and the
// month's issued sales tax invoices that lack an s.86/4 particular (the seller's own name, address and tax id,
// which the issue-time rule cannot see, and the buyer's).
import type { Database, Transaction } from '@banchee/db';
import {
  missingTaxInvoiceParticulars,
  type CalendarDate,
  type SalesTaxInvoiceParticular,
  type TaxMonthRef,
} from '@banchee/domain';
import { isActiveStatus } from '../documents/index.ts';
import { purchaseTaxInvoicesOfMonth, type PurchaseTaxInvoice } from './input-vat.service.ts';
import { monthTaxPoints, operatorOf } from './output-tax.service.ts';

type Db = Database | Transaction;

export interface SalesTaxInvoiceCheck {
  readonly documentId: string;
  readonly kind: string;
  readonly number: string;
  readonly date: CalendarDate;
  readonly missing: readonly SalesTaxInvoiceParticular[];
}

export interface TaxInvoiceChecks {
  readonly purchases: readonly PurchaseTaxInvoice[];
  readonly sales: readonly SalesTaxInvoiceCheck[];
}

export async function taxInvoiceChecks(
  db: Db,
  organizationId: string,
  m: TaxMonthRef,
): Promise<TaxInvoiceChecks> {
  // A bill of goods and services is two purchase tax invoices on one supplier document (decision 0245): its
  // checks are listed once.
  const purchases = (await purchaseTaxInvoicesOfMonth(db, organizationId, m))
    .filter((inv) => inv.state === 'BLOCKED')
    .filter((inv, i, blocked) => blocked.findIndex((o) => o.documentId === inv.documentId) === i);
  const seller = await operatorOf(db, organizationId);
  const sales: SalesTaxInvoiceCheck[] = [];
  for (const { row, point } of await monthTaxPoints(db, organizationId, m.year, m.month)) {
    if (!isActiveStatus(row.status) || !point.isTaxInvoice) continue;
    const missing = missingTaxInvoiceParticulars({
      sellerName: seller.name,
      sellerAddress: seller.address,
      sellerTaxId: seller.taxId,
      buyerName: row.contactName,
      buyerAddress: row.contactAddress,
      buyerTaxId: row.contactTaxId,
      buyerBranch: row.contactBranch,
    });
    if (missing.length > 0)
      sales.push({ documentId: row.id, kind: row.kind, number: row.number, date: row.date, missing });
  }
  return { purchases, sales };
}
