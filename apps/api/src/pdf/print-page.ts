// The page every Thai print of a module is: an HTML document in Thai (or the table's language) whose style
// sheet starts with the inlined Sarabun font, then the print's own rules.
import { html, unsafeRaw, type SafeHtml } from './html.ts';
import { getSarabunFontFaceCss } from './sarabun-font.ts';

/** The whole HTML document of a print: `css` after the Sarabun font faces, `body` as the page. */
export function printPage(css: string, body: SafeHtml, lang = 'th'): string {
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <style>
          ${unsafeRaw(getSarabunFontFaceCss() + css)}
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html>`.value;
}
