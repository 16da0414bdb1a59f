// A Thai address in parts on the wire (decision 0240): contacts and the organisation take and answer them beside
// the one-line `address` they compose, and GET /thai-addresses/postcodes/{postcode} answers the places of a
// postcode (sub-district, district, province in Thai and English, with the sub-district's geocode).
import { z } from 'zod';
import { text, zipCode } from './common.ts';

/** The 6-digit geocode of a sub-district (its first two digits the province, four the district). */
export const subDistrictCode = z
  .string()
  .trim()
  .regex(/^[1-9]\d{5}$/, 'a sub-district code has 6 digits');

/** Request fields (optional; when any part is given, the parts compose `address`). */
export const addressPartFields = {
  address_number: text(200).optional(),
  address_road: text(200).optional(),
  address_sub_district: text(100).optional(),
  address_district: text(100).optional(),
  address_province: text(100).optional(),
  address_sub_district_code: subDistrictCode.optional(),
};

/** Response fields (dropped when empty). */
export const addressPartAnswers = {
  address_number: z.string().optional(),
  address_road: z.string().optional(),
  address_sub_district: z.string().optional(),
  address_district: z.string().optional(),
  address_province: z.string().optional(),
  address_sub_district_code: z.string().optional(),
};

export const postcodeParams = z.object({ postcode: zipCode });

export const thaiAddressPlace = z
  .object({
    postcode: z.string(),
    sub_district: z.string(),
    sub_district_en: z.string(),
    district: z.string(),
    district_en: z.string(),
    province: z.string(),
    province_en: z.string(),
    sub_district_code: z.string(),
    district_code: z.string(),
    province_code: z.string(),
  })
  .meta({ id: 'ThaiAddressPlace' });
export type ThaiAddressPlace = z.infer<typeof thaiAddressPlace>;

export const thaiAddressPlaces = z
  .object({ data: z.array(thaiAddressPlace) })
  .meta({ id: 'ThaiAddressPlaces' });
export type ThaiAddressPlaces = z.infer<typeof thaiAddressPlaces>;
