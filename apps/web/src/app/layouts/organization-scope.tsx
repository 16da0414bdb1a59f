// The /{orgId} route: loads the organisation and makes it current (stored organisation id, context for
// the pages). Non-members and unknown ids get a clear "not found" page (the API answers 404). As spec §7
// says, opening an organisation reads the organisation, its warehouses and its items in parallel.
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { Loading } from '../../components/full-page-loading';
import { organizationQuery } from '../../features/organizations/api/get-organization';
import { itemsListQuery } from '../../features/products/api/list-items';
import { warehousesQuery } from '../../features/warehouses/api/list-warehouses';
import { ApiError } from '../../lib/api-client';
import { CurrentOrganizationContext } from '../../lib/current-organization';
import { session } from '../../lib/session';
import { NotFoundPage } from '../pages/not-found';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function OrganizationScope() {
  const { orgId = '' } = useParams();
  const valid = uuidPattern.test(orgId);
  const [organization] = useQueries({
    queries: [
      { ...organizationQuery(orgId), enabled: valid },
      { ...warehousesQuery(orgId), enabled: valid },
      { ...itemsListQuery(orgId, { page: 1, search: '' }), enabled: valid },
    ],
  });

  useEffect(() => {
    if (organization.isSuccess) session.setOrganizationId(organization.data.id);
  }, [organization.isSuccess, organization.data]);

  if (!valid) return <NotFoundPage organization />;
  if (organization.isPending) return <Loading fullPage />;
  if (organization.isError) {
    const error = organization.error;
    const notFound = error instanceof ApiError && [400, 403, 404].includes(error.status);
    return notFound ? (
      <NotFoundPage organization />
    ) : (
      <NotFoundPage organization error={error} onRetry={() => void organization.refetch()} />
    );
  }
  return (
    <CurrentOrganizationContext.Provider value={organization.data}>
      <Outlet />
    </CurrentOrganizationContext.Provider>
  );
}
