// Migration 0041 (decision 0203): what settled a document — received (RECEIPT links), credited (CREDIT_NOTE),
// debited (DEBIT_NOTE) by children not void, and the latest such child's date — is stored on the document and
// kept by triggers. Checked against the sums recomputed from the links after every kind of write the documents
// can see: links inserted (alone, in bulk, or in the same statement as their child), changed, moved and deleted;
// children voided, revived, re-dated and deleted; parents deleted. A fast-check property runs random sequences
// of those writes against a model kept in TypeScript. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from './ids.ts';
import { organizations } from './schema/index.ts';
import { createTestDatabase, type TestDatabase } from './test-helpers/index.ts';

let database: TestDatabase;
let org: string;
/** A new organisation: the writes of each property run apart. */
async function newOrganization(): Promise<void> {
  org = newId();
  await database.db.insert(organizations).values({ id: org, name: 'บริษัท ยอดชำระ จำกัด' });
}
beforeAll(async () => {
  database = await createTestDatabase();
  await newOrganization();
});
afterAll(async () => {
  await database.close();
});

const run = (query: ReturnType<typeof sql>) => database.db.execute(query);

type Stored = { paid: string; credited: string; debited: string; last: string | null };

async function stored(id: string): Promise<Stored> {
  const { rows } = await database.db.execute<Stored>(sql`
    SELECT settled_paid::text AS paid, settled_credited::text AS credited, settled_debited::text AS debited,
      settled_last_date::text AS last
    FROM documents WHERE organization_id = ${org} AND id = ${id}`);
  const row = rows[0];
  if (!row) throw new Error(`no document ${id}`);
  return row;
}

/** Numbers of the organisation's documents whose stored figures differ from their links summed now. */
async function mismatches(): Promise<string[]> {
  const { rows } = await database.db.execute<{ number: string }>(sql`
    SELECT d.number FROM documents d
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(k.amount) FILTER (WHERE k.link_type = 'RECEIPT'), 0) AS paid,
        coalesce(sum(k.amount) FILTER (WHERE k.link_type = 'CREDIT_NOTE'), 0) AS credited,
        coalesce(sum(k.amount) FILTER (WHERE k.link_type = 'DEBIT_NOTE'), 0) AS debited, max(c.date) AS last
      FROM document_links k JOIN documents c ON c.organization_id = k.organization_id AND c.id = k.child_id
      WHERE k.organization_id = d.organization_id AND k.parent_id = d.id AND c.status <> 'VOID'
        AND k.link_type IN ('RECEIPT', 'CREDIT_NOTE', 'DEBIT_NOTE')) s
    WHERE d.organization_id = ${org}
      AND (d.settled_paid, d.settled_credited, d.settled_debited, d.settled_last_date)
        IS DISTINCT FROM (s.paid, s.credited, s.debited, s.last)`);
  return rows.map((r) => r.number);
}

function insertDocument(id: string, kind: string, number: string, date: string, total = '1070.00') {
  return run(sql`
    INSERT INTO documents (organization_id, id, kind, number, status, date, subtotal, vat_base, vat_amount,
      net_total, grand_total, amount_due)
    VALUES (${org}, ${id}, ${kind}, ${number}, 'AWAITING', ${date}, 0, 0, 0, 0, ${total}, ${total})`);
}

const LINK_TYPE = {
  RE: 'RECEIPT',
  PS: 'RECEIPT',
  CN: 'CREDIT_NOTE',
  DN: 'DEBIT_NOTE',
  BL: 'CUMULATIVE',
} as const;
type ChildKind = keyof typeof LINK_TYPE;

