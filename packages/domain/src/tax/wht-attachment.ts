// The PND3 / PND53 attachment (ใบแนบ ภ.ง.ด.3 / ภ.ง.ด.53, thai-tax-reference §2.5; decision 0173): a payee's
// snapshot name split into the title and name fields the RD layouts ask for, and the rows cut into pages with
// page totals and the grand total. Rows are RdUploadRow so the file and the print read the very same data.
import type { Money } from '../money/money.ts';
import { rdUploadTotals, type RdUploadForm, type RdUploadRow } from './rd-upload.ts';

/** Titles of a natural person, longest first so "นางสาว" is not read as "นาง" + "สาว…". */
export const PERSON_TITLES = [
  'นางสาว',
  'น.ส.',
  'นาง',
  'นาย',
  'ด.ช.',
  'ด.ญ.',
  'Miss',
  'Mrs.',
  'Mr.',
  'Ms.',
] as const;
/** Titles of a juristic person, longest first. */
export const JURISTIC_TITLES = [
  'ห้างหุ้นส่วนสามัญนิติบุคคล',
  'ห้างหุ้นส่วนจำกัด',
  'บริษัทมหาชนจำกัด',
  'บริษัท',
  'มูลนิธิ',
  'สมาคม',
  'หจก.',
  'บจก.',
] as const;

export interface PayeeName {
  readonly title: string;
  /** Individuals (PND1, PND3). */
  readonly firstName?: string;
  readonly lastName?: string;
  /** Juristic persons (PND53): the name without its title. */
  readonly name?: string;
}

function splitTitle(fullName: string, titles: readonly string[]): { title: string; rest: string } {
  const text = fullName.replace(/\s+/g, ' ').trim();
  for (const title of titles) {
    if (text.startsWith(title)) return { title, rest: text.slice(title.length).trim() };
  }
  return { title: '', rest: text };
}

/**
 * The name fields of a payee as the form's layout wants them. A person: a known title, the first word as first
 * name, the rest as last name ("นางสาวสมหญิง ใจดี" → นางสาว / สมหญิง / ใจดี). A company: a known title and the
 * rest ("บริษัท ตัวอย่าง จำกัด" → บริษัท / ตัวอย่าง จำกัด). An unknown title leaves the title empty.
 */
export function splitPayeeName(form: RdUploadForm, fullName: string): PayeeName {
  if (form === 'PND53') {
    const { title, rest } = splitTitle(fullName, JURISTIC_TITLES);
    return { title, name: rest };
  }
  const { title, rest } = splitTitle(fullName, PERSON_TITLES);
  const space = rest.indexOf(' ');
  return space < 0
    ? { title, firstName: rest, lastName: '' }
    : { title, firstName: rest.slice(0, space), lastName: rest.slice(space + 1) };
}

export interface AttachmentPage {
  readonly page: number;
  /** Rows of the page with their 1-based number in the whole attachment. */
  readonly rows: readonly { readonly line: number; readonly row: RdUploadRow }[];
  readonly income: Money;
  readonly wht: Money;
}

export interface Attachment {
  readonly pages: readonly AttachmentPage[];
  readonly count: number;
  readonly income: Money;
  readonly wht: Money;
}

/** The RD attachment form holds six payees a sheet; a longer list continues on further sheets. */
export const ATTACHMENT_ROWS_PER_PAGE = 6;

/** Rows cut into pages of `perPage`, each with its totals (cancelled rows count zero); one empty page if none. */
export function whtAttachment(
  rows: readonly RdUploadRow[],
  perPage: number = ATTACHMENT_ROWS_PER_PAGE,
): Attachment {
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError(`perPage must be ≥ 1: ${perPage}`);
  const pages: AttachmentPage[] = [];
  for (let start = 0; start < rows.length || pages.length === 0; start += perPage) {
    const slice = rows.slice(start, start + perPage);
    const totals = rdUploadTotals(slice);
    pages.push({
      page: pages.length + 1,
      rows: slice.map((row, i) => ({ line: start + i + 1, row })),
      income: totals.income,
      wht: totals.wht,
    });
    if (slice.length === 0) break;
  }
  const all = rdUploadTotals(rows);
  return { pages, count: all.count, income: all.income, wht: all.wht };
}
