// The application's configuration as createApp() receives it: read from the environment by env.ts in
// production, built directly by tests. Nothing below reads process.env.

export interface ThrottlePolicy {
  /** Failed sign-ins allowed inside the window before the key is blocked. */
  maxFailures: number;
  windowSeconds: number;
  blockSeconds: number;
}

export interface AppConfig {
  /** HS256 key for access tokens (at least 32 bytes of entropy). */
  jwtSecret: string;
  /** Access tokens are short-lived: 15 minutes by default. */
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * Failed sign-ins per account and per client address; `registration` counts every sign-up attempt of a
   * client address (the same counters, keyed `register:<address>`).
   */
  throttle: { account: ThrottlePolicy; address: ThrottlePolicy; registration: ThrottlePolicy };
  /** How long an invitation to join an organisation can be accepted: 7 days by default. */
  invitationTtlSeconds: number;
  /** Trust X-Forwarded-For for the client address (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Directory of the built web app (apps/web/dist); null serves no web app. */
  webDistDir: string | null;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** The clock, injectable so tests can move time (token expiry, throttle windows). */
  now: () => Date;
}

export const DEFAULT_CONFIG: Omit<AppConfig, 'jwtSecret'> = {
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
  throttle: {
    account: { maxFailures: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
    // An office behind one NAT address shares this budget, so it is larger than the per-account one.
    address: { maxFailures: 50, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
    // Ten sign-ups an hour from one address, then an hour's pause: enough for an office, not for a script.
    registration: { maxFailures: 10, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  },
  invitationTtlSeconds: 7 * 24 * 60 * 60,
  trustProxy: false,
  webDistDir: null,
  logLevel: 'info',
  now: () => new Date(),
};
