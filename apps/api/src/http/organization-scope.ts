// Organisation scope: every organisation-scoped request checks that the caller is a member. A non-member gets
// 404 ORGANIZATION.NOT_FOUND — the same answer as for an organisation that does not exist, so ids leak nothing.
import { and, eq, inArray, organizationMembers, type Database } from '@banchee/db';
import type { PgColumn, PgTable } from '@banchee/db/pg-core';
import { AppError, notFound } from './errors.ts';

export interface Membership {
  organizationId: string;
  userId: string;
  role: 'OWNER' | 'MEMBER';
  isDefault: boolean;
}

export function organizationNotFound(): AppError {
  return new AppError('ORGANIZATION.NOT_FOUND', 'No such organisation.');
}

/** The caller's membership of the organisation, or 404 ORGANIZATION.NOT_FOUND. */
export async function requireMembership(
  db: Database,
  userId: string,
  organizationId: string,
): Promise<Membership> {
  const [row] = await db
    .select({
      organizationId: organizationMembers.organizationId,
      userId: organizationMembers.userId,
      role: organizationMembers.role,
      isDefault: organizationMembers.isDefault,
    })
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    );
  if (!row) throw organizationNotFound();
  return row;
}

/** Only the organisation's owners may do this (manage members, edit the organisation). */
export async function requireOwner(
  db: Database,
  userId: string,
  organizationId: string,
): Promise<Membership> {
  const membership = await requireMembership(db, userId, organizationId);
  if (membership.role !== 'OWNER') {
    throw new AppError('ORGANIZATION.FORBIDDEN', 'Only an owner of the organisation may do this.');
  }
  return membership;
}

export type TenantTable = PgTable & { organizationId: PgColumn; id: PgColumn };

/**
 * For GET|PUT|DELETE /{resource}/{id}, where the path carries no organisation: the organisation of the record,
 * looked up only among the caller's organisations. Null when the id is unknown or belongs to an organisation
 * the caller is not a member of — both answer 404.
 */
export async function findOrganizationOfRecord(
  db: Database,
  table: TenantTable,
  id: string,
  userId: string,
): Promise<string | null> {
  const mine = db
    .select({ organizationId: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId));
  const rows = (await db
    .select({ organizationId: table.organizationId })
    .from(table)
    .where(and(eq(table.id, id), inArray(table.organizationId, mine)))
    .limit(1)) as { organizationId: string }[];
  return rows[0]?.organizationId ?? null;
}

/** The organisation of record {id} among the caller's organisations, or 404 <NAMESPACE>.NOT_FOUND. */
export type RecordScope = (id: string, userId: string) => Promise<string>;

/** A RecordScope for the records of `table`: an unknown id and another organisation's alike answer 404. */
export function recordScope(db: Database, table: TenantTable, namespace: string, what: string): RecordScope {
  return async (id, userId) => {
    const organizationId = await findOrganizationOfRecord(db, table, id, userId);
    if (organizationId === null) throw notFound(namespace, what);
    return organizationId;
  };
}
