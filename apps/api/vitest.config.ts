import { defineConfig } from 'vitest/config';

// isolate: false — the test files share each worker's module cache. Every file makes its own database and app
// (nothing is kept in module state between files), and importing the API's modules afresh for each of ~100
// files was about 40% of the CPU time of the unit pass (CI must stay well under 30 minutes).
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
  },
});
