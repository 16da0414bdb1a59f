// GET /thai-addresses/postcodes/{postcode}: the sub-districts of a postcode with their district, province and
// geocodes (decision 0240). Shared by the contact and organisation address fields.
import type { ThaiAddressPlaces } from '@banchee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

export const postcodePlacesQuery = (postcode: string) =>
  queryOptions({
    queryKey: ['thai-addresses', postcode],
    queryFn: () =>
      api.request<ThaiAddressPlaces>(`/thai-addresses/postcodes/${encodeURIComponent(postcode)}`),
    staleTime: Infinity,
  });

/** The places of a complete postcode (five digits); idle otherwise. */
export function usePostcodePlaces(postcode: string) {
  return useQuery({ ...postcodePlacesQuery(postcode), enabled: /^\d{5}$/.test(postcode) });
}
