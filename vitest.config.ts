// One Vitest run for every workspace; each project keeps its own environment.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/web'],
  },
});
