// PUT /organizations/{id}/images/{kind} (a PNG or JPEG as base64) and DELETE of the same path.
import type { OrganizationImage, OrganizationImageInput } from '@banchee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

type Kind = OrganizationImage['kind'];

export function useSaveOrganizationImage(organizationId: string) {
  const client = useQueryClient();
  const path = (kind: Kind) => `/organizations/${encodeURIComponent(organizationId)}/images/${kind}`;
  return useMutation({
    /** input null removes the image. */
    mutationFn: ({ kind, input }: { kind: Kind; input: OrganizationImageInput | null }) =>
      input === null
        ? api.request<undefined>(path(kind), { method: 'DELETE' })
        : api.request<OrganizationImage>(path(kind), { method: 'PUT', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId, 'organization-images'] }),
  });
}
