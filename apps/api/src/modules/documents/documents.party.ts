// What a kind's side asks of a draft (issue 11 §1–§2, read from the kind registry): the contact is of the side's
// contact type (a CLIENT on sales documents, a SUPPLIER on purchase documents); a supplier's tax id passes the
// mod-11 checksum (it is printed on the bill and needed to claim input VAT); the supplier's tax invoice is
// recorded only on receiving inventory and expenses; a line's account only on purchase lines — an expense
// account of spec §9 (51111.01–53032.99), or 11510 inventory on receiving inventory.
import {
  ACCOUNTS,
  DOCUMENT_REGISTRY,
  isExpenseAccountCode,
  isValidThaiTaxId,
  type DocumentKind,
} from '@banchee/domain';
import { validationFailed } from './documents.errors.ts';
import type { Db } from './documents.queries.ts';
import { findContact } from './documents.related.ts';
import type { HeaderDraft } from './documents.drafts.ts';
import type { LineDraft } from './documents.totals.ts';

/** Kinds that record the supplier's tax invoice (bills of the purchase side). */
function recordsSupplierTaxInvoice(kind: DocumentKind): boolean {
  const definition = DOCUMENT_REGISTRY[kind];
  return definition.side === 'purchases' && definition.role === 'bill';
}

export async function assertPartyRules(
  db: Db,
  organizationId: string,
  kind: DocumentKind,
  header: HeaderDraft,
  lines: readonly LineDraft[],
): Promise<void> {
  const definition = DOCUMENT_REGISTRY[kind];
  if (header.contactId) {
    const contact = await findContact(db, organizationId, header.contactId);
    if (contact && contact.contactType !== definition.contactType) {
      throw validationFailed(
        'contactId',
        `A ${definition.label} is made out to a ${definition.contactType.toLowerCase()} contact`,
      );
    }
  }
  if (definition.side === 'purchases' && header.contactTaxId && !isValidThaiTaxId(header.contactTaxId)) {
    throw validationFailed('contact.taxId', "The supplier's tax id fails the 13-digit checksum");
  }
  if (!recordsSupplierTaxInvoice(kind) && (header.supplierTaxInvoiceNo || header.supplierTaxInvoiceDate)) {
    throw validationFailed('supplierTaxInvoiceNo', `A ${definition.label} records no supplier tax invoice`);
  }
  lines.forEach((line, index) => {
    if (line.whtIncomeType && definition.side !== 'purchases') {
      throw validationFailed(
        `items.${index}.wht_income_type`,
        'Only purchase lines choose a WHT income type',
      );
    }
    const code = line.accountCode;
    if (code === null || code === undefined) return;
    const at = `items.${index}.account_code`;
    if (definition.side !== 'purchases') throw validationFailed(at, 'Only purchase lines choose an account');
    const inventory = kind === 'RI' && code === ACCOUNTS.inventory;
    if (!inventory && !isExpenseAccountCode(code)) {
      throw validationFailed(at, 'Choose an expense account from 51111.01 to 53032.99');
    }
  });
}
