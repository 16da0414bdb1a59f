// List pages (decision 0085): the capped total, and the trigram indexes of migration 0007 answering the
// `ILIKE '%…%'` searches, on PGlite and on PostgreSQL alike.
import type { ItemList, RegisterResponse } from '@banchee/contracts';
import { items, newId, sql } from '@banchee/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoOrganizations, json, type TestApp } from '../test-helpers/index.ts';
import { COUNT_CAP, cappedPagination, countCapFor } from './pagination.ts';

describe('capped totals', () => {
  it('counts exactly up to the cap and says "more than" beyond it', () => {
    expect(cappedPagination(1, 20, 41, 1_000)).toEqual({ page: 1, limit: 20, total: 41, totalPages: 3 });
    expect(cappedPagination(1, 20, 1_000, 1_000)).toEqual({
      page: 1,
      limit: 20,
      total: 1_000,
      totalPages: 50,
    });
    // 1,001 rows seen: more than 1,000 exist; the pager offers the 50 counted pages.
    expect(cappedPagination(3, 20, 1_001, 1_000)).toEqual({
      page: 3,
      limit: 20,
      total: 1_000,
      totalPages: 50,
      totalExact: false,
    });
  });

  it('reaches ten pages past the page asked for', () => {
    expect(COUNT_CAP).toBe(1_000);
    expect(countCapFor(1, 20)).toBe(1_000);
    expect(countCapFor(41, 20)).toBe(1_000); // (40 + 10) × 20
    expect(countCapFor(42, 20)).toBe(1_020); // (41 + 10) × 20
    expect(countCapFor(500, 20)).toBe(10_180); // (499 + 10) × 20: page 500 ends at row 10,000
    expect(countCapFor(3, 500)).toBe(6_000); // (2 + 10) × 500
  });
});

let t: TestApp, me: RegisterResponse, other: RegisterResponse, orgId: string;
beforeAll(async () => {
  ({ t, me, other, orgId } = await createTwoOrganizations());
  const names = ['กาแฟคั่วบด', 'ชาเขียวมัทฉะ', 'น้ำผึ้งป่า'];
  // 45 items: 15 of each name, numbered; the other organisation has a coffee of its own.
  await t.db.insert(items).values(
    Array.from({ length: 45 }, (_, i) => ({
      organizationId: orgId,
      id: newId(),
      type: 'PRODUCT' as const,
      code: `S-${String(i).padStart(3, '0')}`,
      name: `${names[i % 3] ?? ''} ขนาด ${i}`,
    })),
  );
  await t.db
    .insert(items)
    .values({ organizationId: other.organization.id, id: newId(), type: 'PRODUCT', name: 'กาแฟคั่วบด' });
});
afterAll(() => t.close());

describe('search', () => {
  it('finds a Thai substring in the middle of a name, counting only the organisation’s matches', async () => {
    const response = await t.request(
      'GET',
      `/items/organization/${orgId}?search=${encodeURIComponent('คั่ว')}&limit=10&page=2`,
      {
        token: me.token,
      },
    );
    const page = await json<ItemList>(response);
    expect(page.pagination).toEqual({ page: 2, limit: 10, total: 15, totalPages: 2 });
    expect(page.data).toHaveLength(5);
    expect(page.data.every((item) => item.name.startsWith('กาแฟคั่วบด'))).toBe(true);
  });

  it('uses the trigram indexes for the searched columns', async () => {
    // The planner prefers a scan of a tiny table: forbid it to see which index answers.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`EXPLAIN SELECT id FROM documents WHERE contact_name ILIKE '%ลูกค้า%' OR number ILIKE '%IV2026%'`,
      );
      const text = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('documents_contact_name_trgm_idx');
      expect(text).toContain('documents_number_trgm_idx');
      const contacts = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`EXPLAIN SELECT id FROM contacts WHERE contact_name ILIKE '%บริษัท%'`,
      );
      expect(contacts.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(
        'contacts_contact_name_trgm_idx',
      );
    });
  });
});
