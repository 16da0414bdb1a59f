// How many SQL statements one invoice create sends (issue 11 §1: one numbering allocator with as few
// statements as possible per number). Counted through Drizzle's logger, which every query of a session — and
// of the transactions it opens — passes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, line, type Fixture } from './documents.test-fixtures.ts';

let fx: Fixture;
const statements: string[] = [];
beforeAll(async () => {
  fx = await createFixture();
  const session = (fx.database.db as unknown as { session: { options: { logger?: unknown } } }).session;
  session.options.logger = {
    // PostgreSQL's BEGIN and COMMIT go through the logger too, PGlite's do not: count the work only.
    logQuery: (query: string) => {
      if (!/^\s*(begin|commit)\b/i.test(query)) statements.push(query);
    },
  };
});
afterAll(async () => {
  await fx.database.close();
});

describe('statements per document create', () => {
  it('counts the statements of one invoice create, numbering included', async () => {
    await fx.create('INV', {
      contactId: fx.customerId,
      date: '2026-12-01',
      items: [line('Item', '1', '10')],
    });
    statements.length = 0;
    await fx.create('INV', {
      contactId: fx.customerId,
      date: '2026-12-01',
      items: [line('Item', '1', '10')],
    });
    const numbering = statements.filter((s) => /document_counters|numbering_reset/.test(s));
    // Two numbers (the invoice's INV… and its journal entry's JV…), one upsert each, both in the one statement
    // that stores the invoice with its entry (decision 0221). Before the one allocator (issue 11 §1) the invoice
    // took 3 statements for them (the organisation's reset read apart) and 25 in all.
    expect(numbering).toHaveLength(1);
    expect(numbering[0]?.match(/RETURNING last_number/g)).toHaveLength(2);
    expect(statements.length).toBeLessThanOrEqual(25);
  });
});
