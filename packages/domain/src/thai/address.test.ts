// A Thai address in parts (decision 0240): the one line the parts compose (แขวง / เขต in Bangkok, ตำบล / อำเภอ /
// จังหวัด elsewhere, typed prefixes kept), postcode and geocode checks, and the e-Tax codes of a sub-district.
import { describe, expect, it } from 'vitest';
import {
  addressGeocodes,
  composeThaiAddress,
  hasAddressParts,
  isSubDistrictCode,
  isThaiPostcode,
} from './address.ts';

describe('composeThaiAddress', () => {
  it('Bangkok says แขวง and เขต and no จังหวัด', () => {
    expect(
      composeThaiAddress({
        number: '99/9 อาคารเอ',
        road: 'พระราม 9',
        subDistrict: 'ห้วยขวาง',
        district: 'ห้วยขวาง',
        province: 'กรุงเทพมหานคร',
        postcode: '10310',
      }),
    ).toBe('99/9 อาคารเอ ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร');
  });

  it('elsewhere ตำบล, อำเภอ, จังหวัด; parts typed with their prefix are not prefixed again', () => {
    expect(
      composeThaiAddress({
        number: '12 หมู่ 3',
        subDistrict: 'สุเทพ',
        district: 'เมืองเชียงใหม่',
        province: 'เชียงใหม่',
      }),
    ).toBe('12 หมู่ 3 ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่');
    expect(
      composeThaiAddress({
        road: 'ถ.นิมมานเหมินท์',
        subDistrict: 'ต.สุเทพ',
        district: 'อ.เมือง',
        province: 'จ.เชียงใหม่',
      }),
    ).toBe('ถ.นิมมานเหมินท์ ต.สุเทพ อ.เมือง จ.เชียงใหม่');
    expect(
      composeThaiAddress({
        road: 'ถนนสุขุมวิท',
        subDistrict: 'แขวงคลองเตย',
        district: 'เขตคลองเตย',
        province: 'กทม.',
      }),
    ).toBe('ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กทม.');
    expect(composeThaiAddress({ number: '  1   ', province: null })).toBe('1');
    expect(composeThaiAddress({})).toBe('');
  });

  it('hasAddressParts: any part but the postcode and the code', () => {
    expect(hasAddressParts({})).toBe(false);
    expect(hasAddressParts({ postcode: '10110', subDistrictCode: '103301' })).toBe(false);
    expect(hasAddressParts({ road: ' ' })).toBe(false);
    expect(hasAddressParts({ province: 'ตาก' })).toBe(true);
    expect(hasAddressParts({ number: '1' })).toBe(true);
  });
});

describe('postcodes and geocodes', () => {
  it('a postcode is five digits not starting with 0; a sub-district code six', () => {
    expect(isThaiPostcode('10110')).toBe(true);
    expect(isThaiPostcode('01011')).toBe(false);
    expect(isThaiPostcode('1011')).toBe(false);
    expect(isThaiPostcode('101100')).toBe(false);
    expect(isSubDistrictCode('103301')).toBe(true);
    expect(isSubDistrictCode('10330')).toBe(false);
    expect(isSubDistrictCode('013301')).toBe(false);
  });

  it('the e-Tax codes: province = 2 digits, district = 4, sub-district = 6', () => {
    expect(addressGeocodes('500102')).toEqual({ province: '50', district: '5001', subDistrict: '500102' });
    expect(addressGeocodes('5001')).toBeNull();
    expect(addressGeocodes(null)).toBeNull();
    expect(addressGeocodes(undefined)).toBeNull();
  });
});
