// The organisation the user is working in (GET /organizations/{id}: fields plus users with is_default),
// provided by the /{orgId} route once it has loaded. Kept in lib so every feature can read it without
// importing the organisations feature.
import type { OrganizationWithUsers } from '@banchee/contracts';
import { createContext, useContext } from 'react';

export type CurrentOrganization = OrganizationWithUsers;

export const CurrentOrganizationContext = createContext<CurrentOrganization | null>(null);

export function useCurrentOrganization(): CurrentOrganization {
  const organization = useContext(CurrentOrganizationContext);
  if (!organization) throw new Error('useCurrentOrganization used outside an organisation route');
  return organization;
}

/** Whether the user with `email` is an owner of the organisation (owners alone lock and close periods). */
export function isOwnerOf(
  organization: Pick<CurrentOrganization, 'users'>,
  email: string | undefined,
): boolean {
  return organization.users.some((user) => user.email === email && user.role === 'OWNER');
}
