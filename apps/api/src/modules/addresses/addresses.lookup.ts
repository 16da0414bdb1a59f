// The postcode look-up (decision 0240): the places of a postcode from thai-address-universal (ISC, maintained, no
// dependencies; Thai and English names with the DOPA/TISI geocodes). The package's postcode search gives the
// names and the district; the sub-district's code and English name come from its directory of that district (the
// search's own sub-district codes are the pre-split ones of some Bangkok districts, the directory's are current).
import type { ThaiAddressPlace } from '@banchee/contracts';
import {
  getDistricts,
  getProvinces,
  getSubDistricts,
  searchAddressByPostalCode,
} from 'thai-address-universal';

/** Every sub-district of a postcode, in the order the data lists them; [] for an unknown postcode. */
export async function placesOfPostcode(postcode: string): Promise<ThaiAddressPlace[]> {
  const found = (await searchAddressByPostalCode(postcode, 500)).filter(
    (row) => row.postal_code === postcode,
  );
  const provinces = await getProvinces();
  const places: ThaiAddressPlace[] = [];
  const seen = new Set<string>();
  for (const row of found) {
    const province = provinces.find((p) => p.nameTh === row.province);
    if (!province) continue;
    const district = (await getDistricts(province.code)).find((d) => d.nameTh === row.district);
    if (!district) continue;
    const sub = (await getSubDistricts(district.code)).find((s) => s.nameTh === row.sub_district);
    if (!sub || seen.has(sub.code)) continue;
    seen.add(sub.code);
    places.push({
      postcode,
      sub_district: sub.nameTh,
      sub_district_en: sub.nameEn,
      district: district.nameTh,
      district_en: district.nameEn,
      province: province.nameTh,
      province_en: province.nameEn,
      sub_district_code: sub.code,
      district_code: district.code,
      province_code: province.code,
    });
  }
  return places;
}
