// Wire shapes of fixed assets (issue 13): asset categories, the asset register with its depreciation schedule,
// disposal (sale or write-off), depreciation runs per month or year and the fixed-asset register report.
// Money is a decimal string with two places ("1070.00"); rates are percent strings with up to four places.
import { z } from 'zod';
import {
  compactObject,
  dropEmpty,
  fiscalYearSchema,
  isoDateSchema,
  paginated,
  paginationQuery,
  text,
  timestamp,
  uuid,
} from './common.ts';
import { moneyInputSchema, percentInputSchema } from './documents.ts';
import { accountCode } from './ledger.ts';

const money = z.string().meta({ example: '1070.00' });
const usefulLifeYears = z.number().int().min(1).max(100);
export const depreciationMethodSchema = z.enum(['STRAIGHT_LINE', 'DECLINING_BALANCE']);
export const depreciationFrequencySchema = z.enum(['MONTH', 'YEAR']);
export const assetStatusSchema = z.enum(['ACTIVE', 'SOLD', 'WRITTEN_OFF']);

/**
 * A non-negative decimal text with up to 2 places as satang, to compare amounts without floats; null for text
 * that is not such a decimal (its own field already reports it: zod runs these rules even then).
 */
function satang(text: unknown): bigint | null {
  if (typeof text !== 'string' || !/^\d{1,14}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/**
 * A rule that spans fields is broken: the issue names the field and carries the rule's code in params, so the
 * web shows its own translation (the API sends the English message).
 */
function broken(ctx: z.RefinementCtx, field: string, rule: string, message: string): void {
  ctx.addIssue({ code: 'custom', path: [field], message, params: { rule } });
}

// ---------------------------------------------------------------- categories

const categoryFields = {
  code: text(50).optional(),
  name: text(200),
  assetAccountCode: accountCode,
  accumulatedAccountCode: accountCode,
  expenseAccountCode: accountCode,
  usefulLifeYears,
  /** The most the Revenue Code allows a year, percent (Royal Decree No. 145 B.E. 2527). */
  taxMaxRate: percentInputSchema,
};

export const assetCategoryInput = compactObject(categoryFields).meta({ id: 'AssetCategoryInput' });
export type AssetCategoryInput = z.infer<typeof assetCategoryInput>;
export const createAssetCategoryRequest = compactObject({ ...categoryFields, organizationId: uuid }).meta({
  id: 'CreateAssetCategoryRequest',
});
export type CreateAssetCategoryRequest = z.infer<typeof createAssetCategoryRequest>;

export const assetCategory = z
  .object({
    id: uuid,
    organizationId: uuid,
    code: z.string().optional(),
    name: z.string(),
    assetAccountCode: z.string(),
    accumulatedAccountCode: z.string(),
    expenseAccountCode: z.string(),
    usefulLifeYears: z.number().int(),
    taxMaxRate: z.string(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'AssetCategory' });
export type AssetCategory = z.infer<typeof assetCategory>;
export const assetCategoryList = z.object({ data: z.array(assetCategory) }).meta({ id: 'AssetCategoryList' });
export type AssetCategoryList = z.infer<typeof assetCategoryList>;

// ---------------------------------------------------------------- assets

const assetShape = z.object({
  code: text(50).optional(),
  name: text(300),
  categoryId: uuid,
  acquisitionDate: isoDateSchema,
  /** Start of use: depreciation runs from this day. */
  startDate: isoDateSchema,
  cost: moneyInputSchema,
  residualValue: moneyInputSchema.optional(),
  usefulLifeYears,
  method: depreciationMethodSchema,
  /** Declining balance only: percent a year; empty = 200 ÷ useful life. */
  decliningRate: percentInputSchema.optional(),
  /** Depreciation accumulated before the asset entered the register (already in the opening balances). */
  openingAccumulated: moneyInputSchema.optional(),
  notes: text(2000).optional(),
});

type AssetShape = z.infer<typeof assetShape>;
/** The invariants of an asset that span fields (also domain and database checks). */
function assetRules(value: AssetShape, ctx: z.RefinementCtx): void {
  const cost = satang(value.cost);
  const residual = value.residualValue === undefined ? 0n : satang(value.residualValue);
  const opening = value.openingAccumulated === undefined ? 0n : satang(value.openingAccumulated);
  if (cost !== null && cost <= 0n) {
    broken(ctx, 'cost', 'ASSET.COST_NOT_POSITIVE', 'The cost must be more than 0');
  }
  if (cost !== null && residual !== null && residual > cost) {
    broken(ctx, 'residualValue', 'ASSET.RESIDUAL_ABOVE_COST', 'The residual value cannot exceed the cost');
  }
  if (cost !== null && residual !== null && opening !== null && opening > cost - residual) {
    broken(
      ctx,
      'openingAccumulated',
      'ASSET.OPENING_ABOVE_DEPRECIABLE',
      'Accumulated depreciation cannot exceed cost less residual value',
    );
  }
  if (
    typeof value.startDate === 'string' &&
    typeof value.acquisitionDate === 'string' &&
    value.startDate < value.acquisitionDate
  ) {
    broken(ctx, 'startDate', 'ASSET.START_BEFORE_ACQUISITION', 'Use cannot start before the acquisition');
  }
  if (value.decliningRate !== undefined && value.method !== 'DECLINING_BALANCE') {
    broken(ctx, 'decliningRate', 'ASSET.RATE_WITHOUT_DECLINING', 'A rate is for the declining balance only');
  }
}

export const assetInput = z
  .preprocess(dropEmpty, assetShape)
  .superRefine(assetRules)
  .meta({ id: 'AssetInput' });
export type AssetInput = z.infer<typeof assetInput>;
export const createAssetRequest = z
  .preprocess(dropEmpty, assetShape.extend({ organizationId: uuid }))
  .superRefine(assetRules)
  .meta({ id: 'CreateAssetRequest' });
export type CreateAssetRequest = z.infer<typeof createAssetRequest>;

/**
 * POST /fixed-assets/from-line: an asset made from a purchase (RI) or expense (EXP) line. The cost is the line's
 * amount before VAT and the acquisition date the document's date (both from the server); use starts on the
 * acquisition date unless given; the name defaults to the line's.
 */
export const createAssetFromLineRequest = z
  .preprocess(
    dropEmpty,
    assetShape
      .pick({
        code: true,
        categoryId: true,
        usefulLifeYears: true,
        method: true,
        decliningRate: true,
        notes: true,
      })
      .extend({
        organizationId: uuid,
        sourceLineId: uuid,
        name: assetShape.shape.name.optional(),
        startDate: isoDateSchema.optional(),
        residualValue: moneyInputSchema.optional(),
      }),
  )
  .meta({ id: 'CreateAssetFromLineRequest' });
export type CreateAssetFromLineRequest = z.infer<typeof createAssetFromLineRequest>;

export const asset = z
  .object({
    id: uuid,
    organizationId: uuid,
    code: z.string().optional(),
    name: z.string(),
    categoryId: uuid,
    categoryName: z.string(),
    acquisitionDate: z.string(),
    startDate: z.string(),
    cost: money,
    residualValue: money,
    usefulLifeYears: z.number().int(),
    method: depreciationMethodSchema,
    decliningRate: z.string().optional(),
    openingAccumulated: money,
    /** Opening plus everything booked and not reversed. */
    accumulated: money,
    bookValue: money,
    /** The useful life is shorter than the category's tax ceiling allows (100 ÷ rate years). */
    taxCeilingExceeded: z.boolean(),
    status: assetStatusSchema,
    disposalDate: z.string().optional(),
    disposalProceeds: money.optional(),
    disposalAccountCode: z.string().optional(),
    disposalEntryId: uuid.optional(),
    sourceDocumentId: uuid.optional(),
    /** The purchase (RI) or expense (EXP) line the asset was made from. */
    sourceLineId: uuid.optional(),
    /** The entry Dr the category's asset account · Cr the line's expense account, when the line was expensed. */
    capitalisationEntryId: uuid.optional(),
    notes: z.string().optional(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Asset' });
export type Asset = z.infer<typeof asset>;

export const assetListQuery = paginationQuery(50).extend({
  search: z.string().trim().max(200).optional(),
  status: assetStatusSchema.optional(),
});
export const assetList = paginated(asset).meta({ id: 'AssetList' });
export type AssetList = z.infer<typeof assetList>;

export const scheduleQuery = z.object({ frequency: depreciationFrequencySchema.default('MONTH') });
export const assetSchedule = z
  .object({
    frequency: depreciationFrequencySchema,
    rows: z.array(
      z.object({
        periodStart: z.string(),
        periodEnd: z.string(),
        from: z.string(),
        to: z.string(),
        amount: money,
        accumulated: money,
        bookValue: money,
      }),
    ),
    /** What the books hold for the asset: each entry that booked depreciation (reversed ones left out). */
    bookings: z.array(
      z.object({
        entryId: uuid,
        entryNumber: z.string(),
        throughDate: z.string(),
        amount: money,
        runId: uuid.optional(),
      }),
    ),
  })
  .meta({ id: 'AssetSchedule' });
export type AssetSchedule = z.infer<typeof assetSchedule>;

export const disposeAssetRequest = z
  .object({
    kind: z.enum(['SALE', 'WRITE_OFF']),
    date: isoDateSchema,
    /** Sale only: the price before VAT. */
    proceeds: moneyInputSchema.optional(),
    /** Sale only: where the money goes (cash 11111, a bank account, other receivables 11410…). */
    proceedsAccountCode: accountCode.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'SALE' && (value.proceeds === undefined || satang(value.proceeds) === 0n)) {
      broken(ctx, 'proceeds', 'ASSET.SALE_WITHOUT_PRICE', 'A sale needs a price above 0');
    }
    if (value.kind === 'SALE' && value.proceedsAccountCode === undefined) {
      broken(ctx, 'proceedsAccountCode', 'ASSET.SALE_WITHOUT_ACCOUNT', 'A sale needs the account paid into');
    }
    if (value.kind === 'WRITE_OFF' && value.proceeds !== undefined) {
      broken(ctx, 'proceeds', 'ASSET.WRITE_OFF_WITH_PRICE', 'A write-off has no proceeds');
    }
  })
  .meta({ id: 'DisposeAssetRequest' });
export type DisposeAssetRequest = z.infer<typeof disposeAssetRequest>;

// ---------------------------------------------------------------- depreciation runs

export const createDepreciationRunRequest = z
  .object({
    organizationId: uuid,
    frequency: depreciationFrequencySchema,
    year: fiscalYearSchema,
    /** 1–12, for a monthly run only. */
    month: z.number().int().min(1).max(12).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.frequency === 'MONTH' && value.month === undefined) {
      broken(ctx, 'month', 'DEPRECIATION.MONTH_MISSING', 'A monthly run needs the month');
    }
    if (value.frequency === 'YEAR' && value.month !== undefined) {
      broken(ctx, 'month', 'DEPRECIATION.MONTH_NOT_ALLOWED', 'A yearly run takes no month');
    }
  })
  .meta({ id: 'CreateDepreciationRunRequest' });
export type CreateDepreciationRunRequest = z.infer<typeof createDepreciationRunRequest>;

export const depreciationRun = z
  .object({
    id: uuid,
    organizationId: uuid,
    frequency: depreciationFrequencySchema,
    periodStart: z.string(),
    periodEnd: z.string(),
    total: money,
    entryId: uuid.optional(),
    entryNumber: z.string().optional(),
    /** The entry was reversed in the journals (the run no longer counts). */
    reversed: z.boolean(),
    lines: z.array(
      z.object({ assetId: uuid, assetCode: z.string().optional(), assetName: z.string(), amount: money }),
    ),
    created_at: timestamp,
  })
  .meta({ id: 'DepreciationRun' });
export type DepreciationRun = z.infer<typeof depreciationRun>;
export const depreciationRunList = z
  .object({ data: z.array(depreciationRun) })
  .meta({ id: 'DepreciationRunList' });
export type DepreciationRunList = z.infer<typeof depreciationRunList>;

// ---------------------------------------------------------------- register report

export const assetRegisterQuery = z.object({
  year: z.coerce.number().int().pipe(fiscalYearSchema),
  format: z.enum(['json', 'pdf', 'xlsx']).default('json'),
});
export const assetRegisterRow = z.object({
  assetId: uuid,
  code: z.string().optional(),
  name: z.string(),
  categoryName: z.string(),
  acquisitionDate: z.string(),
  startDate: z.string(),
  usefulLifeYears: z.number().int(),
  method: depreciationMethodSchema,
  cost: money,
  residualValue: money,
  /** Accumulated depreciation on 1 January, booked in the year, on 31 December (or at disposal). */
  openingAccumulated: money,
  depreciationForYear: money,
  closingAccumulated: money,
  bookValue: money,
  status: assetStatusSchema,
  disposalDate: z.string().optional(),
});
export const assetRegister = z
  .object({
    year: z.number().int(),
    from: z.string(),
    to: z.string(),
    rows: z.array(assetRegisterRow),
    totals: z.object({
      cost: money,
      openingAccumulated: money,
      depreciationForYear: money,
      closingAccumulated: money,
      bookValue: money,
    }),
  })
  .meta({ id: 'AssetRegister' });
export type AssetRegister = z.infer<typeof assetRegister>;
