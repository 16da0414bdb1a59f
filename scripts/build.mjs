// The build behind `npm start` (docs/decisions/0087-build-once-start-compiled.md): the web app (vite build into
// apps/web/dist) and the API (esbuild: apps/api/src/main.ts and the workspace packages it imports, bundled into
// apps/api/dist/main.js; npm dependencies stay external), each skipped when a hash of its inputs matches the
// stamp left by the last build. `node scripts/build.mjs [--force]`; prints what it did and how long it took.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');
const SKIP_DIRS = new Set(['node_modules', 'dist', '.vite', 'coverage']);

/** Every file under the given paths (files or folders), sorted, tests excluded when asked. */
function filesOf(paths, { withoutTests = false } = {}) {
  const out = [];
  const walk = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path)) if (!SKIP_DIRS.has(name)) walk(join(path, name));
    } else if (!(withoutTests && /\.test\.tsx?$/.test(path))) out.push(path);
  };
  for (const path of paths) walk(join(ROOT, path));
  return out.sort();
}

/** sha256 over the names and contents of the inputs (and this script, so a change of the recipe rebuilds). */
function hashOf(files) {
  const hash = createHash('sha256');
  for (const file of [...files, fileURLToPath(import.meta.url)]) {
    hash.update(relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function upToDate(stampFile, hash) {
  return !force && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hash;
}

const SHARED_INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contracts/src',
  'packages/domain/src',
];

/**
 * Runs `build` for a target unless the hash of its inputs (plus the shared ones, tests excluded) equals the stamp
 * of its last build; answers what it did.
 */
async function buildIfChanged(name, stamp, inputs, build) {
  const hash = hashOf(filesOf([...SHARED_INPUTS, ...inputs], { withoutTests: true }));
  if (upToDate(stamp, hash)) return `${name}: unchanged`;
  const started = performance.now();
  await build();
  writeFileSync(stamp, `${hash}\n`);
  return `${name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
];
const API_INPUTS = ['apps/api/src', 'apps/api/package.json', 'packages/db/src', 'packages/db/package.json'];

function buildWeb() {
  // Always a production build: a caller's NODE_ENV (Vitest sets 'test') would otherwise give a development
  // bundle (React's dev runtime, ~70 KB gz more) that later starts would serve as up to date.
  const result = spawnSync('npm', ['run', 'build', '-w', '@banchee/web'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('npm run build -w @banchee/web failed');
}

async function buildApi() {
  const esbuild = await import('esbuild');
  const { outputFiles } = await esbuild.build({
    entryPoints: [join(ROOT, 'apps/api/src/main.ts')],
    outfile: join(ROOT, 'apps/api/dist/main.js'),
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [workspaceOnly],
  });
  // Write then rename: a server starting meanwhile never loads half a file.
  for (const file of outputFiles) {
    writeFileSync(`${file.path}.${process.pid}`, file.contents);
    renameSync(`${file.path}.${process.pid}`, file.path);
  }
}

/**
 * Bundles only our own TypeScript (the API and the @banchee/* packages). npm packages stay external and are
 * imported by the absolute path of the file Node would load (a package may be installed only under one
 * workspace, e.g. packages/db/node_modules/drizzle-orm). Our files keep their own import.meta.url, so paths
 * made from it (migrations, seed data, the web dist, the font package) still point where they did.
 */
const workspaceOnly = {
  name: 'workspace-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@banchee/') || args.pluginData === 'resolving') return undefined;
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      if (resolved.external) return { path: args.path, external: true };
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/** One build at a time (parallel test workers, e2e set-up): a lock directory, taken over when 10 min old. */
async function withBuildLock(fn) {
  const lock = join(ROOT, 'apps/api/dist/.build-lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() - statSync(lock).mtimeMs > 10 * 60_000) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

mkdirSync(join(ROOT, 'apps/api/dist'), { recursive: true });
const started = performance.now();
const done = await withBuildLock(async () => [
  await buildIfChanged('web', join(ROOT, 'apps/web/dist/.build-stamp'), WEB_INPUTS, buildWeb),
  await buildIfChanged('api', join(ROOT, 'apps/api/dist/.build-stamp'), API_INPUTS, buildApi),
]);
console.log(`Build: ${done.join('; ')} (${Math.round(performance.now() - started)} ms).`);
