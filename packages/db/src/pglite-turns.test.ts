// PGlite runs one transaction at a time in this process (decision 0214): between two queued transactions the
// event loop turns once, so I/O waiting meanwhile (an answer to send, a request to read) is served in arrival
// order instead of after the whole queue. Without the turn, the second transaction started in the same
// microtask chain as the first one's end and the timer below fired only after both.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './client.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createDatabase({});
});
afterAll(async () => {
  await handle.close();
});

describe('PGlite transactions', () => {
  it('let the event loop turn before each queued transaction starts', async () => {
    const order: string[] = [];
    const first = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      setImmediate(() => order.push('I/O waiting since the first transaction'));
      await tx.execute(sql`select 2`);
      order.push('first done');
    });
    const second = handle.db.transaction(async (tx) => {
      order.push('second starts');
      await tx.execute(sql`select 3`);
    });
    await Promise.all([first, second]);
    expect(order).toEqual(['first done', 'I/O waiting since the first transaction', 'second starts']);
  });
});
