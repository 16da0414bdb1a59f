// e-Tax invoice XML (thai-tax-reference §8; ETDA ขมธอ.3-2560 guideline ER3-2560 v2.0, UN/CEFACT Cross Industry
// Invoice; decision 0150): a TaxInvoice_CrossIndustryInvoice per tax invoice or receipt/tax invoice, a
// DebitCreditNote_CrossIndustryInvoice per credit or debit note, elements in the order of ETDA's templates. Pure text building with every value escaped; no signature (the export needs no certificate).
import { toMoneyString, type Money } from '../money/money.ts';
import { formatDecimal, PERCENT_SCALE } from '../money/decimal.ts';
import { parsePercent } from '../money/money.ts';
import type { CalendarDate } from '../thai/dates.ts';
import { addressGeocodes } from '../thai/address.ts';

/** §8.2 type codes the app issues: T02 invoice/tax invoice, T03 receipt/tax invoice, 81 credit, 80 debit note. */
export const ETAX_TYPE_CODES = {
  taxInvoice: 'T02',
  receiptTaxInvoice: 'T03',
  creditNote: '81',
  debitNote: '80',
} as const;
export type ETaxTypeCode = (typeof ETAX_TYPE_CODES)[keyof typeof ETAX_TYPE_CODES] | '388';

/** Root element and namespaces: tax invoices and receipt/tax invoices, or debit/credit notes (ETDA templates). */
export function etaxRoot(typeCode: ETaxTypeCode): { root: string; rsm: string; ram: string } {
  const kind = typeCode === '80' || typeCode === '81' ? 'DebitCreditNote' : 'TaxInvoice';
  return {
    root: `${kind}_CrossIndustryInvoice`,
    rsm: `urn:etda:uncefact:data:standard:${kind}_CrossIndustryInvoice:2`,
    ram: `urn:etda:uncefact:data:standard:${kind}_ReusableAggregateBusinessInformationEntity:2`,
  };
}

export interface ETaxParty {
  readonly name: string;
  /** 13 digits, or absent (a buyer without a tax id is written OTHR / N/A). */
  readonly taxId?: string | undefined;
  /** 5 digits; with the tax id it makes the 18-digit TXID of a juristic person. */
  readonly branch?: string | undefined;
  readonly address?: string | undefined;
  readonly postcode?: string | undefined;
  /**
   * The sub-district's 6-digit geocode (decision 0240): CitySubDivisionName carries it, CityName its district
   * (first four digits) and CountrySubDivisionID its province (first two), as ETDA's address codes (§8.3).
   */
  readonly subDistrictCode?: string | undefined;
}

export interface ETaxLine {
  readonly name: string;
  /** Decimal text, up to four places ("2", "1.5"). */
  readonly quantity: string;
  /** UN/ECE rec. 20 unit code; EA ("each") unless known. */
  readonly unitCode?: string;
  readonly unitPrice: string;
  /** Net of discount, before VAT. */
  readonly netAmount: Money;
  readonly vatRate: string;
  readonly vatAmount: Money;
}

export interface ETaxDocument {
  readonly typeCode: ETaxTypeCode;
  /** The Thai title as printed (ใบแจ้งหนี้/ใบกำกับภาษี …). */
  readonly name: string;
  readonly number: string;
  readonly issueDate: CalendarDate;
  readonly seller: ETaxParty;
  readonly buyer: ETaxParty;
  readonly lines: readonly ETaxLine[];
  readonly taxes: readonly { readonly rate: string; readonly base: Money; readonly amount: Money }[];
  readonly totals: {
    readonly lineTotal: Money;
    readonly taxBasisTotal: Money;
    readonly taxTotal: Money;
    readonly grandTotal: Money;
    /** A document discount (allowance, reason code 95 "discount"), when there is one. */
    readonly discount?: Money;
  };
  /** Credit and debit notes: the original value, the difference, the cited document and the reason. */
  readonly note?: {
    readonly originalAmount: Money;
    readonly differenceAmount: Money;
    readonly reference: { readonly number: string; readonly date: CalendarDate; readonly typeCode: string };
    readonly purposeCode: string;
    readonly purpose: string;
  };
}

