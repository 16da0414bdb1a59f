// Measures the JavaScript the sign-in page downloads before it can render: the entry chunk of the built
// index.html plus every chunk it imports statically (Vite preloads those), gzipped at level 9. Lazy route
// chunks are excluded because the sign-in page never requests them.
// Usage: npm run build -w @banchee/web && node --import tsx e2e/scripts/measure-login-bundle.ts
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export const LOGIN_JS_LIMIT_BYTES = 250 * 1024;

export function measureLoginBundle(distDir: string): {
  files: { file: string; gzipBytes: number }[];
  totalBytes: number;
} {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry in the Vite manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  const files = [...seen].map((key) => {
    const file = manifest[key]?.file ?? key;
    return { file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length };
  });
  return { files, totalBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'web', 'dist');
  const { files, totalBytes } = measureLoginBundle(dist);
  console.table(files.map((f) => ({ file: f.file, gzipKB: (f.gzipBytes / 1024).toFixed(1) })));
  console.log(`Sign-in page initial JS: ${(totalBytes / 1024).toFixed(1)} KB gzipped (limit 250 KB)`);
  if (totalBytes > LOGIN_JS_LIMIT_BYTES) process.exitCode = 1;
}
