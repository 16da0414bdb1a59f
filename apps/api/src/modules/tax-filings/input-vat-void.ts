// A purchase bill voided after its input VAT was placed (issue #12; decision 0200). The documents module reverses
// the bill's own entries (in their months while open, decision 0242); this undoes what the tax screens added on top of them, in the
// same transaction, before the bill's own entries are reversed (they tell when its services VAT fell due):
//   - the manage-purchase-VAT mark (input_vat_claims: a claim moved through 11612, or the VAT made a cost on
//     53074): each entry is reversed in its own month while that month is open (decision 0242), else on the void
//     date, and an entry dated after the void (a claim in a coming month) is cancelled on its own date, so 11612
//     and 53074 end at nothing and 11610 ends where the bill's own reversal leaves it;
//   - the PP36 mark of an expense bought from abroad (self_assessed_vat): reversed on its own date, so the month's
//     PP36 stays what its rows say.
// Refused (422, nothing written) once the VAT counted in a closed VAT month (INPUT_VAT.CLAIMED_IN_CLOSED_MONTH:
// the filed PP30 claimed it; ask the supplier for a credit note instead) or the month's PP36 is filed
// (INPUT_VAT.PP36_FILED). Migration 0039 checks at commit that a voided bill keeps no mark.
import type { Transaction } from '@banchee/db';
import { monthOfDate, type CalendarDate, type TaxMonthRef } from '@banchee/domain';
import { AppError } from '../../http/errors.ts';
import { reverseEntry } from '../journals/index.ts';
import { undoForeignServiceOnVoid } from './foreign-input-tax.service.ts';
import { invoicesOf, type PurchaseTaxInvoice } from './input-vat.invoices.ts';
import { deleteClaim, findClaimsOfDocument, findPurchaseVatRows } from './input-vat.queries.ts';
import { findFiling } from './tax-filings.queries.ts';
import { reversalDateInOwnMonth } from './vat-month.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const text = (m: TaxMonthRef) => `${m.year}-${pad(m.month)}`;
const later = (a: CalendarDate, b: CalendarDate): CalendarDate => (a > b ? a : b);

/** The tax month the bill's input VAT counted in (claimed or costed), or null while it counts nowhere. */
function countedMonth(inv: PurchaseTaxInvoice): TaxMonthRef | null {
  if (inv.state === 'CLAIMED') return inv.claimMonth;
  if (inv.state === 'NOT_CLAIMABLE' && inv.dueDate) return monthOfDate(inv.dueDate);
  return null;
}

export async function undoInputVatOfVoidedBill(
  tx: Transaction,
  organizationId: string,
  documentId: string,
  voidDate: CalendarDate,
  userId: string,
  /** The bill's status before the void (when its services VAT fell due depends on it). */
  statusBefore: string,
): Promise<void> {
  await undoForeignServiceOnVoid(tx, organizationId, documentId);
  const [found] = await findPurchaseVatRows(tx, organizationId, documentId, true);
  if (!found) return;
  const row = { ...found, status: statusBefore };
  const claims = await findClaimsOfDocument(tx, organizationId, documentId);
  // Each part of the bill's VAT (decision 0245): refused if any counted in a closed month, else each mark undone.
  const invoices = invoicesOf(row, claims);
  for (const inv of invoices) {
    const month = countedMonth(inv);
    if (month && (await findFiling(tx, organizationId, 'PP30', month.year, month.month))) {
      const message = `Its input VAT was claimed in ${text(month)}, whose VAT is closed`;
      throw new AppError('INPUT_VAT.CLAIMED_IN_CLOSED_MONTH', message, {
        details: [{ path: 'action', message, params: { month: text(month) } }],
      });
    }
  }
  const reason = `ยกเลิกการใช้สิทธิภาษีซื้อ ${row.number} · input VAT mark undone with the bill`;
  for (const claim of claims) {
    const inv =
      invoices.find((i) => i.part === claim.part) ?? (invoices.length === 1 ? invoices[0] : undefined);
    const month = inv ? countedMonth(inv) : null;
    const entries = [
      { id: claim.claimEntryId, date: month ? `${text(month)}-01` : null },
      { id: claim.deferEntryId, date: inv?.dueDate ?? null },
    ];
    for (const entry of entries) {
      if (!entry.id || !entry.date) continue;
      // In the mark's own month while that is open (decision 0242), never before the mark itself.
      const date = later(entry.date, await reversalDateInOwnMonth(tx, organizationId, entry.date, voidDate));
      await reverseEntry(tx, organizationId, entry.id, { date, reason }, userId);
    }
    await deleteClaim(tx, organizationId, claim.id);
  }
}
