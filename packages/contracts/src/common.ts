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
 * A non-negative decimal amount with up to 4 places, as a string ("1070.50"). A JSON number is accepted and
 * turned into its shortest decimal text, never used for arithmetic.
 */
export const decimalAmount = z
  .union([z.string().trim(), z.number().nonnegative()])
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .pipe(z.string().regex(/^\d{1,14}(\.\d{1,4})?$/, 'a decimal amount with at most 14 digits and 4 places'));

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
      details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;

export const idParams = z.object({ id: uuid });
export const organizationParams = z.object({ organizationId: uuid });
