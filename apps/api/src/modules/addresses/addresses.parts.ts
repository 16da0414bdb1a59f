// The address parts of a contact or the organisation between the wire, the columns and the domain (decision
// 0240): when any part is given the parts compose the one-line `address` (the request's one-line text is then
// not used); without parts the one-line address is kept as given, so existing addresses stay valid and print as
// before. A sub-district code must be a sub-district of the postcode given (400 on the field otherwise).
import type { ThaiAddressParts } from '@banchee/db';
import { composeThaiAddress, hasAddressParts, type ThaiAddress } from '@banchee/domain';
import { validationError } from '../../http/errors.ts';
import { placesOfPostcode } from './addresses.lookup.ts';

export interface AddressPartInput {
  readonly address?: string | undefined;
  readonly zip_code?: string | undefined;
  readonly address_number?: string | undefined;
  readonly address_road?: string | undefined;
  readonly address_sub_district?: string | undefined;
  readonly address_district?: string | undefined;
  readonly address_province?: string | undefined;
  readonly address_sub_district_code?: string | undefined;
}

export interface AddressPartColumns {
  readonly address: string | null;
  readonly addressNumber: string | null;
  readonly addressRoad: string | null;
  readonly addressSubDistrict: string | null;
  readonly addressDistrict: string | null;
  readonly addressProvince: string | null;
  readonly addressSubDistrictCode: string | null;
}

export interface AddressPartRow extends AddressPartColumns {
  readonly zipCode: string | null;
}

/** The domain address of a row (its postcode from zip_code). */
export function thaiAddressOf(row: AddressPartRow): ThaiAddress {
  return {
    number: row.addressNumber,
    road: row.addressRoad,
    subDistrict: row.addressSubDistrict,
    district: row.addressDistrict,
    province: row.addressProvince,
    postcode: row.zipCode,
    subDistrictCode: row.addressSubDistrictCode,
  };
}

/** The columns of a request: the parts, and `address` composed from them when there are any. */
export function addressPartColumns(input: AddressPartInput): AddressPartColumns {
  const parts: ThaiAddress = {
    number: input.address_number,
    road: input.address_road,
    subDistrict: input.address_sub_district,
    district: input.address_district,
    province: input.address_province,
  };
  return {
    address: hasAddressParts(parts) ? composeThaiAddress(parts) : (input.address ?? null),
    addressNumber: input.address_number ?? null,
    addressRoad: input.address_road ?? null,
    addressSubDistrict: input.address_sub_district ?? null,
    addressDistrict: input.address_district ?? null,
    addressProvince: input.address_province ?? null,
    addressSubDistrictCode: input.address_sub_district_code ?? null,
  };
}

/** The wire fields of a row's parts (compact drops the empty ones). */
export function addressPartAnswers(row: AddressPartRow) {
  return {
    address_number: row.addressNumber,
    address_road: row.addressRoad,
    address_sub_district: row.addressSubDistrict,
    address_district: row.addressDistrict,
    address_province: row.addressProvince,
    address_sub_district_code: row.addressSubDistrictCode,
  };
}

/** 400 on address_sub_district_code when it is not a sub-district of the postcode (or there is no postcode). */
export async function checkSubDistrictCode(
  code: string | null,
  postcode: string | null,
  path = '',
): Promise<void> {
  if (code === null) return;
  const places = postcode === null ? [] : await placesOfPostcode(postcode);
  if (!places.some((place) => place.sub_district_code === code)) {
    throw validationError(
      [{ path: `${path}address_sub_district_code`, message: 'not a sub-district of the postcode' }],
      'The sub-district does not belong to the postcode.',
    );
  }
}

/** The parts a 50 ทวิ keeps of its payee (jsonb; empty parts left out). */
export function addressPartsSnapshot(row: AddressPartRow): ThaiAddressParts {
  const parts = thaiAddressOf(row);
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(parts))
    if (typeof value === 'string' && value !== '') out[key] = value;
  return out;
}
