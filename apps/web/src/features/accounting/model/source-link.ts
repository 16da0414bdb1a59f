// Where an automatic journal entry came from: the sales document that posted it, opened at the document's own
// route (/{orgId}/{resource}/{id}, spec §2). Kinds this app has no screen for yet get no link.
import { SALES_DOCUMENT_RESOURCES, type SalesDocumentKind } from '@banchee/contracts';

export function sourceDocumentPath(
  orgId: string,
  source: { documentId: string; kind: string } | undefined,
): string | null {
  if (!source || !(source.kind in SALES_DOCUMENT_RESOURCES)) return null;
  return `/${orgId}/${SALES_DOCUMENT_RESOURCES[source.kind as SalesDocumentKind]}/${source.documentId}`;
}
