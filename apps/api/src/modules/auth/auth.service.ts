// Use cases of sign-up, sign-in, token refresh (rotation + reuse detection) and logout, the throttling of
// failed sign-ins per account and per client address and of sign-ups per client address.
import type {
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  TokenPair,
  User,
} from '@banchee/contracts';
import { newId, type Database } from '@banchee/db';
import { hash, verify } from '@node-rs/argon2';
import type { AppConfig, ThrottlePolicy } from '../../config.ts';
import { AppError } from '../../http/errors.ts';
import { compact } from '../../http/serialize.ts';
import { hashRefreshToken, newRefreshToken, signAccessToken } from '../../http/tokens.ts';
import { createOrganization } from '../organizations/index.ts';
import * as queries from './auth.queries.ts';
import { assertStrongPassword } from './password-policy.ts';

export function toUser(row: queries.UserRow): User {
  return compact({
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
  });
}

/** argon2id with the library defaults (19 MiB, 2 passes, 1 lane: the OWASP minimum). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of a random password: verified against when the e-mail is unknown, so timing reveals nothing. */
let decoyHash: Promise<string> | undefined;

async function issueTokens(
  db: Database,
  config: AppConfig,
  userId: string,
  familyId: string,
): Promise<TokenPair> {
  const refreshToken = newRefreshToken();
  const now = config.now();
  await queries.insertRefreshToken(db, {
    id: newId(),
    userId,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: new Date(now.getTime() + config.refreshTokenTtlSeconds * 1000),
    createdAt: now,
  });
  return { token: await signAccessToken(config, userId), refreshToken };
}

/**
 * Creates a user with their first organisation, signed in. Every attempt counts against the client address
 * (throttle.registration), refused ones too, so a script cannot create accounts or probe e-mails in bulk.
 */
export async function register(
  db: Database,
  config: AppConfig,
  input: RegisterRequest,
  clientAddress: string,
): Promise<RegisterResponse> {
  const addressKey = `register:${clientAddress}`;
  const now = config.now();
  await assertNotBlocked(db, addressKey, now, 'sign-up');
  await countFailure(db, addressKey, config.throttle.registration, now);
  assertStrongPassword(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await queries.insertUser(tx, {
      id: newId(),
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone ?? null,
      passwordHash,
    });
    if (!user) throw new AppError('AUTH.EMAIL_TAKEN', 'An account with this e-mail address already exists.');
    const organization = await createOrganization(tx, user.id, input.organization, 'organization');
    const tokens = await issueTokens(tx, config, user.id, newId());
    return { ...tokens, user: toUser(user), organization };
  });
}

/**
 * Creates a user without the HTTP layer (CLI, demo seed). Returns undefined when the e-mail is taken; throws
 * AUTH.WEAK_PASSWORD when the password policy refuses the password.
 */
export async function createUser(
  db: Database,
  input: { email: string; password: string; firstName: string; lastName: string; phone?: string },
): Promise<queries.UserRow | undefined> {
  assertStrongPassword(input.password, input.email);
  return queries.insertUser(db, {
    id: newId(),
    email: input.email.toLowerCase(),
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? null,
    passwordHash: await hashPassword(input.password),
  });
}

function tooManyAttempts(blockedUntil: Date, now: Date, what: string): AppError {
  const seconds = Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000));
  return new AppError(
    'AUTH.TOO_MANY_ATTEMPTS',
    `Too many ${what} attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`,
    { headers: { 'Retry-After': String(seconds) } },
  );
}

async function assertNotBlocked(
  db: Database,
  key: string,
  now: Date,
  what = 'failed sign-in',
): Promise<void> {
  const state = await queries.getThrottle(db, key);
  if (state?.blockedUntil && state.blockedUntil > now) throw tooManyAttempts(state.blockedUntil, now, what);
}

async function countFailure(db: Database, key: string, policy: ThrottlePolicy, now: Date): Promise<void> {
  await queries.recordFailure(
    db,
    key,
    now,
    new Date(now.getTime() - policy.windowSeconds * 1000),
    policy.maxFailures,
    new Date(now.getTime() + policy.blockSeconds * 1000),
  );
}

/**
 * Signs in. A blocked account or address is refused with 429 before the password is checked — even a right
 * password — so guessing cannot continue while blocked.
 */
export async function login(
  db: Database,
  config: AppConfig,
  input: LoginRequest,
  clientAddress: string,
): Promise<LoginResponse> {
  const email = input.email.toLowerCase();
  const accountKey = `account:${email}`;
  const addressKey = `address:${clientAddress}`;
  const now = config.now();
  await assertNotBlocked(db, accountKey, now);
  await assertNotBlocked(db, addressKey, now);

  const user = await queries.findUserByEmail(db, email);
  decoyHash ??= hashPassword(newRefreshToken());
  const passwordOk = await verify(user?.passwordHash ?? (await decoyHash), input.password).catch(() => false);
  if (!user || !passwordOk) {
    await countFailure(db, accountKey, config.throttle.account, now);
    await countFailure(db, addressKey, config.throttle.address, now);
    throw new AppError('AUTH.INVALID_CREDENTIALS', 'The e-mail address or the password is wrong.');
  }
  await queries.clearThrottle(db, accountKey);
  const tokens = await issueTokens(db, config, user.id, newId());
  return { ...tokens, user: toUser(user) };
}

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family is issued. Presenting
 * a spent token means it was copied — the whole family is revoked and the holder must sign in again.
 */
export async function refresh(db: Database, config: AppConfig, refreshToken: string): Promise<TokenPair> {
  const now = config.now();
  const outcome = await db.transaction(async (tx) => {
    const row = await queries.lockRefreshToken(tx, hashRefreshToken(refreshToken));
    if (!row || row.revokedAt !== null || row.expiresAt <= now) return { kind: 'invalid' as const };
    if (row.usedAt !== null) {
      await queries.revokeFamily(tx, row.familyId, now);
      return { kind: 'reused' as const };
    }
    await queries.markRefreshTokenUsed(tx, row.id, now);
    return { kind: 'ok' as const, tokens: await issueTokens(tx, config, row.userId, row.familyId) };
  });
  // The revocation above is committed before this error leaves: the thrown error must not roll it back.
  if (outcome.kind === 'reused') {
    throw new AppError(
      'AUTH.REFRESH_TOKEN_REUSED',
      'This refresh token was already used; every session of this sign-in has been revoked.',
    );
  }
  if (outcome.kind === 'invalid') {
    throw new AppError('AUTH.INVALID_REFRESH_TOKEN', 'The refresh token is invalid, expired or revoked.');
  }
  return outcome.tokens;
}

/** Revokes the refresh token's family (this sign-in on every tab). Unknown tokens are ignored. */
export async function logout(db: Database, config: AppConfig, refreshToken: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await queries.lockRefreshToken(tx, hashRefreshToken(refreshToken));
    if (row) await queries.revokeFamily(tx, row.familyId, config.now());
  });
}

export async function getMe(db: Database, userId: string): Promise<User> {
  const user = await queries.findUserById(db, userId);
  if (!user) throw new AppError('AUTH.INVALID_TOKEN', 'The user of this token no longer exists.');
  return toUser(user);
}
