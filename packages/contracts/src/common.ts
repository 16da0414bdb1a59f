// Wire building blocks shared by every contract: the error shape, pagination, decimal strings, ids, Thai tax
// ids and the "drop empty fields" rule of spec §5. zod only — this package is bundled by the web app.
import { z } from 'zod';

/** spec §5: payload fields that are '', null or undefined are dropped before validation. */
export function dropEmpty(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined || field === null) continue;
    if (typeof field === 'string' && field.trim() === '') continue;
    out[key] = field;
  }
  return out;
}

/** An object schema whose input first loses its empty fields (spec §5). */
export function compactObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess(dropEmpty, z.object(shape));
}

export const uuid = z.uuid();

/** Free text with an upper bound, trimmed; over-long text is a 400, never a database error. */
export const text = (max: number) => z.string().trim().min(1).max(max);

/** A Thai tax id on the wire: 13 digits (dashes/spaces allowed on input, stripped). Checksum: the API. */
export const taxId = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{13}$/, 'a tax id has 13 digits'));

/** Branch number: 5 digits, 00000 = head office. */
export const branchCode = z.string().regex(/^\d{5}$/, 'a branch number has 5 digits');
export const zipCode = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'a zip code has 5 digits');
export const email = z
  .email()
  .max(254)
  .transform((value) => value.toLowerCase());
export const phone = z
  .string()
  .trim()
  .regex(/^[0-9+()\-\s]{3,30}$/, 'a phone number has digits, spaces, +, - and brackets only');

/**
 * The one wire form of a non-negative decimal (money, quantities, prices, discounts, payments): a string or a
 * JSON number, normalised to plain decimal text with at most `places` fractional digits and 14 integer digits
 * (numeric(18,4) / numeric(18,2) fit). A number is only turned into its shortest decimal text, never used for
 * arithmetic. Negative values, exponents and more places are refused (issue #9: money is never negative).
 */
export function nonNegativeDecimal(places: number, message: string) {
  const pattern = new RegExp(`^\\d{1,14}(\\.\\d{1,${places}})?$`);
  return z
    .union([z.string().trim(), z.number()])
    .transform((value) => (typeof value === 'number' ? String(value) : value))
    .pipe(z.string().regex(pattern, message));
}

/** A non-negative decimal amount with up to 4 places, as a string ("1070.50"). */
export const decimalAmount = nonNegativeDecimal(4, 'a decimal amount with at most 14 digits and 4 places');

/**
 * The supported range of every date on the wire (docs/decisions/0075-supported-date-range.md): from the first
 * day the VAT rate table covers in full to the end of 2100. A date outside it is a 400, so no date a client
 * sends can reach "no VAT rate in force" or overflow a report's year arithmetic.
 */
export const MIN_DATE = '2000-01-01';
export const MAX_DATE = '2100-12-31';
export const MIN_YEAR = Number(MIN_DATE.slice(0, 4));
export const MAX_YEAR = Number(MAX_DATE.slice(0, 4));

/** yyyy-mm-dd that is a real calendar day within MIN_DATE–MAX_DATE. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as yyyy-mm-dd')
  .refine((text) => {
    const [y, m, d] = text.split('-').map(Number);
    const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
    return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
  }, 'Not a calendar date')
  .refine((text) => text >= MIN_DATE && text <= MAX_DATE, `Expected a date from ${MIN_DATE} to ${MAX_DATE}`);

/** A fiscal (calendar) year within the supported date range. */
export const fiscalYearSchema = z.number().int().min(MIN_YEAR).max(MAX_YEAR);

/** A date-time in ISO 8601, as every response carries them. */
export const timestamp = z.iso.datetime({ offset: true });

export const paginationQuery = (defaultLimit: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(500).default(defaultLimit),
    search: z.string().trim().max(200).optional(),
  });

export const pagination = z
  .object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
    /** false when the count stopped at its cap: `total` is then a lower bound ("more than total"). */
    totalExact: z.literal(false).optional(),
  })
  .meta({ id: 'Pagination' });
export type Pagination = z.infer<typeof pagination>;

export const paginated = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), pagination });

export const errorBody = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'VALIDATION.FAILED' }),
      message: z.string(),
      details: z
        .array(
          z.object({
            path: z.string(),
            message: z.string(),
            code: z.string().optional(),
            params: z.record(z.string(), z.string()).optional(),
          }),
        )
        .optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;

export const idParams = z.object({ id: uuid });
export const organizationParams = z.object({ organizationId: uuid });
