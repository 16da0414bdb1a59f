// A structural checker of e-Tax XML (decision 0201), written from thai-tax-reference §8.2–§8.3 and ETDA's
// ER3-2560 v2.0 templates because ETDA's published XSD is in no registry package. It parses the XML with a real,
// namespace-aware parser (saxes, already in the tree through exceljs) and checks, as an xs:sequence would: the
// root and its namespace per type code, every required element in template order with its cardinality, the
// attributes (scheme ids, currency, list ids), the value shapes (ISO dates in the Common Era, amounts with two
// places, the 18-digit seller TXID, the §8.2 type codes) and the arithmetic the totals must satisfy. It answers
// the problems found, each with its element path, so a failing test says what is wrong.
import { SaxesParser } from 'saxes';

export interface XmlElement {
  readonly uri: string;
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
}

/** Parses XML into elements with their namespace URI and local name; throws on malformed XML. */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const attribute of Object.values(tag.attributes)) {
      if (attribute.prefix !== 'xmlns' && attribute.name !== 'xmlns')
        attributes[attribute.local] = attribute.value;
    }
    const element: XmlElement = { uri: tag.uri, name: tag.local, attributes, children: [], text: '' };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}

/** §8.2 codes and the root each belongs to. */
export const ETAX_ROOT_OF_TYPE: Readonly<Record<string, 'TaxInvoice' | 'DebitCreditNote'>> = {
  '388': 'TaxInvoice',
  T02: 'TaxInvoice',
  T03: 'TaxInvoice',
  T04: 'TaxInvoice',
  '80': 'DebitCreditNote',
  '81': 'DebitCreditNote',
};

type Ns = 'rsm' | 'ram';
interface Spec {
  readonly name: string;
  readonly ns?: Ns;
  readonly min?: number;
  readonly max?: number;
  readonly text?: RegExp;
  readonly attributes?: Readonly<Record<string, RegExp>>;
  /** Children in sequence (xs:sequence); absent: a leaf whose text is checked. */
  readonly children?: readonly Spec[];
  /** Children not modelled here (allowed, not checked). */
  readonly open?: boolean;
}

const AMOUNT = /^-?\d+\.\d{2}$/;
const THB = { currencyID: /^THB$/ };
const money = (name: string, min = 1): Spec => ({ name, text: AMOUNT, attributes: THB, min });
/** ISO date-time in the Common Era (a Buddhist-era year such as 2569 is refused). */
const DATE_TIME = /^(19|20|21)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const RATE = /^\d{1,2}\.\d{2}$/;
const NON_EMPTY = /\S/;

const tradeParty = (name: string): Spec => ({
  name,
  children: [
    { name: 'Name', text: NON_EMPTY },
    {
      name: 'SpecifiedTaxRegistration',
      children: [
        { name: 'ID', text: /^(\d{13}|\d{18}|N\/A)$/, attributes: { schemeID: /^(TXID|NIDN|CCPT|OTHR)$/ } },
      ],
    },
    { name: 'DefinedTradeContact', min: 0, open: true },
    {
      name: 'PostalTradeAddress',
      children: [
        { name: 'PostcodeCode', min: 0, text: /^\d{5}$/ },
        { name: 'BuildingName', min: 0, text: NON_EMPTY },
        { name: 'LineOne', min: 0, text: NON_EMPTY },
        { name: 'LineTwo', min: 0, text: NON_EMPTY },
        { name: 'CityName', min: 0, text: NON_EMPTY },
        { name: 'CitySubDivisionName', min: 0, text: NON_EMPTY },
        { name: 'CountryID', text: /^[A-Z]{2}$/, attributes: { schemeID: /^3166-1 alpha-2$/ } },
        { name: 'CountrySubDivisionID', min: 0, text: NON_EMPTY },
        { name: 'BuildingNumber', min: 0, text: NON_EMPTY },
      ],
    },
  ],
});

const tradeTax: Spec = {
  name: 'ApplicableTradeTax',
  children: [
    { name: 'TypeCode', text: /^VAT$/ },
    { name: 'CalculatedRate', text: RATE },
    money('BasisAmount'),
    money('CalculatedAmount'),
  ],
};

