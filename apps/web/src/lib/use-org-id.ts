// The organisation id of the current route (/{orgId}/…). Only used below the organisation route.
import { useParams } from 'react-router';

export function useOrgId(): string {
  const { orgId } = useParams();
  if (!orgId) throw new Error('useOrgId used outside an /{orgId} route');
  return orgId;
}
