// GET /organizations → {data}: the organisations the signed-in user belongs to (home page and switcher).
import type { MyOrganizations } from '@banchee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type MyOrganization = MyOrganizations['data'][number];

export async function listOrganizations(): Promise<MyOrganization[]> {
  const answer = await api.request<MyOrganizations>('/organizations');
  return answer.data;
}

// Not scoped to one organisation, so the key starts with "me" rather than an organisation id.
export const myOrganizationsQuery = () =>
  queryOptions({ queryKey: ['me', 'organizations'], queryFn: listOrganizations });

export function useMyOrganizations() {
  return useQuery(myOrganizationsQuery());
}