function etaxSpec(note: boolean): Spec {
  const lineItem: Spec = {
    name: 'IncludedSupplyChainTradeLineItem',
    max: Infinity,
    children: [
      { name: 'AssociatedDocumentLineDocument', children: [{ name: 'LineID', text: /^[1-9]\d*$/ }] },
      {
        name: 'SpecifiedTradeProduct',
        children: [
          { name: 'ID', min: 0, text: NON_EMPTY },
          { name: 'GlobalID', min: 0, text: NON_EMPTY },
          { name: 'Name', text: NON_EMPTY },
        ],
        open: false,
      },
      {
        name: 'SpecifiedLineTradeAgreement',
        children: [
          {
            name: 'GrossPriceProductTradePrice',
            children: [{ name: 'ChargeAmount', text: /^-?\d+(\.\d{1,4})?$/ }],
          },
        ],
      },
      {
        name: 'SpecifiedLineTradeDelivery',
        children: [
          { name: 'BilledQuantity', text: /^\d+(\.\d{1,4})?$/, attributes: { unitCode: /^[A-Z0-9]{2,3}$/ } },
        ],
      },
      {
        name: 'SpecifiedLineTradeSettlement',
        children: [
          { ...tradeTax, max: Infinity },
          { name: 'SpecifiedTradeAllowanceCharge', min: 0, max: Infinity, open: true },
          {
            name: 'SpecifiedTradeSettlementLineMonetarySummation',
            children: [
              money('TaxTotalAmount'),
              money('NetLineTotalAmount'),
              money('NetIncludingTaxesLineTotalAmount'),
            ],
          },
        ],
      },
    ],
  };
  return {
    name: '(root)',
    ns: 'rsm',
    children: [
      {
        name: 'ExchangedDocumentContext',
        ns: 'rsm',
        children: [
          {
            name: 'GuidelineSpecifiedDocumentContextParameter',
            children: [
              {
                name: 'ID',
                text: /^ER3-2560$/,
                attributes: { schemeAgencyID: /^ETDA$/, schemeVersionID: /^v2\.0$/ },
              },
            ],
          },
        ],
      },
      {
        name: 'ExchangedDocument',
        ns: 'rsm',
        children: [
          { name: 'ID', text: /^\S(.{0,33}\S)?$/ },
          { name: 'Name', text: NON_EMPTY },
          { name: 'TypeCode', text: /^(388|T0[1-7]|80|81|380|82)$/ },
          { name: 'IssueDateTime', text: DATE_TIME },
          { name: 'Purpose', min: note ? 1 : 0, text: NON_EMPTY },
          { name: 'PurposeCode', min: note ? 1 : 0, text: /^[A-Z]{4}\d{2}$/ },
          { name: 'GlobalID', min: 0, text: NON_EMPTY },
          { name: 'CreationDateTime', text: DATE_TIME },
          { name: 'IncludedNote', min: 0, max: Infinity, open: true },
        ],
      },
      {
        name: 'SupplyChainTradeTransaction',
        ns: 'rsm',
        children: [
          {
            name: 'ApplicableHeaderTradeAgreement',
            children: [
              tradeParty('SellerTradeParty'),
              tradeParty('BuyerTradeParty'),
              {
                name: 'AdditionalReferencedDocument',
                min: note ? 1 : 0,
                max: Infinity,
                children: [
                  { name: 'IssuerAssignedID', text: NON_EMPTY },
                  { name: 'IssueDateTime', text: DATE_TIME },
                  { name: 'ReferenceTypeCode', text: /^(388|T0[1-7]|80|81|380|ALT|LC|ON|IV|BC)$/ },
                ],
              },
            ],
          },
          { name: 'ApplicableHeaderTradeDelivery', open: true },
          {
            name: 'ApplicableHeaderTradeSettlement',
            children: [
              { name: 'InvoiceCurrencyCode', text: /^THB$/, attributes: { listID: /^ISO 4217 3A$/ } },
              { ...tradeTax, max: Infinity },
              {
                name: 'SpecifiedTradeAllowanceCharge',
                min: 0,
                max: Infinity,
                children: [
                  { name: 'ChargeIndicator', text: /^(true|false)$/ },
                  money('ActualAmount'),
                  { name: 'ReasonCode', min: 0, text: /^\d{2,3}$/ },
                ],
              },
              {
                name: 'SpecifiedTradeSettlementHeaderMonetarySummation',
                children: [
                  money('OriginalInformationAmount', note ? 1 : 0),
                  money('LineTotalAmount'),
                  money('DifferenceInformationAmount', note ? 1 : 0),
                  money('AllowanceTotalAmount', 0),
                  money('ChargeTotalAmount', 0),
                  money('TaxBasisTotalAmount'),
                  money('TaxTotalAmount'),
                  money('GrandTotalAmount'),
                ],
              },
            ],
          },
          lineItem,
        ],
      },
    ],
  };
}

function check(element: XmlElement, spec: Spec, ns: Record<Ns, string>, path: string, problems: string[]) {
  const expectedUri = ns[spec.ns ?? 'ram'];
  if (spec.name !== '(root)' && element.uri !== expectedUri)
    problems.push(`${path}: namespace ${element.uri}, expected ${expectedUri}`);
  for (const [attribute, pattern] of Object.entries(spec.attributes ?? {})) {
    const value = element.attributes[attribute];
    if (value === undefined) problems.push(`${path}/@${attribute}: missing`);
    else if (!pattern.test(value))
      problems.push(`${path}/@${attribute}: "${value}" does not match ${String(pattern)}`);
  }
  if (!spec.children) {
    if (element.children.length > 0) problems.push(`${path}: a leaf has child elements`);
    if (spec.text && !spec.text.test(element.text))
      problems.push(`${path}: "${element.text}" does not match ${String(spec.text)}`);
    return;
  }
  if (spec.open) return;
  // xs:sequence: each child spec in turn takes its run of same-named elements.
  let index = 0;
  for (const child of spec.children) {
    let count = 0;
    while (index < element.children.length && element.children[index]?.name === child.name) {
      const found = element.children[index];
      if (found) check(found, child, ns, `${path}/${child.name}[${count + 1}]`, problems);
      index += 1;
      count += 1;
    }
    const min = child.min ?? 1;
    const max = child.max ?? 1;
    if (count < min) problems.push(`${path}/${child.name}: missing (at least ${min}) or out of order`);
    if (count > max) problems.push(`${path}/${child.name}: ${count} found, at most ${max}`);
  }
  for (const extra of element.children.slice(index))
    problems.push(`${path}/${extra.name}: not expected here (unknown element or out of order)`);
}

