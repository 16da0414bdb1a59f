// The Thai print font: Sarabun (from @fontsource/sarabun) as @font-face rules with the woff2 files inlined as
// data: URLs, so a printed document never depends on the fonts installed on the machine that renders it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The font-family name the print templates use. */
export const PRINT_FONT_FAMILY = 'Sarabun';

// Thai for the text, latin for digits and punctuation, latin-ext for names like "Nguyễn" or "Müller".
const SUBSETS = ['thai', 'latin', 'latin-ext'] as const;
const WEIGHTS = [400, 700] as const;

let cachedCss: string | undefined;

/**
 * The @font-face rules for Sarabun 400 and 700 (normal style), one rule per unicode subset, each with its woff2
 * file inlined. The unicode-range of every subset is taken from the package's own CSS (400.css, 700.css) so that it stays in
 * step with the files. Read from disk once per process and cached (about 90 KB of CSS).
 */
export function getSarabunFontFaceCss(): string {
  if (cachedCss === undefined) cachedCss = buildFontFaceCss();
  return cachedCss;
}

function buildFontFaceCss(): string {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('@fontsource/sarabun/package.json'));
  const rules: string[] = [];
  for (const weight of WEIGHTS) {
    // <weight>.css holds the normal-style rules of that weight for every subset.
    const weightCss = readFileSync(join(packageDir, `${weight}.css`), 'utf8');
    for (const subset of SUBSETS) {
      const fileName = `sarabun-${subset}-${weight}-normal.woff2`;
      const unicodeRange = findUnicodeRange(weightCss, `sarabun-${subset}-${weight}-normal`);
      const base64 = readFileSync(join(packageDir, 'files', fileName)).toString('base64');
      rules.push(
        `@font-face{font-family:'${PRINT_FONT_FAMILY}';font-style:normal;font-weight:${weight};` +
          `font-display:block;src:url(data:font/woff2;base64,${base64}) format('woff2');` +
          `unicode-range:${unicodeRange};}`,
      );
    }
  }
  return rules.join('\n');
}

/** The unicode-range of the block a fontsource CSS file opens with the comment `/* <blockName> *\/`. */
function findUnicodeRange(css: string, blockName: string): string {
  const start = css.indexOf(`/* ${blockName} */`);
  if (start < 0) throw new Error(`@fontsource/sarabun CSS has no block ${blockName}`);
  const match = /unicode-range:\s*([^;]+);/.exec(css.slice(start));
  if (match?.[1] === undefined)
    throw new Error(`@fontsource/sarabun block ${blockName} has no unicode-range`);
  return match[1].trim();
}
