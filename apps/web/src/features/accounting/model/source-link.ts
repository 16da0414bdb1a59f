// Where an automatic journal entry came from: the document that posted it, opened at its kind's own route
// (/{orgId}/{resource}/{id}, spec §2; the kind registry's route, sales and purchase documents alike).
import { DOCUMENT_KIND_INFO, type DocumentKind } from '@banchee/domain';

export function sourceDocumentPath(
  orgId: string,
  source: { documentId: string; kind: string } | undefined,
): string | null {
  if (!source || !Object.hasOwn(DOCUMENT_KIND_INFO, source.kind)) return null;
  return `/${orgId}/${DOCUMENT_KIND_INFO[source.kind as DocumentKind].route}/${source.documentId}`;
}
