/// <reference types="node" />
// Enforces that @banchee/domain stays pure beyond what eslint.config.js checks: no runtime dependencies in
// package.json, and source files import only other files of this package (relative paths).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const packageRoot = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('domain purity', () => {
  it('package.json declares no runtime dependencies', () => {
    const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'bundledDependencies']) {
      const value = manifest[field];
      expect(value === undefined || Object.keys(value as object).length === 0, field).toBe(true);
    }
  });

  it('source files import nothing but relative files, and use no clock, randomness, network or env', () => {
    const files = sourceFiles(join(packageRoot, 'src'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]/g)].map(
        (m) => m[1],
      );
      for (const specifier of specifiers) expect(specifier, `${file}: ${specifier}`).toMatch(/^\.\.?\//);
      expect(text, file).not.toMatch(
        /\bimport\s*\(|\brequire\s*\(|Date\.now|Math\.random|\bfetch\s*\(|process\./,
      );
      expect(text, file).not.toMatch(/new Date\(\)/);
    }
  });
});
