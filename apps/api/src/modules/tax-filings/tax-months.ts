// What the tax-filing use cases share (decisions 0147, 0148): a tax month, its text and first day, the month
// before, and the TAX_FILING.* error with the field at fault.
import type { CalendarDate } from '@banchee/domain';
import { AppError } from '../../http/errors.ts';

export interface TaxMonth {
  readonly year: number;
  readonly month: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const monthText = (m: TaxMonth) => `${m.year}-${pad(m.month)}`;
export const monthStart = (m: TaxMonth): CalendarDate => `${monthText(m)}-01`;
export const previousMonth = (m: TaxMonth): TaxMonth =>
  m.month === 1 ? { year: m.year - 1, month: 12 } : { year: m.year, month: m.month - 1 };

export function filingError(
  code: string,
  message: string,
  path?: string,
  params?: Record<string, string>,
): AppError {
  return new AppError(
    `TAX_FILING.${code}`,
    message,
    path === undefined ? {} : { details: [{ path, message, ...(params ? { params } : {}) }] },
  );
}
