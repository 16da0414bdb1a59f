// SQL of the tax filings (every function takes organizationId): the month's tax documents, ledger movements of
// the VAT and WHT accounts without the filings' own close and payment entries, and the tax_filings rows.
import { and, eq, newId, sql, taxFilings, type Database, type Transaction } from '@banchee/db';
import { parseMoney, type CalendarDate, type Money } from '@banchee/domain';

type Db = Database | Transaction;
export type TaxFilingRow = typeof taxFilings.$inferSelect;
export type TaxFilingForm = TaxFilingRow['form'];

/** Σ(debit − credit) of an account over [from, to] (from null: since the beginning), the filings' own close
 *  and payment entries left out when `withoutFilingEntries`. */
export async function accountNetDebit(
  db: Db,
  organizationId: string,
  accountCode: string,
  from: CalendarDate | null,
  to: CalendarDate,
  withoutFilingEntries = true,
): Promise<Money> {
  const since = from === null ? sql`` : sql`AND l.entry_date >= ${from}`;
  const exclude = withoutFilingEntries
    ? sql`AND NOT EXISTS (
        SELECT 1 FROM tax_filings f
        WHERE f.organization_id = l.organization_id
          AND (f.close_entry_id = l.entry_id OR f.payment_entry_id = l.entry_id))`
    : sql``;
  const { rows } = await db.execute<{ net: string }>(sql`
    SELECT coalesce(sum(l.debit) - sum(l.credit), 0)::text AS net
    FROM journal_lines l
    WHERE l.organization_id = ${organizationId} AND l.account_code = ${accountCode}
      AND l.entry_date <= ${to} ${since} ${exclude}`);
  return parseMoney(rows[0]?.net ?? '0');
}

/**
 * Σ(debit − credit) of a VAT account up to a month's end as the month's close sees it (decision 0225): every
 * entry, earlier months' closes included (what they cleared is gone), the closes dated in the month or later
 * left out (the month's own close is what clears this balance).
 */
export async function vatBalanceBeforeClose(
  db: Db,
  organizationId: string,
  accountCode: string,
  monthStart: CalendarDate,
  monthEnd: CalendarDate,
): Promise<Money> {
  const { rows } = await db.execute<{ net: string }>(sql`
    SELECT coalesce(sum(l.debit) - sum(l.credit), 0)::text AS net
    FROM journal_lines l
    WHERE l.organization_id = ${organizationId} AND l.account_code = ${accountCode}
      AND l.entry_date <= ${monthEnd}
      AND NOT (l.entry_date >= ${monthStart} AND EXISTS (
        SELECT 1 FROM tax_filings f
        WHERE f.organization_id = l.organization_id AND f.form = 'PP30' AND f.close_entry_id = l.entry_id))`);
  return parseMoney(rows[0]?.net ?? '0');
}

/** The first day any VAT account the close clears (27111, 11610) moved, the filings' own entries left out. */
export async function firstVatDate(db: Db, organizationId: string): Promise<CalendarDate | null> {
  const { rows } = await db.execute<{ first: string | null }>(sql`
    SELECT min(l.entry_date)::text AS first
    FROM journal_lines l
    WHERE l.organization_id = ${organizationId} AND l.account_code IN ('27111', '11610')
      AND NOT EXISTS (
        SELECT 1 FROM tax_filings f
        WHERE f.organization_id = l.organization_id
          AND (f.close_entry_id = l.entry_id OR f.payment_entry_id = l.entry_id))`);
  return rows[0]?.first ?? null;
}

/**
 * The opening VAT position (decision 0225): what the opening balances entry (kind OPENING, not reversed) put in
 * 11610 within [from, to] — the excess the last return before the books came here carried forward.
 */
