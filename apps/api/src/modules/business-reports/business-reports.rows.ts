// The cells of a business report's table: a typed column and a row's drill-down to the document it shows.
import type { ReportColumnType, ReportDrill } from '@banchee/contracts';

export const col = (key: string, type: ReportColumnType) => ({ key, type });

export const documentDrill = (kind: string, id: string): ReportDrill => ({
  type: 'document',
  documentKind: kind,
  documentId: id,
});
