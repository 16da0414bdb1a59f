import { defineConfig } from 'vitest/config';

// isolate: false — as in apps/api: each file makes its own database, so the files can share the module cache.
export default defineConfig({
  test: {
    name: 'db',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
  },
});
