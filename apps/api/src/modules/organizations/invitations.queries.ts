// SQL of invitations. The owner's side filters on the organisation id; the invited user's side filters on
// the user's e-mail address (an invitation is addressed to an e-mail, not to an organisation member).
import { and, asc, eq, gt, organizationInvitations, organizations, type Database } from '@banchee/db';

export type InvitationRow = typeof organizationInvitations.$inferSelect;

/** An invitation that can still be answered: pending and not expired at `now`. */
const openAt = (now: Date) =>
  and(eq(organizationInvitations.status, 'PENDING'), gt(organizationInvitations.expiresAt, now));
const oldestFirst = [asc(organizationInvitations.createdAt), asc(organizationInvitations.id)] as const;

/** Revokes the organisation's pending invitation for this address, if any (a re-invite replaces it). */
export async function revokePendingInvitation(
  db: Database,
  organizationId: string,
  email: string,
  at: Date,
): Promise<void> {
  await db
    .update(organizationInvitations)
    .set({ status: 'REVOKED', answeredAt: at })
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        eq(organizationInvitations.email, email),
        eq(organizationInvitations.status, 'PENDING'),
      ),
    );
}

export async function insertInvitation(
  db: Database,
  values: typeof organizationInvitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await db.insert(organizationInvitations).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The organisation's pending invitations that have not expired, oldest first. */
export async function listPendingInvitations(
  db: Database,
  organizationId: string,
  now: Date,
): Promise<InvitationRow[]> {
  return db
    .select()
    .from(organizationInvitations)
    .where(and(eq(organizationInvitations.organizationId, organizationId), openAt(now)))
    .orderBy(...oldestFirst);
}

/** Revokes one pending invitation of the organisation; false when there is none with this id. */
export async function revokeInvitation(
  db: Database,
  organizationId: string,
  id: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(organizationInvitations)
    .set({ status: 'REVOKED', answeredAt: at })
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        eq(organizationInvitations.id, id),
        eq(organizationInvitations.status, 'PENDING'),
      ),
    )
    .returning({ id: organizationInvitations.id });
  return rows.length > 0;
}

/** Pending, unexpired invitations addressed to this e-mail, with the organisation's name. */
export async function listInvitationsForEmail(db: Database, email: string, now: Date) {
  return db
    .select({ invitation: organizationInvitations, organizationName: organizations.name })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .where(and(eq(organizationInvitations.email, email), openAt(now)))
    .orderBy(...oldestFirst);
}

/** The invitation with this id addressed to this e-mail, locked for the rest of the transaction. */
export async function lockInvitationForEmail(
  db: Database,
  id: string,
  email: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(organizationInvitations)
    .where(and(eq(organizationInvitations.id, id), eq(organizationInvitations.email, email)))
    .for('update');
  return row;
}

export async function answerInvitation(
  db: Database,
  organizationId: string,
  id: string,
  status: 'ACCEPTED' | 'DECLINED',
  at: Date,
): Promise<InvitationRow> {
  const [row] = await db
    .update(organizationInvitations)
    .set({ status, answeredAt: at })
    .where(
      and(eq(organizationInvitations.organizationId, organizationId), eq(organizationInvitations.id, id)),
    )
    .returning();
  if (!row) throw new Error('invitation vanished inside its own transaction');
  return row;
}
