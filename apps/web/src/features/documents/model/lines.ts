// Filling a line from a product (spec: the product picker fills name, unit and price). The price is the
// product's sale price on a sales document and its purchase price on a purchase document (the registry's
// side decides which field, decision 0110). That price may include VAT while the document's prices exclude it (or the reverse): the price is converted at
// the item's VAT rate, to four places (line prices are numeric(18,4)), half-up. On a purchase document the line
// takes the account its item names (decision 0247: the domain's accountFromItem; a stock product received into
// a warehouse takes none, it goes to its inventory), as the API does for a line sent without one.
import type { Item } from '@banchee/contracts';
import {
  accountFromItem,
  divideHalfUp,
  formatDecimal,
  kindDefinition,
  parseDecimal,
  type DocumentKind,
  type DocumentSideInfo,
  type PriceType,
} from '@banchee/domain';
import { trimZeros, type DraftLine } from './draft';

const PRICE_SCALE = 4;

/** Which product fields a document's lines take their price from (the registry's side). */
export type PriceSource = Pick<DocumentSideInfo, 'productPriceField' | 'productVatInclusiveField'>;

export type PricedItem = Pick<Item, 'vat_type'> &
  Partial<Pick<Item, 'sale_price' | 'sale_vat_inclusive' | 'purchase_price' | 'purchase_vat_inclusive'>>;

export function documentPrice(
  item: PricedItem,
  priceType: PriceType,
  vatEnabled: boolean,
  source: PriceSource,
): string {
  const listed = item[source.productPriceField];
  if (!listed) return '';
  const inclusive = item[source.productVatInclusiveField] === true;
  const price = parseDecimal(listed, PRICE_SCALE);
  const documentInclusive = vatEnabled && priceType === 'vat_inclusive';
  const taxed = item.vat_type === 'VAT7';
  let converted = price;
  if (taxed && inclusive && !documentInclusive) converted = divideHalfUp(price * 100n, 107n);
  if (taxed && !inclusive && documentInclusive) converted = divideHalfUp(price * 107n, 100n);
  return trimZeros(formatDecimal(converted, PRICE_SCALE));
}

/**
 * The line with the picked item: its name, unit, price (from the kind's price field), VAT treatment and, on a kind
 * whose lines name their account, the item's account (empty when the item gives the line none: a product into
 * stock, an item without one, a sales line).
 */
export function lineFromItem(
  line: DraftLine,
  item: Item,
  priceType: PriceType,
  vatEnabled: boolean,
  kind: DocumentKind,
): DraftLine {
  const source: PriceSource = kindDefinition(kind);
  const account = accountFromItem(
    kind,
    { itemId: item.id, itemType: item.type },
    item.purchase_account_code ?? null,
  );
  return {
    ...line,
    item_id: item.id,
    item_type: item.type,
    name: item.name,
    description: line.description || (item.description ?? ''),
    main_unit: item.unit ?? '',
    price: documentPrice(item, priceType, vatEnabled, source),
    vat_type: item.vat_type,
    quantity: line.quantity.trim() === '' ? '1' : line.quantity,
    account_code: account ?? '',
  };
}
