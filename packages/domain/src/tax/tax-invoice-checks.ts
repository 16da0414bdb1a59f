// The particulars a full sales tax invoice must carry before it is issued (s.86/4; thai-tax-reference §1.5):
// the seller's name, address and 13-digit tax id, the buyer's name and address, and for a buyer with a tax id
// its head office or branch (DG Notifications 196/197). One rule for the refusal at issue (documents module,
// TAX_INVOICE_PARTICULARS) and for the monthly desk's list of what fails (decision 0178).
import { isValidThaiTaxId } from '../thai/tax-id.ts';

export interface SalesTaxInvoiceFacts {
  readonly sellerName: string | null;
  readonly sellerAddress: string | null;
  readonly sellerTaxId: string | null;
  readonly buyerName: string | null;
  readonly buyerAddress: string | null;
  readonly buyerTaxId: string | null;
  readonly buyerBranch: string | null;
}

export type SalesTaxInvoiceParticular =
  | 'seller.name'
  | 'seller.address'
  | 'seller.taxId'
  | 'contact.contact_name'
  | 'contact.address'
  | 'contact.branch';

const blank = (text: string | null) => !text?.trim();

/** The missing particulars, seller's first; [] when the tax invoice may be issued. */
export function missingTaxInvoiceParticulars(
  facts: SalesTaxInvoiceFacts,
  options: { readonly seller: boolean } = { seller: true },
): SalesTaxInvoiceParticular[] {
  const missing: SalesTaxInvoiceParticular[] = [];
  if (options.seller) {
    if (blank(facts.sellerName)) missing.push('seller.name');
    if (blank(facts.sellerAddress)) missing.push('seller.address');
    if (!isValidThaiTaxId(facts.sellerTaxId ?? '')) missing.push('seller.taxId');
  }
  if (blank(facts.buyerName)) missing.push('contact.contact_name');
  if (blank(facts.buyerAddress)) missing.push('contact.address');
  if (!blank(facts.buyerTaxId) && blank(facts.buyerBranch)) missing.push('contact.branch');
  return missing;
}
