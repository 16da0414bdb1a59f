// Migration 0040 (decision 0202): a document's project is a project of its own organisation (foreign key paired
// with organization_id, 23503 otherwise), and only the kinds the registry lets carry a project may name one
// (documents_project_kind, 23514 for the tax certificate).
import { DOCUMENT_KINDS, kindDefinition, STATUSES_BY_KIND } from '@banchee/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from './ids.ts';
import { organizations, projects } from './schema/index.ts';
import { createTestDatabase, type TestDatabase } from './test-helpers/index.ts';

let database: TestDatabase;
const org = newId();
const otherOrg = newId();
const own = newId();
const foreign = newId();
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(organizations).values([
    { id: org, name: 'บริษัท โครงการ จำกัด' },
    { id: otherOrg, name: 'บริษัท อื่น จำกัด' },
  ]);
  await database.db.insert(projects).values([
    { organizationId: org, id: own, code: 'P-1', name: 'อาคาร ก' },
    { organizationId: otherOrg, id: foreign, code: 'P-1', name: 'อาคาร ข' },
  ]);
}, 120_000);
afterAll(async () => {
  await database.close();
});

/** Stores a document of `kind` naming `projectId` and rolls it back: null when accepted, else the SQLSTATE. */
async function tryStore(kind: string, projectId: string | null): Promise<string | null> {
  const rollback = new Error('rollback');
  const status = STATUSES_BY_KIND[kind as keyof typeof STATUSES_BY_KIND][0];
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO documents (organization_id, id, kind, number, status, date, project_id)
        VALUES (${org}, ${newId()}, ${kind}, ${`X${newId()}`}, ${status}, '2026-11-21', ${projectId})`);
      throw rollback;
    });
  } catch (error) {
    if (error === rollback) return null;
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    return cause.code ?? String(error);
  }
  return 'not rolled back';
}

describe('documents.project_id (migration 0040)', () => {
  it("stores the organisation's own project on every kind that carries one, and none on the others", async () => {
    const outcomes = [];
    for (const kind of DOCUMENT_KINDS) {
      outcomes.push([kind, await tryStore(kind, own), await tryStore(kind, null)]);
    }
    expect(outcomes).toEqual(
      DOCUMENT_KINDS.map((kind) => [kind, kindDefinition(kind).carriesProject ? null : '23514', null]),
    );
  });

  it("refuses another organisation's project and an id that names no project", async () => {
    expect(await tryStore('INV', foreign)).toBe('23503');
    expect(await tryStore('RI', newId())).toBe('23503');
  });
});
