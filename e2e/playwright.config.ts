// End-to-end tests: Debian's Chromium (never a downloaded browser) against the app started exactly as
// `npm start` starts it (global-setup.ts runs scripts/build.mjs and apps/api/dist/main.js on a fresh data
// directory and a free port). One worker: the tests share one server and one demo organisation.
import { defineConfig } from '@playwright/test';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// In CI a JSON report is written beside Vitest's, so .ci/run can print one closing "N passed, N failed" line.
const jsonDir = process.env.VITEST_JSON_DIR;
const flavour = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: jsonDir
    ? [['list'], ['json', { outputFile: `${jsonDir}/playwright-${flavour}.json` }]]
    : [['list']],
  outputDir: './test-results',
  use: {
    viewport: { width: 1280, height: 720 },
    timezoneId: 'Asia/Bangkok',
    locale: 'th-TH',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
