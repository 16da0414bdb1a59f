// A Thai postal address in parts (decision 0240): number/building (เลขที่ อาคาร หมู่ ซอย), road, sub-district
// (ตำบล / แขวง), district (อำเภอ / เขต), province and postcode, with the sub-district's 6-digit geocode (province
// = its first two digits, district = its first four; the codes e-Tax XML carries, reference §8.3). The parts
// compose the one-line address every print already shows; a record with only a one-line address stays valid and
// prints as it did. The RD files take the parts in their separate fields (§2.5).

export interface ThaiAddress {
  /** House number, building, floor, village, moo and soi: everything before the road. */
  readonly number?: string | null;
  readonly road?: string | null;
  readonly subDistrict?: string | null;
  readonly district?: string | null;
  readonly province?: string | null;
  readonly postcode?: string | null;
  /** The sub-district's geocode (6 digits), when it was chosen from the postcode look-up. */
  readonly subDistrictCode?: string | null;
}

export const BANGKOK = 'กรุงเทพมหานคร';
const BANGKOK_NAMES = new Set([BANGKOK, 'กรุงเทพฯ', 'กทม.', 'กทม']);

const POSTCODE = /^[1-9]\d{4}$/;
const SUB_DISTRICT_CODE = /^[1-9]\d{5}$/;

/** Thai postcodes are five digits and never start with 0 (10xxx Bangkok … 96xxx Narathiwat). */
export const isThaiPostcode = (value: string): boolean => POSTCODE.test(value);
/** A sub-district geocode: six digits, the province's two first. */
export const isSubDistrictCode = (value: string): boolean => SUB_DISTRICT_CODE.test(value);

const clean = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** Whether the address has any part at all (a record without parts keeps its one-line address). */
export function hasAddressParts(address: ThaiAddress): boolean {
  return [address.number, address.road, address.subDistrict, address.district, address.province].some(
    (part) => clean(part) !== '',
  );
}

const isBangkok = (province: string) => BANGKOK_NAMES.has(province);

/** "ถนน…" unless the text already says it (ถ. / ถนน). */
function withPrefix(text: string, prefixes: readonly string[], prefix: string): string {
  if (text === '') return '';
  return prefixes.some((p) => text.startsWith(p)) ? text : `${prefix}${text}`;
}

/**
 * The one-line address of the parts, without the postcode (records keep it in its own field and prints add it):
 * "99/9 อาคารเอ ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร". Bangkok says แขวง / เขต, elsewhere ตำบล /
 * อำเภอ / จังหวัด; a part typed with its prefix is not prefixed again.
 */
export function composeThaiAddress(address: ThaiAddress): string {
  const province = clean(address.province);
  const bangkok = isBangkok(province);
  const parts = [
    clean(address.number),
    withPrefix(clean(address.road), ['ถนน', 'ถ.'], 'ถนน'),
    withPrefix(clean(address.subDistrict), ['ตำบล', 'ต.', 'แขวง'], bangkok ? 'แขวง' : 'ตำบล'),
    withPrefix(clean(address.district), ['อำเภอ', 'อ.', 'เขต'], bangkok ? 'เขต' : 'อำเภอ'),
    bangkok ? province : withPrefix(province, ['จังหวัด', 'จ.'], 'จังหวัด'),
  ];
  return parts.filter((part) => part !== '').join(' ');
}

/** The geocodes e-Tax XML carries: province (2 digits), district (4) and sub-district (6); null without a code. */
export function addressGeocodes(
  code: string | null | undefined,
): { province: string; district: string; subDistrict: string } | null {
  if (code === null || code === undefined || !isSubDistrictCode(code)) return null;
  return { province: code.slice(0, 2), district: code.slice(0, 4), subDistrict: code };
}