/** XML text content and attribute values: & < > " ' escaped; characters XML 1.0 forbids dropped. */
export function xmlEscape(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing the control characters XML 1.0 cannot carry
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&apos;')
  );
}

function el(name: string, value: string, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([k, v]) => ` ${k}="${xmlEscape(v)}"`)
    .join('');
  return `<${name}${attrs}>${xmlEscape(value)}</${name}>`;
}

const amount = (value: Money) => toMoneyString(value);

/** A percent as the XML writes it: "7.00". */
function rate(percent: string): string {
  const text = formatDecimal(parsePercent(percent), PERCENT_SCALE);
  return text.replace(/(\.\d\d)\d*$/, '$1');
}

/** Seller: TXID = tax id + branch (18 digits). Buyer: TXID for a juristic id (starts with 0), NIDN for a
 *  citizen id, OTHR "N/A" without one. */
function taxRegistration(party: ETaxParty, role: 'seller' | 'buyer'): string {
  const id = party.taxId;
  if (!id)
    return `<ram:SpecifiedTaxRegistration>${el('ram:ID', 'N/A', { schemeID: 'OTHR' })}</ram:SpecifiedTaxRegistration>`;
  const juristic = role === 'seller' || id.startsWith('0');
  const value = juristic ? `${id}${party.branch ?? '00000'}` : id;
  return `<ram:SpecifiedTaxRegistration>${el('ram:ID', value, { schemeID: juristic ? 'TXID' : 'NIDN' })}</ram:SpecifiedTaxRegistration>`;
}

function party(tag: string, p: ETaxParty, role: 'seller' | 'buyer'): string {
  const codes = addressGeocodes(p.subDistrictCode);
  const address = [
    p.postcode ? el('ram:PostcodeCode', p.postcode) : '',
    p.address ? el('ram:LineOne', p.address) : '',
    codes ? el('ram:CityName', codes.district) : '',
    codes ? el('ram:CitySubDivisionName', codes.subDistrict) : '',
    el('ram:CountryID', 'TH', { schemeID: '3166-1 alpha-2' }),
    codes ? el('ram:CountrySubDivisionID', codes.province) : '',
  ].join('');
  return `<ram:${tag}>${el('ram:Name', p.name)}${taxRegistration(p, role)}<ram:PostalTradeAddress>${address}</ram:PostalTradeAddress></ram:${tag}>`;
}

function line(l: ETaxLine, index: number): string {
  const gross = l.netAmount + l.vatAmount;
  return [
    '<ram:IncludedSupplyChainTradeLineItem>',
    `<ram:AssociatedDocumentLineDocument>${el('ram:LineID', String(index + 1))}</ram:AssociatedDocumentLineDocument>`,
    `<ram:SpecifiedTradeProduct>${el('ram:Name', l.name)}</ram:SpecifiedTradeProduct>`,
    `<ram:SpecifiedLineTradeAgreement><ram:GrossPriceProductTradePrice>${el('ram:ChargeAmount', l.unitPrice)}</ram:GrossPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>`,
    `<ram:SpecifiedLineTradeDelivery>${el('ram:BilledQuantity', l.quantity, { unitCode: l.unitCode ?? 'EA' })}</ram:SpecifiedLineTradeDelivery>`,
    '<ram:SpecifiedLineTradeSettlement>',
    `<ram:ApplicableTradeTax>${el('ram:TypeCode', 'VAT')}${el('ram:CalculatedRate', rate(l.vatRate))}${el('ram:BasisAmount', amount(l.netAmount), { currencyID: 'THB' })}${el('ram:CalculatedAmount', amount(l.vatAmount), { currencyID: 'THB' })}</ram:ApplicableTradeTax>`,
    `<ram:SpecifiedTradeSettlementLineMonetarySummation>${el('ram:TaxTotalAmount', amount(l.vatAmount), { currencyID: 'THB' })}${el('ram:NetLineTotalAmount', amount(l.netAmount), { currencyID: 'THB' })}${el('ram:NetIncludingTaxesLineTotalAmount', amount(gross), { currencyID: 'THB' })}</ram:SpecifiedTradeSettlementLineMonetarySummation>`,
    '</ram:SpecifiedLineTradeSettlement>',
    '</ram:IncludedSupplyChainTradeLineItem>',
  ].join('');
}

