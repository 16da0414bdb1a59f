// GET /reports/fixed-asset-register/organization/{id}?year&format=pdf|xlsx: the file is fetched with the
// session's bearer token (one refresh and retry on a 401, like every call) and saved under the server's name.
import { ApiError, api } from '../../../lib/api';
import { buildUrl } from '../../../lib/api-client';
import { session } from '../../../lib/session';

export async function downloadRegister(
  organizationId: string,
  year: number,
  format: 'pdf' | 'xlsx',
): Promise<void> {
  const url = buildUrl(`/reports/fixed-asset-register/organization/${organizationId}`, { year, format });
  const fetchFile = (token: string | null) =>
    window.fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  let response = await fetchFile(session.get().token);
  if (response.status === 401 && session.get().user) response = await fetchFile(await api.refresh());
  if (!response.ok) throw new ApiError(response.status, `HTTP.${response.status}`, response.statusText);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = `fixed-asset-register-${year}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
