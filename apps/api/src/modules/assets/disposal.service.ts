// Disposal of a fixed asset (issue 13, decision 0142), sale or write-off, in one transaction through the journals
// module's postEntry (a locked period refuses it before anything is written): depreciation up to the disposal day
// (an entry of its own, recorded as a depreciation line outside any run), then Dr proceeds · Dr accumulated ·
// Cr cost · Cr/Dr 49880 (sale), or the same without proceeds (write-off); the asset becomes SOLD or WRITTEN_OFF.
import type { DisposeAssetRequest } from '@banchee/contracts';
import { assets, depreciationLines, newId, sql, type Database, type Transaction } from '@banchee/db';
import { depreciationDue, parseMoney, postDepreciation, postDisposal, toMoneyString } from '@banchee/domain';
import { AppError, validationError } from '../../http/errors.ts';
import { postEntry } from '../journals/index.ts';
import * as queries from './assets.queries.ts';
import { accumulatedOf, assetNotFound, basisOf, getAsset } from './assets.service.ts';
import { chargeOf } from './depreciation.service.ts';

async function checkProceedsAccount(tx: Transaction, organizationId: string, code: string): Promise<void> {
  const { rows } = await tx.execute<{ account_type: string; is_postable: boolean; is_active: boolean }>(sql`
    SELECT account_type, is_postable, is_active FROM accounts WHERE organization_id = ${organizationId} AND code = ${code}`);
  const account = rows[0];
  if (!account || account.account_type !== 'asset' || !account.is_postable || !account.is_active) {
    throw validationError([
      {
        path: 'proceedsAccountCode',
        code: 'ASSET.PROCEEDS_ACCOUNT_INVALID',
        message: `Account ${code} is not an active postable asset account`,
      },
    ]);
  }
}

/** Sale or write-off of an active asset on `date`, with its depreciation up to that day. */
export async function disposeAsset(
  db: Database,
  userId: string,
  organizationId: string,
  id: string,
  input: DisposeAssetRequest,
) {
  await db.transaction(async (tx) => {
    const row = await queries.getAsset(tx, organizationId, id, true);
    if (!row) throw assetNotFound();
    if (row.status !== 'ACTIVE') {
      throw new AppError('ASSET.INVALID_TRANSITION', 'The asset has already been disposed.');
    }
    if (input.date < row.acquisitionDate) {
      throw validationError([{ path: 'date', message: 'The disposal cannot precede the acquisition' }]);
    }
    const last = await queries.lastBookedDate(tx, organizationId, id);
    if (last !== null && last > input.date) {
      throw new AppError(
        'ASSET.DEPRECIATED_PAST_DISPOSAL',
        `Depreciation is booked through ${last}, after the disposal date: undo that run first.`,
      );
    }
    const proceeds = input.kind === 'SALE' ? parseMoney(input.proceeds) : 0n;
    const proceedsAccount = input.proceedsAccountCode ?? '';
    if (input.kind === 'SALE') await checkProceedsAccount(tx, organizationId, proceedsAccount);
    const [category] = (await queries.categoriesById(tx, organizationId, [row.categoryId])).values();
    if (!category) throw new Error(`asset ${id} has no category`);
    const booked = (await queries.bookedByAsset(tx, organizationId, [id])).get(id);
    let accumulated = accumulatedOf(row, booked);
    const label = row.code ? `${row.code} ${row.name}` : row.name;

    const due = depreciationDue(basisOf(row), accumulated, input.date, 'MONTH');
    if (due > 0n) {
      const entry = await postEntry(
        tx,
        organizationId,
        {
          date: input.date,
          description: `ค่าเสื่อมราคาถึงวันจำหน่าย ${label}`,
          lines: postDepreciation([chargeOf(category, due)]),
        },
        userId,
      );
      await tx.insert(depreciationLines).values({
        organizationId,
        id: newId(),
        assetId: id,
        runId: null,
        entryId: entry.id,
        throughDate: input.date,
        amount: toMoneyString(due),
      });
      accumulated += due;
    }
    const disposal = await postEntry(
      tx,
      organizationId,
      {
        date: input.date,
        description: `${input.kind === 'SALE' ? 'ขายทรัพย์สิน' : 'ตัดจำหน่ายทรัพย์สิน'} ${label}`,
        lines: postDisposal({
          cost: parseMoney(row.cost),
          accumulated,
          proceeds,
          assetAccount: category.assetAccountCode,
          accumulatedAccount: category.accumulatedAccountCode,
          proceedsAccount,
        }),
      },
      userId,
    );
    await tx
      .update(assets)
      .set({
        status: input.kind === 'SALE' ? 'SOLD' : 'WRITTEN_OFF',
        disposalDate: input.date,
        disposalProceeds: toMoneyString(proceeds),
        disposalAccountCode: input.kind === 'SALE' ? proceedsAccount : null,
        disposalEntryId: disposal.id,
        updatedAt: new Date(),
      })
      .where(queries.assetWhere(organizationId, id));
  });
  return getAsset(db, organizationId, id);
}