/** A child document and its links to `parents` (with `amounts`), in one statement as the documents service does. */
function insertChild(id: string, kind: ChildKind, number: string, date: string, links: [string, string][]) {
  const values = sql.join(
    links.map(
      ([parent, amount]) => sql`(${org}::uuid, ${newId()}::uuid, ${parent}::uuid, ${amount}::numeric)`,
    ),
    sql`, `,
  );
  return run(sql`
    WITH d AS (
      INSERT INTO documents (organization_id, id, kind, number, status, date)
      VALUES (${org}, ${id}, ${kind}, ${number}, 'AWAITING', ${date}) RETURNING id)
    INSERT INTO document_links (organization_id, id, parent_id, child_id, link_type, amount)
    SELECT v.org, v.id, v.parent, d.id, ${LINK_TYPE[kind]}, v.amount
    FROM d, (VALUES ${values}) AS v(org, id, parent, amount)`);
}

const setStatus = (id: string, status: string) =>
  run(sql`UPDATE documents SET status = ${status} WHERE organization_id = ${org} AND id = ${id}`);

describe('0041_documents_settled_amounts.sql', () => {
  it('keeps the settled figures of an invoice through every kind of write', async () => {
    const inv = newId();
    const other = newId();
    await insertDocument(inv, 'INV', 'F-INV1', '2026-01-10');
    await insertDocument(other, 'INV', 'F-INV2', '2026-01-10');
    expect(await stored(inv)).toEqual({ paid: '0.00', credited: '0.00', debited: '0.00', last: null });

    const re = newId();
    const cn = newId();
    const dn = newId();
    const bl = newId();
    await insertChild(re, 'RE', 'F-RE1', '2026-02-01', [
      [inv, '500.00'],
      [other, '70.00'],
    ]);
    await insertChild(cn, 'CN', 'F-CN1', '2026-02-05', [[inv, '100.00']]);
    await insertChild(dn, 'DN', 'F-DN1', '2026-02-03', [[inv, '50.00']]);
    // A billing note's CUMULATIVE link settles nothing.
    await insertChild(bl, 'BL', 'F-BL1', '2026-03-01', [[inv, '1070.00']]);
    expect(await stored(inv)).toEqual({
      paid: '500.00',
      credited: '100.00',
      debited: '50.00',
      last: '2026-02-05',
    });
    expect(await stored(other)).toEqual({
      paid: '70.00',
      credited: '0.00',
      debited: '0.00',
      last: '2026-02-01',
    });

    await setStatus(re, 'VOID');
    expect(await stored(inv)).toMatchObject({ paid: '0.00', credited: '100.00', last: '2026-02-05' });
    expect(await stored(other)).toEqual({ paid: '0.00', credited: '0.00', debited: '0.00', last: null });
    await setStatus(re, 'AWAITING');
    expect((await stored(inv)).paid).toBe('500.00');

    await run(sql`UPDATE documents SET date = '2026-04-01' WHERE organization_id = ${org} AND id = ${cn}`);
    expect((await stored(inv)).last).toBe('2026-04-01');
    await run(sql`UPDATE document_links SET amount = 600 WHERE organization_id = ${org} AND child_id = ${re}
      AND parent_id = ${inv}`);
    expect((await stored(inv)).paid).toBe('600.00');
    // A link moved to another invoice: both invoices change.
    await run(
      sql`UPDATE document_links SET parent_id = ${other} WHERE organization_id = ${org} AND child_id = ${dn}`,
    );
    expect((await stored(inv)).debited).toBe('0.00');
    expect((await stored(other)).debited).toBe('50.00');
    await run(sql`DELETE FROM document_links WHERE organization_id = ${org} AND child_id = ${cn}`);
    expect(await stored(inv)).toEqual({
      paid: '600.00',
      credited: '0.00',
      debited: '0.00',
      last: '2026-02-01',
    });
    // A child deleted: its links go with it (ON DELETE CASCADE), and so does what they settled.
    await run(sql`DELETE FROM documents WHERE organization_id = ${org} AND id = ${re}`);
    expect(await stored(inv)).toEqual({ paid: '0.00', credited: '0.00', debited: '0.00', last: null });
    expect(await stored(other)).toEqual({
      paid: '0.00',
      credited: '0.00',
      debited: '50.00',
      last: '2026-02-03',
    });
    // A parent deleted takes its links along; the child stays and nothing else changes.
    await run(sql`DELETE FROM documents WHERE organization_id = ${org} AND id = ${other}`);
    expect(await mismatches()).toEqual([]);
  });

  it('refuses a stored figure below zero, or one without the date of its last settlement (CHECK)', async () => {
    const inv = newId();
    await insertDocument(inv, 'INV', 'C-INV1', '2026-01-10');
    const refusal = async (query: ReturnType<typeof sql>) => {
      try {
        await run(query);
      } catch (error) {
        return String((error as { cause?: { message?: string } }).cause?.message ?? error);
      }
      return 'accepted';
    };
    expect(
      await refusal(sql`UPDATE documents SET settled_paid = -1, settled_last_date = '2026-01-10'
        WHERE organization_id = ${org} AND id = ${inv}`),
    ).toMatch(/documents_settled_not_negative/);
    expect(
      await refusal(
        sql`UPDATE documents SET settled_paid = 1 WHERE organization_id = ${org} AND id = ${inv}`,
      ),
    ).toMatch(/documents_settled_date_shape/);
  });

  it('settles many invoices in one INSERT (one refresh per statement)', async () => {
    await run(sql`
      INSERT INTO documents (organization_id, id, kind, number, status, date, grand_total, amount_due)
      SELECT ${org}::uuid, gen_random_uuid(), 'INV', 'B-INV' || k, 'AWAITING', DATE '2026-01-01', 107, 107
      FROM generate_series(1, 300) k`);
    const re = newId();
    await insertDocument(re, 'RE', 'B-RE', '2026-01-05', '0');
    await run(sql`
      INSERT INTO document_links (organization_id, id, parent_id, child_id, link_type, amount)
      SELECT organization_id, gen_random_uuid(), id, ${re}, 'RECEIPT', 100 FROM documents
      WHERE organization_id = ${org} AND number LIKE 'B-INV%'`);
    const { rows } = await database.db.execute<{ n: number; paid: string }>(sql`
      SELECT count(*)::integer AS n, sum(settled_paid)::text AS paid FROM documents
      WHERE organization_id = ${org} AND number LIKE 'B-INV%' AND settled_last_date = '2026-01-05'`);
    expect(rows[0]).toEqual({ n: 300, paid: '30000.00' });
    await setStatus(re, 'VOID');
    expect(await mismatches()).toEqual([]);
  });
});

