// Response shaping shared by every module: spec §5 drops empty fields, so nulls are omitted; dates go out as
// ISO 8601 strings; numeric(18,4) prices lose the trailing zeros beyond two places ("100.0000" → "100.00").

/** Removes keys whose value is null, undefined or ''. The result type says such keys may be absent. */
export function compact<T extends Record<string, unknown>>(
  value: T,
): { [K in keyof T]: Exclude<T[K], null> } {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === null || field === undefined || field === '') continue;
    out[key] = field;
  }
  return out as { [K in keyof T]: Exclude<T[K], null> };
}

export function iso(date: Date): string {
  return date.toISOString();
}

/** A decimal string from the database with at least two places and no needless trailing zeros. */
export function decimalOut(value: string | null): string | null {
  if (value === null) return null;
  const [whole, fraction = ''] = value.split('.');
  const trimmed = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${trimmed}`;
}

/** { page, limit, total, totalPages } for a list answer. */
export function paginationOf(page: number, limit: number, total: number) {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
