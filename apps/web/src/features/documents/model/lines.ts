// Filling a line from a product (spec: the product picker fills name, unit and price). A product's sale
// price may include VAT while the document's prices exclude it (or the reverse): the price is converted at
// the item's VAT rate, to four places (line prices are numeric(18,4)), half-up.
import type { Item } from '@banchee/contracts';
import { divideHalfUp, formatDecimal, parseDecimal, type PriceType } from '@banchee/domain';
import { trimZeros, type DraftLine } from './draft';

const PRICE_SCALE = 4;

export function documentPrice(
  item: Pick<Item, 'sale_price' | 'sale_vat_inclusive' | 'vat_type'>,
  priceType: PriceType,
  vatEnabled: boolean,
): string {
  if (!item.sale_price) return '';
  const price = parseDecimal(item.sale_price, PRICE_SCALE);
  const documentInclusive = vatEnabled && priceType === 'vat_inclusive';
  const taxed = item.vat_type === 'VAT7';
  let converted = price;
  if (taxed && item.sale_vat_inclusive && !documentInclusive) converted = divideHalfUp(price * 100n, 107n);
  if (taxed && !item.sale_vat_inclusive && documentInclusive) converted = divideHalfUp(price * 107n, 100n);
  return trimZeros(formatDecimal(converted, PRICE_SCALE));
}

export function lineFromItem(
  line: DraftLine,
  item: Item,
  priceType: PriceType,
  vatEnabled: boolean,
): DraftLine {
  return {
    ...line,
    item_id: item.id,
    item_type: item.type,
    name: item.name,
    sale_description: line.sale_description || (item.description ?? ''),
    main_unit: item.unit ?? '',
    sale_price: documentPrice(item, priceType, vatEnabled),
    vat_type: item.vat_type,
    quantity: line.quantity.trim() === '' ? '1' : line.quantity,
  };
}
