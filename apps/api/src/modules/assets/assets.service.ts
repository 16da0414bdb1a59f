// Use cases of the asset register (issue 13): list, create by hand, read, replace, delete, the depreciation
// schedule of one asset, and disposal (sale or write-off). An asset made from a purchase or expense line
// (assets-from-line.ts) carries its line and document.
//
// Once depreciation is booked, the figures that made it (category, dates, cost, residual, life, method, rate,
// opening accumulated) are fixed: ASSET.NOT_EDITABLE; name, code and notes stay editable. An asset made from a
// line has its cost and acquisition date from the line and its cost on its category's asset account (decision
// 0228): those and a category of another asset account are fixed (ASSET.FROM_LINE_FIXED: delete it and make it
// again); deleting it reverses its capitalisation on its own date and frees the line.
import type { Asset, AssetInput, AssetList, AssetSchedule, CreateAssetRequest } from '@banchee/contracts';
import { assets, newId, type Database, type Transaction } from '@banchee/db';
import {
  depreciationSchedule,
  exceedsTaxCeiling,
  parseDecimal,
  parseMoney,
  toMoneyString,
  type DepreciationBasis,
  type DepreciationFrequency,
  type Money,
} from '@banchee/domain';
import { AppError, notFound, validationError } from '../../http/errors.ts';
import { requireMembership } from '../../http/organization-scope.ts';
import { compact, iso } from '../../http/serialize.ts';
import { reverseEntry } from '../journals/index.ts';
import * as queries from './assets.queries.ts';

type Db = Database | Transaction;

export const assetNotFound = () => notFound('ASSET', 'asset');

export function basisOf(row: queries.AssetRow): DepreciationBasis {
  return {
    cost: parseMoney(row.cost),
    residualValue: parseMoney(row.residualValue),
    usefulLifeYears: row.usefulLifeYears,
    method: row.method,
    decliningRatePercent: row.decliningRate ?? undefined,
    startDate: row.startDate,
  };
}

/** Opening accumulated plus what the books hold. */
export function accumulatedOf(row: queries.AssetRow, booked: Money | undefined): Money {
  return parseMoney(row.openingAccumulated) + (booked ?? 0n);
}

function toAsset(
  row: queries.AssetRow,
  category: queries.CategoryRow | undefined,
  booked: Money | undefined,
): Asset {
  const accumulated = accumulatedOf(row, booked);
  return compact({
    id: row.id,
    organizationId: row.organizationId,
    code: row.code,
    name: row.name,
    categoryId: row.categoryId,
    categoryName: category?.name ?? '',
    acquisitionDate: row.acquisitionDate,
    startDate: row.startDate,
    cost: toMoneyString(parseMoney(row.cost)),
    residualValue: toMoneyString(parseMoney(row.residualValue)),
    usefulLifeYears: row.usefulLifeYears,
    method: row.method,
    decliningRate: row.decliningRate,
    openingAccumulated: toMoneyString(parseMoney(row.openingAccumulated)),
    accumulated: toMoneyString(accumulated),
    bookValue: toMoneyString(parseMoney(row.cost) - accumulated),
    taxCeilingExceeded: category ? exceedsTaxCeiling(row.usefulLifeYears, category.taxMaxRate) : false,
    status: row.status,
    disposalDate: row.disposalDate,
    disposalProceeds: row.disposalProceeds === null ? null : toMoneyString(parseMoney(row.disposalProceeds)),
    disposalAccountCode: row.disposalAccountCode,
    disposalEntryId: row.disposalEntryId,
    sourceDocumentId: row.sourceDocumentId,
    sourceLineId: row.sourceLineId,
    capitalisationEntryId: row.capitalisationEntryId,
    notes: row.notes,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  });
}

/** Rows as answers, with their categories and booked depreciation read in two queries. */
export async function toAssets(db: Db, organizationId: string, rows: queries.AssetRow[]): Promise<Asset[]> {
  const categories = await queries.categoriesById(db, organizationId, [
    ...new Set(rows.map((r) => r.categoryId)),
  ]);
  const booked = await queries.bookedByAsset(
    db,
    organizationId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toAsset(row, categories.get(row.categoryId), booked.get(row.id)));
}

export async function listAssets(
  db: Database,
  userId: string,
  organizationId: string,
  query: { page: number; limit: number; search?: string | undefined; status?: Asset['status'] | undefined },
): Promise<AssetList> {
  await requireMembership(db, userId, organizationId);
  const { rows, pagination } = await queries.listAssets(db, organizationId, query, query.page, query.limit);
  return { data: await toAssets(db, organizationId, rows), pagination };
}

export async function getAsset(db: Db, organizationId: string, id: string): Promise<Asset> {
  const row = await queries.getAsset(db, organizationId, id);
  if (!row) throw assetNotFound();
  const [view] = await toAssets(db, organizationId, [row]);
  if (!view) throw assetNotFound();
  return view;
}

export function assetValuesOf(input: AssetInput) {
  return {
    code: input.code ?? null,
    name: input.name,
    categoryId: input.categoryId,
    acquisitionDate: input.acquisitionDate,
    startDate: input.startDate,
    cost: input.cost,
    residualValue: input.residualValue ?? '0',
    usefulLifeYears: input.usefulLifeYears,
    method: input.method,
    decliningRate: input.decliningRate ?? null,
    openingAccumulated: input.openingAccumulated ?? '0',
    notes: input.notes ?? null,
  };
}