// ---------------------------------------------------------------- the property

type Op =
  | { t: 'child'; kind: ChildKind; parents: number[]; cents: number[]; day: number }
  | { t: 'void' | 'revive' | 'delete'; child: number }
  | { t: 'redate'; child: number; day: number }
  | { t: 'amount'; link: number; cents: number }
  | { t: 'move' | 'unlink'; link: number; parent?: number }
  | { t: 'voidAll'; kind: ChildKind };

const KINDS: ChildKind[] = ['RE', 'PS', 'CN', 'DN', 'BL'];
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    t: fc.constant('child' as const),
    kind: fc.constantFrom(...KINDS),
    parents: fc.uniqueArray(fc.nat(3), { minLength: 1, maxLength: 3 }),
    cents: fc.array(fc.nat(200_000), { minLength: 3, maxLength: 3 }),
    day: fc.nat(27),
  }),
  fc.record({ t: fc.constantFrom('void' as const, 'revive' as const, 'delete' as const), child: fc.nat(20) }),
  fc.record({ t: fc.constant('redate' as const), child: fc.nat(20), day: fc.nat(27) }),
  fc.record({ t: fc.constant('amount' as const), link: fc.nat(40), cents: fc.nat(200_000) }),
  fc.record({ t: fc.constant('move' as const), link: fc.nat(40), parent: fc.nat(3) }),
  fc.record({ t: fc.constant('unlink' as const), link: fc.nat(40) }),
  fc.record({ t: fc.constant('voidAll' as const), kind: fc.constantFrom(...KINDS) }),
);

const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const dayOf = (day: number) => `2026-02-${String(day + 1).padStart(2, '0')}`;