export async function openingInputVat(
  db: Db,
  organizationId: string,
  from: CalendarDate,
  to: CalendarDate,
): Promise<Money> {
  const { rows } = await db.execute<{ net: string }>(sql`
    SELECT coalesce(sum(l.debit) - sum(l.credit), 0)::text AS net
    FROM journal_lines l JOIN journal_entries e ON e.organization_id = l.organization_id AND e.id = l.entry_id
    WHERE l.organization_id = ${organizationId} AND l.account_code = '11610' AND e.kind = 'OPENING'
      AND l.entry_date BETWEEN ${from} AND ${to}
      AND NOT EXISTS (SELECT 1 FROM journal_entries r
                      WHERE r.organization_id = e.organization_id AND r.reverses_entry_id = e.id)`);
  return parseMoney(rows[0]?.net ?? '0');
}

/** The latest month whose PP30 is closed, or undefined. */
export async function lastClosedVatMonth(
  db: Db,
  organizationId: string,
): Promise<{ year: number; month: number } | undefined> {
  const [row] = await db
    .select({ year: taxFilings.taxYear, month: taxFilings.taxMonth })
    .from(taxFilings)
    .where(and(eq(taxFilings.organizationId, organizationId), eq(taxFilings.form, 'PP30')))
    .orderBy(sql`${taxFilings.taxYear} DESC, ${taxFilings.taxMonth} DESC`)
    .limit(1);
  return row;
}

export async function findFiling(
  db: Db,
  organizationId: string,
  form: TaxFilingForm,
  year: number,
  month: number,
  forUpdate = false,
): Promise<TaxFilingRow | undefined> {
  const query = db
    .select()
    .from(taxFilings)
    .where(
      and(
        eq(taxFilings.organizationId, organizationId),
        eq(taxFilings.form, form),
        eq(taxFilings.taxYear, year),
        eq(taxFilings.taxMonth, month),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The filings of an organisation for the months from (year, month) to (year, month) inclusive. */
export async function listFilings(
  db: Db,
  organizationId: string,
  from: { year: number; month: number },
  to: { year: number; month: number },
): Promise<TaxFilingRow[]> {
  return db
    .select()
    .from(taxFilings)
    .where(
      and(
        eq(taxFilings.organizationId, organizationId),
        sql`(${taxFilings.taxYear} * 100 + ${taxFilings.taxMonth}) BETWEEN ${from.year * 100 + from.month}
          AND ${to.year * 100 + to.month}`,
      ),
    );
}

export async function insertFiling(
  db: Db,
  row: Omit<typeof taxFilings.$inferInsert, 'id'>,
): Promise<TaxFilingRow> {
  const [inserted] = await db
    .insert(taxFilings)
    .values({ ...row, id: newId() })
    .returning();
  if (!inserted) throw new Error('tax filing insert returned nothing');
  return inserted;
}

export async function updateFiling(
  db: Db,
  organizationId: string,
  id: string,
  changes: Partial<typeof taxFilings.$inferInsert>,
): Promise<TaxFilingRow> {
  const [updated] = await db
    .update(taxFilings)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(taxFilings.organizationId, organizationId), eq(taxFilings.id, id)))
    .returning();
  if (!updated) throw new Error('tax filing update returned nothing');
  return updated;
}

export interface MemberOrganization extends Record<string, unknown> {
  id: string;
  name: string;
}

/** The organisations a user belongs to, by name. */
export async function findUserOrganizations(db: Db, userId: string): Promise<MemberOrganization[]> {
  const { rows } = await db.execute<MemberOrganization>(sql`
    SELECT o.id, o.name FROM organization_members m JOIN organizations o ON o.id = m.organization_id
    WHERE m.user_id = ${userId} ORDER BY o.name, o.id`);
  return rows;
}

export async function setCalendarTokenHash(db: Db, userId: string, hash: string): Promise<void> {
  await db.execute(sql`UPDATE users SET tax_calendar_token_hash = ${hash} WHERE id = ${userId}`);
}

export async function findUserByCalendarTokenHash(db: Db, hash: string): Promise<string | undefined> {
  const { rows } = await db.execute<{ id: string }>(
    sql`SELECT id FROM users WHERE tax_calendar_token_hash = ${hash}`,
  );
  return rows[0]?.id;
}
