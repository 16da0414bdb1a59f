// Start-up: environment → database (PGlite in DATA_DIR, or DATABASE_URL) → migrations → demo seed when the
// database is empty → HTTP server for the API and the built web app (apps/web/dist) on PORT.
import { fileURLToPath } from 'node:url';
import { createDatabase, migrate } from '@banchee/db';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { DEFAULT_CONFIG, type AppConfig } from './config.ts';
import { readEnv, resolveJwtSecret } from './env.ts';
import { createPdfRenderer } from './pdf/chromium-renderer.ts';
import { isEmpty, seedDemo, DEMO_EMAIL, DEMO_PASSWORD } from './seed/demo.ts';

const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

async function main(): Promise<void> {
  const env = readEnv();
  const { db, kind, close } = await createDatabase(
    env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir },
  );
  const applied = await migrate(db);
  const where = kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.dataDir}`;
  console.log(
    `Database: ${where}; ${applied.length} migration(s) applied${applied.length ? `: ${applied.join(', ')}` : ''}.`,
  );

  let seeded = false;
  if (env.seedDemo && (await isEmpty(db))) {
    const started = performance.now();
    const demo = await seedDemo(db);
    seeded = true;
    const documents = Object.values(demo.documents).reduce((sum, n) => sum + n, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Empty database: seeded the demo organisation "บริษัท บัญชีดี จำกัด" with ${documents} documents in ${seconds} s.`,
    );
  }

  const config: AppConfig = {
    ...DEFAULT_CONFIG,
    jwtSecret: resolveJwtSecret(env),
    trustProxy: env.trustProxy,
    logLevel: env.logLevel,
    webDistDir: WEB_DIST,
  };
  // One Chromium for the process, started on the first PDF; CHROMIUM_PATH picks the binary, PDF_PAGES its tabs.
  const pdfRenderer = createPdfRenderer({ chromiumPath: env.chromiumPath, pages: env.pdfPages });
  const app = createApp({ db, config, pdfRenderer });
  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    const url = `http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${info.port}`;
    console.log(`Banchee is running at ${url}  (API docs: ${url}/docs)`);
    if (seeded || env.seedDemo) {
      console.log(`Demo sign-in: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
    }
  });

  // Close the browser and the database cleanly on Ctrl-C / SIGTERM so PGlite flushes and releases its directory.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping.`);
    server.close();
    void pdfRenderer
      .close()
      .catch(() => undefined)
      .then(close)
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Banchee failed to start:', error);
  process.exit(1);
});