describe('0041 property: the stored figures equal the model after any sequence of writes', () => {
  it('holds for random creates, edits, voids and deletes of receipts, payments and notes', async () => {
    let runNo = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        runNo += 1;
        await newOrganization();
        const invoices = [newId(), newId(), newId(), newId()];
        for (const [i, id] of invoices.entries())
          await insertDocument(id, 'INV', `P${runNo}-INV${i}`, '2026-01-31');
        const children: { id: string; kind: ChildKind; void: boolean; date: string }[] = [];
        const links: { child: string; parent: string; type: string; cents: number }[] = [];
        let created = 0; // numbers stay unique after a delete shrinks children
        for (const o of ops) {
          const child = 'child' in o ? children[o.child % Math.max(children.length, 1)] : undefined;
          const link = 'link' in o ? links[o.link % Math.max(links.length, 1)] : undefined;
          if (o.t === 'child') {
            const id = newId();
            const made = o.parents.map((p, i) => ({
              child: id,
              parent: invoices[p] ?? '',
              type: LINK_TYPE[o.kind],
              cents: o.cents[i] ?? 0,
            }));
            created += 1;
            const number = `P${runNo}-${o.kind}${created}`;
            await insertChild(
              id,
              o.kind,
              number,
              dayOf(o.day),
              made.map((l) => [l.parent, money(l.cents)]),
            );
            children.push({ id, kind: o.kind, void: false, date: dayOf(o.day) });
            links.push(...made);
          } else if ((o.t === 'void' || o.t === 'revive') && child) {
            await setStatus(child.id, o.t === 'void' ? 'VOID' : 'AWAITING');
            child.void = o.t === 'void';
          } else if (o.t === 'delete' && child) {
            await run(sql`DELETE FROM documents WHERE organization_id = ${org} AND id = ${child.id}`);
            children.splice(children.indexOf(child), 1);
            for (let i = links.length - 1; i >= 0; i -= 1)
              if (links[i]?.child === child.id) links.splice(i, 1);
          } else if (o.t === 'redate' && child) {
            await run(
              sql`UPDATE documents SET date = ${dayOf(o.day)} WHERE organization_id = ${org} AND id = ${child.id}`,
            );
            child.date = dayOf(o.day);
          } else if (o.t === 'voidAll') {
            await run(sql`UPDATE documents SET status = 'VOID' WHERE organization_id = ${org}
              AND number LIKE ${`P${runNo}-${o.kind}%`}`);
            for (const c of children) if (c.kind === o.kind) c.void = true;
          } else if (link) {
            const where = sql`organization_id = ${org} AND parent_id = ${link.parent} AND child_id = ${link.child}`;
            const target = invoices[o.t === 'move' ? (o.parent ?? 0) : 0] ?? '';
            if (o.t === 'amount') {
              await run(sql`UPDATE document_links SET amount = ${money(o.cents)} WHERE ${where}`);
              link.cents = o.cents;
            } else if (o.t === 'unlink') {
              await run(sql`DELETE FROM document_links WHERE ${where}`);
              links.splice(links.indexOf(link), 1);
            } else if (!links.some((l) => l.child === link.child && l.parent === target)) {
              await run(sql`UPDATE document_links SET parent_id = ${target} WHERE ${where}`);
              link.parent = target;
            }
          }
        }
        for (const invoice of invoices) {
          const counted = links.filter(
            (l) => l.parent === invoice && !children.find((c) => c.id === l.child)?.void,
          );
          const sum = (type: string) =>
            money(counted.filter((l) => l.type === type).reduce((s, l) => s + l.cents, 0));
          const dates = counted
            .filter((l) => l.type !== 'CUMULATIVE')
            .map((l) => children.find((c) => c.id === l.child)?.date ?? '')
            .sort();
          expect(await stored(invoice)).toEqual({
            paid: sum('RECEIPT'),
            credited: sum('CREDIT_NOTE'),
            debited: sum('DEBIT_NOTE'),
            last: dates.at(-1) ?? null,
          });
        }
        expect(await mismatches()).toEqual([]);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
