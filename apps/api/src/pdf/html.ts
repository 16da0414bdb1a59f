// Safe HTML building for print templates: a tagged template that escapes every interpolated value unless it is
// already markup made by this helper, so a customer named "<b>" prints as text and can never inject markup.

const SAFE = Symbol('safe-html');

export interface SafeHtml {
  readonly [SAFE]: true;
  readonly value: string;
}

export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Marks a string as trusted markup (only for markup this code generates, e.g. inlined CSS or a QR code SVG). */
export function unsafeRaw(markup: string): SafeHtml {
  return { [SAFE]: true, value: markup };
}

function isSafeHtml(value: unknown): value is SafeHtml {
  return typeof value === 'object' && value !== null && SAFE in value;
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (typeof value === 'string') return escapeHtml(value);
  if (typeof value === 'number') return escapeHtml(String(value));
  if (isSafeHtml(value)) return value.value;
  return value.map(render).join('');
}

/** html`<p>${name}</p>`: interpolations are escaped; null, undefined and false print nothing; arrays concatenate. */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return unsafeRaw(out);
}

// Numbers written with dashes (bank accounts 123-4-56789-0, phones 02-123-4567, tax ids): a line may not break
// at their dashes, or a reader copies half an account number.
const DASHED_NUMBER = /\d+(?:-\d+)+/g;

/** Escapes a line of text and keeps dashed numbers whole. */
function keepDashedNumbersWhole(line: string): string {
  return escapeHtml(line).replace(
    DASHED_NUMBER,
    (token) => `<span style="white-space:nowrap">${token}</span>`,
  );
}

/** Text with its line breaks kept (addresses, remarks): each line escaped, joined with <br>. */
export function multiline(text: string | undefined): SafeHtml {
  if (!text) return unsafeRaw('');
  return unsafeRaw(text.replace(/\r\n?/g, '\n').split('\n').map(keepDashedNumbersWhole).join('<br>'));
}
