// TanStack Query keys of the documents feature. Every key starts with the organisation id (architecture §5),
// then 'documents' and the resource, so one invalidation refreshes a kind's lists and open documents.
import type { DocumentResource } from '../model/kinds';

export const documentKeys = {
  all: (organizationId: string) => [organizationId, 'documents'] as const,
  resource: (organizationId: string, resource: DocumentResource) =>
    [organizationId, 'documents', resource] as const,
  list: (organizationId: string, resource: DocumentResource, params: object) =>
    [organizationId, 'documents', resource, 'list', params] as const,
  detail: (organizationId: string, resource: DocumentResource, id: string) =>
    [organizationId, 'documents', resource, 'detail', id] as const,
};

/** A fresh Idempotency-Key: a retried POST returns the first answer instead of a second document. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
