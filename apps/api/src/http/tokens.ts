// Access tokens: short-lived HS256 JWTs (subject = user id). Refresh tokens: opaque random strings whose
// SHA-256 is stored; the database row, not the token, says whether it is still good.
import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../config.ts';

const ISSUER = 'banchee';
const AUDIENCE = 'banchee-api';

const keys = new WeakMap<AppConfig, Promise<CryptoKey>>();

/**
 * The HMAC key of the configuration's secret, imported once (WebCrypto): jose would import a raw secret again for
 * every token it signs or verifies, about a third of a request's cost in verification (issue 9 item 10).
 */
function keyOf(config: AppConfig): Promise<CryptoKey> {
  let key = keys.get(config);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(config.jwtSecret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(config, key);
    // A failed import is not kept: the next token tries again.
    key.catch(() => keys.delete(config));
  }
  return key;
}

export async function signAccessToken(config: AppConfig, userId: string): Promise<string> {
  const now = Math.floor(config.now().getTime() / 1000);
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + config.accessTokenTtlSeconds)
    .sign(await keyOf(config));
}

/** Seconds of clock difference tolerated for `iat` in the future. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * Access tokens verified lately, by their exact text: the user id and the expiry. A token's text is what was
 * signed, so the same text verifies the same way until it expires (nothing else about it can change: there is no
 * revocation of access tokens); a changed byte is another text and is verified afresh. WebCrypto's HMAC through
 * jose cost about a third of a millisecond per request (issue 9 item 10). At most MOST_VERIFIED, then forgotten.
 */
const verified = new WeakMap<AppConfig, Map<string, SignedToken>>();
const MOST_VERIFIED = 1_000;

/**
 * The user id of a valid access token, or null (bad signature, expired, wrong type). A token must carry `exp`
 * and `iat` (a token signed without an expiry would be good forever), `iat` must not lie in the future and
 * the token may not live longer than the configured access-token lifetime.
 */
export async function verifyAccessToken(config: AppConfig, token: string): Promise<string | null> {
  let known = verified.get(config);
  if (!known) {
    known = new Map();
    verified.set(config, known);
  }
  const now = Math.floor(config.now().getTime() / 1000);
  const seen = known.get(token);
  // The time checks again (the clock moves, also backwards): expired as jose says it, from the second of `exp` on;
  // issued in the future as below.
  if (seen) return seen.exp > now && seen.iat <= now + CLOCK_SKEW_SECONDS ? seen.userId : null;
  const signed = await verifySignedToken(config, token);
  if (!signed) return null;
  if (known.size >= MOST_VERIFIED) known.clear();
  known.set(token, signed);
  return signed.userId;
}

interface SignedToken {
  readonly userId: string;
  readonly exp: number;
  readonly iat: number;
}

async function verifySignedToken(config: AppConfig, token: string): Promise<SignedToken | null> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(config), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: config.now(),
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const { exp, iat } = payload;
    if (exp === undefined || iat === undefined) return null;
    const now = Math.floor(config.now().getTime() / 1000);
    if (iat > now + CLOCK_SKEW_SECONDS || exp - iat > config.accessTokenTtlSeconds) return null;
    if (payload.typ !== 'access' || typeof payload.sub !== 'string') return null;
    return { userId: payload.sub, exp, iat };
  } catch {
    return null;
  }
}

/** 32 random bytes, base64url: 256 bits, unguessable, so a fast hash is enough to store it. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of an opaque token (refresh tokens, invitation tokens): its SHA-256, hex. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const newRefreshToken = newOpaqueToken;
export const hashRefreshToken = hashOpaqueToken;
