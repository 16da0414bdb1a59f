// The only reader of process.env. PORT (3000), DATA_DIR (./data), DATABASE_URL, JWT_SECRET, CHROMIUM_PATH,
// PDF_PAGES, LOG_LEVEL, TRUST_PROXY, HOST, SEED_DEMO. With PGlite and no JWT_SECRET, a secret is generated once and kept in DATA_DIR so
// tokens survive restarts.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AppConfig } from './config.ts';

export interface Env {
  port: number;
  /** Absolute PGlite data directory. */
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  chromiumPath: string | undefined;
  /** Print tabs of the PDF renderer (PDF_PAGES; default two per core, decision 0219). */
  pdfPages: number | undefined;
  logLevel: AppConfig['logLevel'];
  trustProxy: boolean;
  /** Interface to listen on (HOST, default 0.0.0.0). */
  host: string;
  /** Seed the demo organisation into an empty database (SEED_DEMO, default true; set false on servers). */
  seedDemo: boolean;
}

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const port = Number(source.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not ${source.PORT}`);
  const level = (source.LOG_LEVEL ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const pdfPagesText = source.PDF_PAGES?.trim() ?? '';
  const pdfPages = pdfPagesText === '' ? undefined : Number(pdfPagesText);
  if (pdfPages !== undefined && (!/^\d+$/.test(pdfPagesText) || pdfPages < 1 || pdfPages > 64)) {
    throw new Error(`PDF_PAGES must be a whole number from 1 to 64, not "${source.PDF_PAGES}"`);
  }
  return {
    port,
    // Relative to where npm was invoked (INIT_CWD), so `npm start` at the root and
    // `npm run cli -w @banchee/api` both mean the repository's ./data.
    dataDir: resolve(source.INIT_CWD ?? process.cwd(), source.DATA_DIR ?? './data'),
    databaseUrl: source.DATABASE_URL || undefined,
    jwtSecret: source.JWT_SECRET || undefined,
    chromiumPath: source.CHROMIUM_PATH || undefined,
    pdfPages,
    logLevel: level as AppConfig['logLevel'],
    trustProxy: source.TRUST_PROXY === '1' || source.TRUST_PROXY === 'true',
    host: source.HOST || '0.0.0.0',
    seedDemo: !(source.SEED_DEMO === '0' || source.SEED_DEMO === 'false'),
  };
}

/**
 * JWT_SECRET if set; otherwise the secret stored in DATA_DIR/jwt-secret (made on first start, mode 0600).
 * A server install (DATABASE_URL) with several nodes must set JWT_SECRET so every node shares it.
 */
export function resolveJwtSecret(env: Env): string {
  if (env.jwtSecret) {
    if (env.jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return env.jwtSecret;
  }
  mkdirSync(env.dataDir, { recursive: true });
  const file = join(env.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
