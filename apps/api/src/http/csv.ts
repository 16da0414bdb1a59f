// CSV for every export (reports, journals): RFC 4180 with CRLF line ends and a UTF-8 byte-order mark (Excel
// opens Thai correctly with it), and formula injection neutralised: a text cell a spreadsheet would run as a
// formula (it starts with = + - @, a tab or a carriage return) gets a leading apostrophe, so a contact named
// "=HYPERLINK(…)" is shown as text. Numbers the app wrote itself ("-500.00") stay numbers.

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** The text, prefixed with an apostrophe when a spreadsheet would read it as a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A text cell: neutralised, then quoted when it holds a comma, quote or line break. */
export function csvText(text: string): string {
  return quoted(neutraliseFormula(text));
}

/** A number cell ("-500.00", "42"): kept as a number; anything else is treated as text. */
export function csvNumber(text: string): string {
  return PLAIN_NUMBER.test(text) ? text : csvText(text);
}

/** The file: rows of encoded cells (csvText / csvNumber) joined with commas and CRLF, after a BOM. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}
