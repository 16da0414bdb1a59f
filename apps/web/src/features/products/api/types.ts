// Products and services on the wire come from @banchee/contracts; this file only adds the spec's page size
// and the one difference of the create payload (a service sends purchase_vat_inclusive as null, spec §5).
import type {
  ItemInput as ContractItemInput,
  itemTypes as contractItemTypes,
  itemVatTypes,
} from '@banchee/contracts';

export { itemTypes, itemVatTypes as vatTypes, type Item } from '@banchee/contracts';
export type ItemType = (typeof contractItemTypes)[number];
export type VatType = (typeof itemVatTypes)[number];
export type ItemInput = Omit<ContractItemInput, 'purchase_vat_inclusive'> & {
  purchase_vat_inclusive?: boolean | null;
};

/** Spec page size for products. */
export const ITEMS_PAGE_SIZE = 20;
