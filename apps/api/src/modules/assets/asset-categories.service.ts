// Use cases of asset categories (issue 13, decision 0140): the defaults every organisation starts with, list,
// create, read, replace and soft delete. Each category names a postable asset account for the cost and for the
// accumulated depreciation and an expense account for the charge; a category in use is not deleted.
import type { AssetCategory, AssetCategoryInput, AssetCategoryList } from '@banchee/contracts';
import { and, asc, assetCategories, assets, eq, isNull, newId, sql, type Database } from '@banchee/db';
import { DEFAULT_ASSET_CATEGORIES } from '@banchee/domain';
import { AppError, validationError, type ErrorDetail } from '../../http/errors.ts';
import { requireMembership } from '../../http/organization-scope.ts';
import { compact, iso } from '../../http/serialize.ts';
import { liveRecords, recordUseCases } from '../../http/tenant-records.ts';

type CategoryRow = typeof assetCategories.$inferSelect;

export function toAssetCategory(row: CategoryRow): AssetCategory {
  return compact({
    id: row.id,
    organizationId: row.organizationId,
    code: row.code,
    name: row.name,
    assetAccountCode: row.assetAccountCode,
    accumulatedAccountCode: row.accumulatedAccountCode,
    expenseAccountCode: row.expenseAccountCode,
    usefulLifeYears: row.usefulLifeYears,
    taxMaxRate: row.taxMaxRate,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  });
}

/** Gives an organisation the default categories (inside the transaction that creates it). */
export async function seedAssetCategories(db: Database, organizationId: string): Promise<void> {
  await db.insert(assetCategories).values(
    DEFAULT_ASSET_CATEGORIES.map((category) => ({
      organizationId,
      id: newId(),
      code: category.code,
      name: category.name,
      assetAccountCode: category.assetAccount,
      accumulatedAccountCode: category.accumulatedAccount,
      expenseAccountCode: category.expenseAccount,
      usefulLifeYears: category.usefulLifeYears,
      taxMaxRate: category.taxMaxRate,
    })),
  );
}

/** Each account must be a postable account of the right type: asset, asset (contra), expense. */
async function checkAccounts(db: Database, organizationId: string, input: AssetCategoryInput): Promise<void> {
  const wanted: [keyof AssetCategoryInput, string, 'asset' | 'expense'][] = [
    ['assetAccountCode', input.assetAccountCode, 'asset'],
    ['accumulatedAccountCode', input.accumulatedAccountCode, 'asset'],
    ['expenseAccountCode', input.expenseAccountCode, 'expense'],
  ];
  const { rows } = await db.execute<{ code: string; account_type: string; is_postable: boolean }>(sql`
    SELECT code, account_type, is_postable FROM accounts
    WHERE organization_id = ${organizationId} AND is_active
      AND code IN (${sql.join(
        wanted.map(([, code]) => sql`${code}`),
        sql`, `,
      )})`);
  const details: ErrorDetail[] = [];
  for (const [path, code, type] of wanted) {
    const account = rows.find((row) => row.code === code);
    if (!account || !account.is_postable || account.account_type !== type) {
      details.push({
        path,
        code: 'ASSET_CATEGORY.ACCOUNT_INVALID',
        message: `Account ${code} is not an active postable ${type} account`,
      });
    }
  }
  if (details.length > 0) throw validationError(details);
}

function valuesOf(input: AssetCategoryInput) {
  return {
    code: input.code ?? null,
    name: input.name,
    assetAccountCode: input.assetAccountCode,
    accumulatedAccountCode: input.accumulatedAccountCode,
    expenseAccountCode: input.expenseAccountCode,
    usefulLifeYears: input.usefulLifeYears,
    taxMaxRate: input.taxMaxRate,
  };
}

const records = recordUseCases(assetCategories, {
  namespace: 'ASSET_CATEGORY',
  what: 'asset category',
  toView: toAssetCategory,
  valuesOf,
});

export async function listAssetCategories(
  db: Database,
  userId: string,
  organizationId: string,
): Promise<AssetCategoryList> {
  await requireMembership(db, userId, organizationId);
  const rows = await db
    .select()
    .from(assetCategories)
    .where(liveRecords(assetCategories, organizationId))
    .orderBy(asc(assetCategories.code), asc(assetCategories.id));
  return { data: rows.map(toAssetCategory) };
}

export async function createAssetCategory(
  db: Database,
  input: AssetCategoryInput & { organizationId: string },
): Promise<AssetCategory> {
  await checkAccounts(db, input.organizationId, input);
  return records.create(db, input);
}

export async function updateAssetCategory(
  db: Database,
  organizationId: string,
  id: string,
  input: AssetCategoryInput,
): Promise<AssetCategory> {
  await records.get(db, organizationId, id);
  await checkAccounts(db, organizationId, input);
  return records.update(db, organizationId, id, input);
}

export async function deleteAssetCategory(db: Database, organizationId: string, id: string): Promise<void> {
  const used = await db
    .select({ id: assets.id })
    .from(assets)
    .where(
      and(eq(assets.organizationId, organizationId), eq(assets.categoryId, id), isNull(assets.deletedAt)),
    )
    .limit(1);
  if (used.length > 0) {
    await records.get(db, organizationId, id);
    throw new AppError('ASSET_CATEGORY.IN_USE', 'Assets belong to this category; move them first.');
  }
  return records.remove(db, organizationId, id);
}

export const getAssetCategory = records.get;
