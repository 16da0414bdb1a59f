// SQL of the auth module: users by e-mail, refresh-token rows (rotation and family revocation) and the
// failed-sign-in counters. Users and tokens are global (not per organisation).
import { and, authThrottle, eq, isNull, refreshTokens, sql, users, type Database } from '@banchee/db';

export type UserRow = typeof users.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Inserts the user; undefined when the e-mail address is taken. */
export async function insertUser(
  db: Database,
  values: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function insertRefreshToken(
  db: Database,
  values: typeof refreshTokens.$inferInsert,
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** The token row, locked for the rest of the transaction so two rotations of one token cannot both win. */
export async function lockRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function markRefreshTokenUsed(db: Database, id: string, at: Date): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: at }).where(eq(refreshTokens.id, id));
}

export async function revokeFamily(db: Database, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export interface ThrottleState {
  failures: number;
  blockedUntil: Date | null;
}

export async function getThrottle(db: Database, key: string): Promise<ThrottleState | undefined> {
  const [row] = await db
    .select({ failures: authThrottle.failures, blockedUntil: authThrottle.blockedUntil })
    .from(authThrottle)
    .where(eq(authThrottle.key, key));
  return row;
}

/**
 * Counts one failure in the key's window (a new window starts when the old one has passed) and blocks the key
 * until `blockUntil` once `maxFailures` is reached. One statement, so concurrent failures all count.
 */
export async function recordFailure(
  db: Database,
  key: string,
  now: Date,
  windowStart: Date,
  maxFailures: number,
  blockUntil: Date,
): Promise<ThrottleState> {
  // Timestamps go in as ISO text with an explicit cast: identical on both drivers.
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const windowAt = sql`${windowStart.toISOString()}::timestamptz`;
  const blockAt = sql`${blockUntil.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(authThrottle)
    .values({
      key,
      failures: 1,
      windowStartedAt: now,
      blockedUntil: maxFailures <= 1 ? blockUntil : null,
    })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`CASE WHEN ${authThrottle.windowStartedAt} < ${windowAt} THEN 1 ELSE ${authThrottle.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${authThrottle.windowStartedAt} < ${windowAt} THEN ${nowAt} ELSE ${authThrottle.windowStartedAt} END`,
        blockedUntil: sql`CASE WHEN (CASE WHEN ${authThrottle.windowStartedAt} < ${windowAt} THEN 1 ELSE ${authThrottle.failures} + 1 END) >= ${maxFailures} THEN ${blockAt} ELSE ${authThrottle.blockedUntil} END`,
      },
    })
    .returning({ failures: authThrottle.failures, blockedUntil: authThrottle.blockedUntil });
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export async function clearThrottle(db: Database, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}
