// A purchase or expense whose lines are fixed assets in the register (decision 0228) is neither rejected or voided
// nor given new figures or a new date: each asset's capitalisation moved its line's cost, on the document's date,
// from the account the bill debited to the asset account, and the register keeps the line's cost and date. Delete
// the assets first (their capitalisation is reversed): <NAMESPACE>.HAS_ASSETS.
import { sql } from '@banchee/db';
import { conflict } from './documents.errors.ts';
import type { Db, DocumentRow } from './documents.queries.ts';

export async function assertNoAssetsFromLines(db: Db, row: DocumentRow): Promise<void> {
  if (row.kind !== 'RI' && row.kind !== 'EXP') return;
  const { rows } = await db.execute<{ label: string }>(sql`
    SELECT concat_ws(' ', code, name) AS label FROM assets
    WHERE organization_id = ${row.organizationId} AND source_document_id = ${row.id} AND deleted_at IS NULL
    ORDER BY code, name LIMIT 1`);
  const asset = rows[0];
  if (!asset) return;
  throw conflict(
    row.kind,
    'HAS_ASSETS',
    `${row.number} has lines registered as fixed assets (${asset.label}): delete those assets first`,
    { asset: asset.label },
  );
}
