// A stored sales document as an e-Tax XML document (decision 0150): only what the tax-point rule makes a tax
// document — a tax invoice (T02), a receipt/tax invoice or cash sale (T03), a credit (81) or debit (80) note
// adjusting due VAT — and not voided (cancelling needs a cancellation note, T07, not built). The PDF/A-3 form is
// the document's own print with the XML attached (etax.pdf.ts).
import {
  creditNoteReasonsFor,
  DEBIT_NOTE_REASONS,
  parseMoney,
  sumMoney,
  ETAX_TYPE_CODES,
  type ETaxDocument,
  type ETaxTypeCode,
  type Money,
} from '@banchee/domain';
import { and, contacts, eq, type Database } from '@banchee/db';
import { isActiveStatus } from '../documents/index.ts';
import { findDocument, findLines, type DocumentRow } from '../documents/index.ts';
import { adjustedDocumentOf, taxPointOf } from '../documents/index.ts';
import { operatorOf } from './output-tax.service.ts';
import { filingError } from './tax-filings.service.ts';

/**
 * The buyer's sub-district geocode: the document's contact's, while the document still shows that contact's
 * address (its snapshot is the contact's one line and postcode); none for a typed-in or since-moved buyer.
 */
async function buyerSubDistrictCode(db: Database, organizationId: string, row: DocumentRow) {
  if (!row.contactId) return undefined;
  const [contact] = await db
    .select({
      address: contacts.address,
      zipCode: contacts.zipCode,
      code: contacts.addressSubDistrictCode,
    })
    .from(contacts)
    .where(and(eq(contacts.organizationId, organizationId), eq(contacts.id, row.contactId)));
  if (!contact?.code) return undefined;
  const same = contact.address === row.contactAddress && contact.zipCode === row.contactZipCode;
  return same ? contact.code : undefined;
}

const RATE: Readonly<Record<string, string>> = { VAT7: '7', VAT0: '0', EXEMPT: '0' };

function typeCodeOf(kind: DocumentRow['kind']): ETaxTypeCode | null {
  switch (kind) {
    case 'INV':
      return ETAX_TYPE_CODES.taxInvoice;
    case 'CA':
    case 'RE':
      return ETAX_TYPE_CODES.receiptTaxInvoice;
    case 'CN':
      return ETAX_TYPE_CODES.creditNote;
    case 'DN':
      return ETAX_TYPE_CODES.debitNote;
    default:
      return null;
  }
}

function reasonOf(row: DocumentRow, itemType: 'PRODUCT' | 'SERVICE'): { code: string; text: string } {
  const list = row.kind === 'DN' ? DEBIT_NOTE_REASONS : creditNoteReasonsFor(itemType);
  const reason = list.find((r) => r.code === row.reasonCode);
  return { code: reason?.etdaCode ?? '', text: row.reasonDescription ?? reason?.nameTh ?? '' };
}

/** The e-Tax document of `documentId`, or 404 (unknown) / 422 (not a tax document, voided). */
export async function eTaxDocumentOf(
  db: Database,
  organizationId: string,
  documentId: string,
): Promise<ETaxDocument> {
  const row = await findDocument(db, organizationId, documentId);
  if (!row) throw filingError('DOCUMENT_NOT_FOUND', 'No such document');
  const typeCode = typeCodeOf(row.kind);
  const point = await taxPointOf(db, row);
  const isNote = row.kind === 'CN' || row.kind === 'DN';
  if (
    typeCode === null ||
    !(isNote ? point.vat === 'due' && point.cites === 'taxInvoice' : point.isTaxInvoice)
  ) {
    throw filingError('NOT_A_TAX_DOCUMENT', `${row.number} is not a tax invoice, credit note or debit note`);
  }
  if (!isActiveStatus(row.status)) throw filingError('DOCUMENT_VOIDED', `${row.number} is voided`);

  const lines = (await findLines(db, organizationId, row.id)).filter((l) => l.lineKind === 'item');
  const inclusive = row.priceType === 'vat_inclusive';
  const etaxLines = lines.map((l) => {
    const tax = parseMoney(l.taxAmount);
    const net = parseMoney(l.totalAfterDiscount) - (inclusive ? tax : 0n);
    return {
      name: l.name,
      quantity: l.quantity.replace(/\.?0+$/, '') || '0',
      unitPrice: l.salePrice,
      netAmount: net,
      vatRate: RATE[l.vatType] ?? '0',
      vatAmount: tax,
    };
  });
  const taxes = row.taxBreakdown
    .filter((t) => t.vatType === 'VAT7' || t.vatType === 'VAT0')
    .map((t) => ({ rate: RATE[t.vatType] ?? '0', base: parseMoney(t.base), amount: parseMoney(t.vat) }));
  const basis: Money = sumMoney(
    row.taxBreakdown.filter((t) => t.vatType !== 'NONVAT').map((t) => parseMoney(t.base)),
  );
  const lineTotal = sumMoney(etaxLines.map((l) => l.netAmount));
  const operator = await operatorOf(db, organizationId);
  const document: ETaxDocument = {
    typeCode,
    name: point.title.th,
    number: row.number,
    issueDate: row.date,
    seller: {
      name: operator.name,
      taxId: operator.taxId ?? undefined,
      branch: operator.branch,
      address: operator.address ?? undefined,
      postcode: operator.postcode ?? undefined,
      subDistrictCode: operator.subDistrictCode ?? undefined,
    },
    buyer: {
      name: row.contactName ?? '',
      taxId: row.contactTaxId ?? undefined,
      branch: row.contactBranch ?? undefined,
      address: row.contactAddress ?? undefined,
      postcode: row.contactZipCode ?? undefined,
      subDistrictCode: await buyerSubDistrictCode(db, organizationId, row),
    },
    lines: etaxLines,
    taxes,
    totals: {
      lineTotal,
      taxBasisTotal: basis,
      taxTotal: parseMoney(row.vatAmount),
      grandTotal: parseMoney(row.grandTotal),
      discount: lineTotal > basis ? lineTotal - basis : 0n,
    },
  };
  if (!isNote) return document;
  const adjusted = await adjustedDocumentOf(db, row);
  const original = parseMoney(row.originalAmount ?? '0');
  const reason = reasonOf(row, lines.some((l) => l.itemType === 'SERVICE') ? 'SERVICE' : 'PRODUCT');
  return {
    ...document,
    // Notes: LineTotal is the correct value after the note (original ∓ difference), TaxBasis the difference.
    totals: {
      ...document.totals,
      lineTotal: row.kind === 'CN' ? original - basis : original + basis,
      discount: 0n,
    },
    note: {
      originalAmount: original,
      differenceAmount: basis,
      reference: {
        number: adjusted?.number ?? '',
        date: adjusted?.date ?? row.date,
        typeCode: adjusted ? (typeCodeOf(adjusted.kind) ?? '388') : '388',
      },
      purposeCode: reason.code,
      purpose: reason.text,
    },
  };
}
