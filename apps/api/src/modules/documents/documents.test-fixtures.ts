// Test fixtures of the documents module: a fresh migrated database with an organisation, a member and two
// customers, plus small builders for drafts. Used by the service tests (documents.*.test.ts); the HTTP tests
// use the platform's createTestApp instead.
import type { CreateDocumentInput, DocumentLineInput, SalesDocumentKind } from '@banchee/contracts';
import { contacts, newId, organizationMembers, organizations, seedChartOfAccounts, users } from '@banchee/db';
import { createTestDatabase, type TestDatabase } from '@banchee/db/test-helpers';
import type { Actor } from './documents.service.ts';
import { changeDocumentStatus, createDocument, readDocument, updateDocument } from './documents.service.ts';

export const TODAY = '2026-11-21';

export interface Fixture {
  database: TestDatabase;
  actor: Actor;
  customerId: string;
  otherCustomerId: string;
  create: (
    kind: SalesDocumentKind,
    input: Omit<CreateDocumentInput, 'organizationId'>,
  ) => ReturnType<typeof createDocument>;
  act: (kind: SalesDocumentKind, id: string, action: string) => ReturnType<typeof changeDocumentStatus>;
  read: (kind: SalesDocumentKind, id: string) => ReturnType<typeof readDocument>;
  update: (
    kind: SalesDocumentKind,
    id: string,
    input: Parameters<typeof updateDocument>[4],
  ) => ReturnType<typeof updateDocument>;
}

export async function createFixture(): Promise<Fixture> {
  const database = await createTestDatabase();
  const { db } = database;
  const userId = newId();
  const organizationId = newId();
  await db.insert(users).values({
    id: userId,
    email: `owner-${userId}@example.test`,
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    passwordHash: 'not-used',
  });
  await db.insert(organizations).values({
    id: organizationId,
    name: 'บริษัท บัญชี ทดสอบ จำกัด',
    address: '1 ถนนสุขุมวิท กรุงเทพฯ',
    zipCode: '10110',
    taxId: '0105551234565',
  });
  await seedChartOfAccounts(db, organizationId);
  await db.insert(organizationMembers).values({
    organizationId,
    id: newId(),
    userId,
    role: 'OWNER',
    isDefault: true,
  });
  const customerId = newId();
  const otherCustomerId = newId();
  await db.insert(contacts).values([
    {
      organizationId,
      id: customerId,
      contactType: 'CLIENT',
      contactName: 'บริษัท ลูกค้า จำกัด',
      address: '99 ถนนพระราม 9',
      zipCode: '10310',
      taxId: '0105559876543',
      branch: '00000',
    },
    { organizationId, id: otherCustomerId, contactType: 'CLIENT', contactName: 'ร้านอื่น' },
  ]);
  const actor: Actor = { userId, organizationId };
  return {
    database,
    actor,
    customerId,
    otherCustomerId,
    create: (kind, input) => createDocument(db, actor, kind, { organizationId, ...input }, { today: TODAY }),
    act: (kind, id, action) => changeDocumentStatus(db, actor, kind, id, action),
    read: (kind, id) => readDocument(db, organizationId, kind, id),
    update: (kind, id, input) => updateDocument(db, actor, kind, id, input),
  };
}

/** A line of `quantity` × `price`, standard-rated product unless told otherwise. */
export function line(
  name: string,
  quantity: string,
  price: string,
  extra: Partial<DocumentLineInput> = {},
): DocumentLineInput {
  return { name, quantity, sale_price: price, ...extra };
}