const find = (element: XmlElement | undefined, ...names: string[]): XmlElement | undefined =>
  names.reduce<XmlElement | undefined>((at, name) => at?.children.find((c) => c.name === name), element);
const findAll = (element: XmlElement | undefined, name: string) =>
  element?.children.filter((c) => c.name === name) ?? [];
const cents = (text: string | undefined): bigint => BigInt((text ?? '0').replace('.', ''));

/** Every structural problem of an e-Tax XML document (empty when it conforms). */
export function etaxStructureProblems(xml: string): string[] {
  const problems: string[] = [];
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>'))
    problems.push('declaration: not UTF-8 XML 1.0');
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    return [`not well-formed: ${(error as Error).message}`];
  }
  const typeCode = find(root, 'ExchangedDocument', 'TypeCode')?.text ?? '';
  const kind = ETAX_ROOT_OF_TYPE[typeCode];
  if (!kind) return [...problems, `TypeCode "${typeCode}" is not one the app issues (§8.2)`];
  const ns = {
    rsm: `urn:etda:uncefact:data:standard:${kind}_CrossIndustryInvoice:2`,
    ram: `urn:etda:uncefact:data:standard:${kind}_ReusableAggregateBusinessInformationEntity:2`,
  };
  if (root.name !== `${kind}_CrossIndustryInvoice` || root.uri !== ns.rsm)
    problems.push(`root: {${root.uri}}${root.name}, expected {${ns.rsm}}${kind}_CrossIndustryInvoice`);
  check(root, etaxSpec(kind === 'DebitCreditNote'), ns, `/${root.name}`, problems);

  // Values the schema cannot express: the seller's TXID, line numbering and the totals' arithmetic.
  const agreement = find(root, 'SupplyChainTradeTransaction', 'ApplicableHeaderTradeAgreement');
  const sellerId = find(agreement, 'SellerTradeParty', 'SpecifiedTaxRegistration', 'ID');
  if (sellerId?.attributes.schemeID !== 'TXID' || !/^\d{18}$/.test(sellerId.text))
    problems.push('seller: TXID of 18 digits (tax id + branch) required');
  const buyerId = find(agreement, 'BuyerTradeParty', 'SpecifiedTaxRegistration', 'ID');
  const buyerShape: Record<string, RegExp> = { TXID: /^\d{18}$/, NIDN: /^\d{13}$/, OTHR: /^N\/A$/ };
  const buyerScheme = buyerId?.attributes.schemeID ?? '';
  if (buyerShape[buyerScheme] && !buyerShape[buyerScheme].test(buyerId?.text ?? ''))
    problems.push(`buyer: "${buyerId?.text ?? ''}" is not a ${buyerScheme}`);
  const transaction = find(root, 'SupplyChainTradeTransaction');
  findAll(transaction, 'IncludedSupplyChainTradeLineItem').forEach((item, i) => {
    const id = find(item, 'AssociatedDocumentLineDocument', 'LineID')?.text;
    if (id !== String(i + 1)) problems.push(`line ${i + 1}: LineID "${id ?? ''}"`);
  });
  const settlement = find(transaction, 'ApplicableHeaderTradeSettlement');
  const sums = find(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const sum = (name: string) => cents(find(sums, name)?.text);
  if (sum('TaxBasisTotalAmount') + sum('TaxTotalAmount') !== sum('GrandTotalAmount'))
    problems.push('totals: TaxBasisTotalAmount + TaxTotalAmount ≠ GrandTotalAmount');
  const taxes = findAll(settlement, 'ApplicableTradeTax');
  const taxSum = taxes.reduce((total, t) => total + cents(find(t, 'CalculatedAmount')?.text), 0n);
  if (taxSum !== sum('TaxTotalAmount')) problems.push('totals: Σ ApplicableTradeTax ≠ TaxTotalAmount');
  if (kind === 'DebitCreditNote') {
    const original = sum('OriginalInformationAmount');
    const corrected = sum('LineTotalAmount');
    const difference = original > corrected ? original - corrected : corrected - original;
    if (difference !== sum('DifferenceInformationAmount'))
      problems.push('note: DifferenceInformationAmount ≠ |OriginalInformationAmount − LineTotalAmount|');
    const cited = find(agreement, 'AdditionalReferencedDocument', 'ReferenceTypeCode')?.text ?? '';
    if (!['388', 'T02', 'T03', 'T04'].includes(cited))
      problems.push(`note: cites a "${cited}", not a tax invoice`);
  }
  return problems;
}