/** The XML document (UTF-8 declaration, no BOM), elements in the order of the ETDA template. */
export function buildETaxXml(doc: ETaxDocument, createdAt: string): string {
  const thb = { currencyID: 'THB' };
  const note = doc.note;
  const ns = etaxRoot(doc.typeCode);
  const header = [
    '<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter>',
    el('ram:ID', 'ER3-2560', { schemeAgencyID: 'ETDA', schemeVersionID: 'v2.0' }),
    '</ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>',
    '<rsm:ExchangedDocument>',
    el('ram:ID', doc.number),
    el('ram:Name', doc.name),
    el('ram:TypeCode', doc.typeCode),
    el('ram:IssueDateTime', `${doc.issueDate}T00:00:00`),
    note ? el('ram:Purpose', note.purpose) + el('ram:PurposeCode', note.purposeCode) : '',
    el('ram:CreationDateTime', createdAt),
    '</rsm:ExchangedDocument>',
  ].join('');
  const reference = note
    ? `<ram:AdditionalReferencedDocument>${el('ram:IssuerAssignedID', note.reference.number)}${el('ram:IssueDateTime', `${note.reference.date}T00:00:00`)}${el('ram:ReferenceTypeCode', note.reference.typeCode)}</ram:AdditionalReferencedDocument>`
    : '';
  const taxes = doc.taxes
    .map(
      (t) =>
        `<ram:ApplicableTradeTax>${el('ram:TypeCode', 'VAT')}${el('ram:CalculatedRate', rate(t.rate))}${el('ram:BasisAmount', amount(t.base), thb)}${el('ram:CalculatedAmount', amount(t.amount), thb)}</ram:ApplicableTradeTax>`,
    )
    .join('');
  const sums = [
    note ? el('ram:OriginalInformationAmount', amount(note.originalAmount), thb) : '',
    el('ram:LineTotalAmount', amount(doc.totals.lineTotal), thb),
    note ? el('ram:DifferenceInformationAmount', amount(note.differenceAmount), thb) : '',
    el('ram:TaxBasisTotalAmount', amount(doc.totals.taxBasisTotal), thb),
    el('ram:TaxTotalAmount', amount(doc.totals.taxTotal), thb),
    el('ram:GrandTotalAmount', amount(doc.totals.grandTotal), thb),
  ].join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<rsm:${ns.root} xmlns:rsm="${ns.rsm}" xmlns:ram="${ns.ram}">`,
    header,
    '<rsm:SupplyChainTradeTransaction>',
    '<ram:ApplicableHeaderTradeAgreement>',
    party('SellerTradeParty', doc.seller, 'seller'),
    party('BuyerTradeParty', doc.buyer, 'buyer'),
    reference,
    '</ram:ApplicableHeaderTradeAgreement>',
    '<ram:ApplicableHeaderTradeDelivery/>',
    '<ram:ApplicableHeaderTradeSettlement>',
    el('ram:InvoiceCurrencyCode', 'THB', { listID: 'ISO 4217 3A' }),
    taxes,
    doc.totals.discount !== undefined && doc.totals.discount > 0n
      ? `<ram:SpecifiedTradeAllowanceCharge>${el('ram:ChargeIndicator', 'false')}${el('ram:ActualAmount', amount(doc.totals.discount), thb)}${el('ram:ReasonCode', '95')}</ram:SpecifiedTradeAllowanceCharge>`
      : '',
    `<ram:SpecifiedTradeSettlementHeaderMonetarySummation>${sums}</ram:SpecifiedTradeSettlementHeaderMonetarySummation>`,
    '</ram:ApplicableHeaderTradeSettlement>',
    doc.lines.map(line).join(''),
    '</rsm:SupplyChainTradeTransaction>',
    `</rsm:${ns.root}>\n`,
  ].join('');
}
