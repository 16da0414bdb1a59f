// SQL of the organisations module. Every function is scoped by the organisation id (or, for "mine", the user).
import { and, asc, eq, organizationMembers, organizations, users, type Database } from '@banchee/db';

export type OrganizationRow = typeof organizations.$inferSelect;
export type OrganizationInsert = typeof organizations.$inferInsert;

export async function insertOrganization(db: Database, values: OrganizationInsert): Promise<OrganizationRow> {
  const [row] = await db.insert(organizations).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function getOrganization(
  db: Database,
  organizationId: string,
): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return row;
}

export async function updateOrganization(
  db: Database,
  organizationId: string,
  values: Omit<OrganizationInsert, 'id' | 'createdAt'>,
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .update(organizations)
    .set(values)
    .where(eq(organizations.id, organizationId))
    .returning();
  return row;
}

export async function insertMember(
  db: Database,
  values: {
    organizationId: string;
    id: string;
    userId: string;
    role: 'OWNER' | 'MEMBER';
    isDefault: boolean;
  },
): Promise<void> {
  await db.insert(organizationMembers).values(values);
}

export async function clearDefaultMember(db: Database, organizationId: string): Promise<void> {
  await db
    .update(organizationMembers)
    .set({ isDefault: false })
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.isDefault, true)),
    );
}

export async function setDefaultMember(
  db: Database,
  organizationId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .update(organizationMembers)
    .set({ isDefault: true })
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    )
    .returning({ id: organizationMembers.id });
  return rows.length === 1;
}

export async function listMembers(db: Database, organizationId: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      role: organizationMembers.role,
      isDefault: organizationMembers.isDefault,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.id));
}

export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

/** The organisations a user belongs to, with the user's role there; oldest membership first. */
export async function listOrganizationsOfUser(db: Database, userId: string) {
  return db
    .select({
      organization: organizations,
      role: organizationMembers.role,
      isDefault: organizationMembers.isDefault,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizationMembers.createdAt), asc(organizations.id));
}

export async function countOrganizations(db: Database): Promise<number> {
  const rows = await db.select({ id: organizations.id }).from(organizations).limit(1);
  return rows.length;
}
