// One Vitest run for every workspace; each project keeps its own environment. In CI a JSON report per
// database flavour is written too, so .ci/run can print one closing "N passed, N failed" line.
import { defineConfig } from 'vitest/config';

const jsonDir = process.env.VITEST_JSON_DIR;
const flavour = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/web'],
    reporters: jsonDir
      ? ['default', ['json', { outputFile: `${jsonDir}/vitest-${flavour}.json` }]]
      : ['default'],
  },
});
