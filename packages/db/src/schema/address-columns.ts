// The columns of a Thai address in parts (contacts and organisations share them).
import { text } from 'drizzle-orm/pg-core';

/** A Thai address in parts beside the one-line `address` (migration 0056, decision 0240). */
export function addressPartColumns() {
  return {
    addressNumber: text('address_number'),
    addressRoad: text('address_road'),
    addressSubDistrict: text('address_sub_district'),
    addressDistrict: text('address_district'),
    addressProvince: text('address_province'),
    addressSubDistrictCode: text('address_sub_district_code'),
  };
}