export async function checkAssetInput(
  tx: Transaction,
  organizationId: string,
  input: AssetInput,
  exceptId?: string,
) {
  if (!(await queries.getLiveCategory(tx, organizationId, input.categoryId))) {
    throw validationError([
      { path: 'categoryId', code: 'ASSET.CATEGORY_NOT_FOUND', message: 'No such asset category' },
    ]);
  }
  if (input.code) {
    const { rows } = await queries.listAssets(tx, organizationId, { search: input.code }, 1, 100);
    if (rows.some((row) => row.code === input.code && row.id !== exceptId)) {
      throw new AppError('ASSET.CODE_TAKEN', 'Another asset of this organisation has this code.');
    }
  }
}

export async function createAsset(db: Database, input: CreateAssetRequest): Promise<Asset> {
  const { organizationId } = input;
  return db.transaction(async (tx) => {
    await checkAssetInput(tx, organizationId, input);
    const id = newId();
    await tx.insert(assets).values({ organizationId, id, ...assetValuesOf(input) });
    return getAsset(tx, organizationId, id);
  });
}

/** The fields depreciation was computed from; they are fixed once any is booked. */
const FIGURES = [
  'categoryId',
  'acquisitionDate',
  'startDate',
  'cost',
  'residualValue',
  'usefulLifeYears',
  'method',
  'decliningRate',
  'openingAccumulated',
] as const;

/** An asset made from a line keeps the line's cost and date, and its category's asset account (0228). */
async function checkLineFigures(
  tx: Transaction,
  organizationId: string,
  row: queries.AssetRow,
  values: ReturnType<typeof assetValuesOf>,
): Promise<void> {
  if (row.sourceLineId === null) return;
  const changed: string[] = (['cost', 'acquisitionDate'] as const).filter(
    (key) => !sameValue(key, row[key], values[key]),
  );
  if (values.categoryId !== row.categoryId) {
    const categories = await queries.categoriesById(tx, organizationId, [row.categoryId, values.categoryId]);
    const account = (categoryId: string) => categories.get(categoryId)?.assetAccountCode;
    if (account(values.categoryId) !== account(row.categoryId)) changed.push('categoryId');
  }
  if (changed.length > 0) {
    throw new AppError(
      'ASSET.FROM_LINE_FIXED',
      "An asset made from a purchase line keeps the line's cost and date and its asset account: delete it and make it again.",
      { details: changed.map((path) => ({ path, message: 'Comes from the purchase line' })) },
    );
  }
}

export async function updateAsset(
  db: Database,
  organizationId: string,
  id: string,
  input: AssetInput,
): Promise<Asset> {
  return db.transaction(async (tx) => {
    const row = await queries.getAsset(tx, organizationId, id, true);
    if (!row) throw assetNotFound();
    await checkAssetInput(tx, organizationId, input, id);
    const values = assetValuesOf(input);
    await checkLineFigures(tx, organizationId, row, values);
    const fixed = row.status !== 'ACTIVE' || (await queries.hasBookings(tx, organizationId, id));
    if (fixed) {
      const changed = FIGURES.filter((key) => !sameValue(key, row[key], values[key]));
      if (changed.length > 0) {
        throw new AppError(
          'ASSET.NOT_EDITABLE',
          'Depreciation is booked or the asset is disposed: its figures are fixed.',
          {
            details: changed.map((path) => ({ path, message: 'Fixed once depreciation is booked' })),
          },
        );
      }
    }
    await tx
      .update(assets)
      .set({ ...values, updatedAt: new Date() })
      .where(queries.assetWhere(organizationId, id));
    return getAsset(tx, organizationId, id);
  });
}

/** Stored and requested values compared as the database holds them ("100.00" equals "100", "40.0000" "40"). */
function sameValue(
  key: (typeof FIGURES)[number],
  stored: string | number | null,
  requested: string | number | null,
): boolean {
  if (stored === null || requested === null) return stored === requested;
  const amounts = ['cost', 'residualValue', 'openingAccumulated', 'decliningRate'];
  if (amounts.includes(key)) return parseDecimal(String(stored), 4) === parseDecimal(String(requested), 4);
  return String(stored) === String(requested);
}

export async function deleteAsset(
  db: Database,
  organizationId: string,
  id: string,
  userId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await queries.getAsset(tx, organizationId, id, true);
    if (!row) throw assetNotFound();
    if (row.status !== 'ACTIVE' || (await queries.hasBookings(tx, organizationId, id))) {
      throw new AppError(
        'ASSET.NOT_EDITABLE',
        'Depreciation is booked or the asset is disposed: it stays in the register.',
      );
    }
    if (row.capitalisationEntryId !== null) {
      const reason = `ยกเลิกทะเบียนทรัพย์สิน ${row.code ? `${row.code} ` : ''}${row.name}`;
      await reverseEntry(
        tx,
        organizationId,
        row.capitalisationEntryId,
        { date: row.acquisitionDate, reason },
        userId,
      );
    }
    await tx.update(assets).set({ deletedAt: new Date() }).where(queries.assetWhere(organizationId, id));
  });
}

export async function getSchedule(
  db: Database,
  organizationId: string,
  id: string,
  frequency: DepreciationFrequency,
): Promise<AssetSchedule> {
  const row = await queries.getAsset(db, organizationId, id);
  if (!row) throw assetNotFound();
  const rows = depreciationSchedule(basisOf(row), frequency).map((period) => ({
    periodStart: period.periodStart,
    periodEnd: period.periodEnd,
    from: period.from,
    to: period.to,
    amount: toMoneyString(period.amount),
    accumulated: toMoneyString(period.accumulated),
    bookValue: toMoneyString(period.bookValue),
  }));
  const bookings = (await queries.bookingsOf(db, organizationId, id)).map((b) =>
    compact({ ...b, amount: toMoneyString(parseMoney(b.amount)) }),
  );
  return { frequency, rows, bookings };
}
