// The manual journal voucher form as plain data: lines of account + debit or credit, live totals, the balance
// check (debits must equal credits, through @banchee/domain's isBalanced) and the request the API takes. A
// blank line (no account, no amount) is ignored, so the form can keep spare rows. Amounts are decimal strings
// the user typed ("1,250.50" is fine) turned into bigint satang; never floats.
import type { CreateJournalRequest } from '@banchee/contracts';
import { isBalanced, journalTotals, toMoneyString, type JournalLine, type Money } from '@banchee/domain';

export interface JournalFormLine {
  /** Stable React key; not sent. */
  readonly key: string;
  readonly accountCode: string;
  readonly debit: string;
  readonly credit: string;
  readonly description: string;
  /** The project the line counts towards (decision 0155); empty for none. */
  readonly projectId?: string;
}

export interface JournalFormValues {
  readonly date: string;
  readonly description: string;
  readonly lines: readonly JournalFormLine[];
}

export type LineErrorKey = 'accountRequired' | 'amountRequired' | 'bothSides' | 'badAmount' | 'negative';
export type FormErrorKey = 'tooFewLines' | 'unbalanced' | 'descriptionRequired' | 'dateRequired';

export interface JournalFormErrors {
  /** Keyed "lines.{index}.accountCode" / "lines.{index}.debit" / "lines.{index}.credit", "date", "description". */
  readonly fields: Readonly<Record<string, LineErrorKey | FormErrorKey>>;
  /** A message about the entry as a whole, with its figures. */
  readonly entry?: { key: FormErrorKey; debit?: string; credit?: string };
}

let keySequence = 0;
export function blankLine(partial: Partial<Omit<JournalFormLine, 'key'>> = {}): JournalFormLine {
  keySequence += 1;
  return { key: `l${keySequence}`, accountCode: '', debit: '', credit: '', description: '', ...partial };
}

const AMOUNT = /^\d{1,14}(\.\d{1,2})?$/;

type Parsed = { ok: true; value: Money } | { ok: false; error: 'badAmount' | 'negative' };

/** "1,250.5" → 125050n; "" → 0n. At most two decimals: a journal line is in satang. */
export function parseAmountInput(text: string): Parsed {
  const cleaned = text.replace(/[,\s]/g, '');
  if (cleaned === '') return { ok: true, value: 0n };
  if (cleaned.startsWith('-')) return { ok: false, error: 'negative' };
  if (!AMOUNT.test(cleaned)) return { ok: false, error: 'badAmount' };
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return { ok: true, value: BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0')) };
}

function isBlank(line: JournalFormLine): boolean {
  return line.accountCode.trim() === '' && line.debit.trim() === '' && line.credit.trim() === '';
}

/** The amounts of a line, unreadable ones counted as zero (the line shows its own error). */
function amountsOf(line: JournalFormLine): { debit: Money; credit: Money } {
  const debit = parseAmountInput(line.debit);
  const credit = parseAmountInput(line.credit);
  return { debit: debit.ok ? debit.value : 0n, credit: credit.ok ? credit.value : 0n };
}

export interface JournalFormTotals {
  readonly debit: Money;
  readonly credit: Money;
  /** debit − credit: positive when debits are ahead. */
  readonly difference: Money;
  readonly balanced: boolean;
}

/** Live totals for the footer; `balanced` needs at least one amount and debits equal to credits. */
export function journalFormTotals(lines: readonly JournalFormLine[]): JournalFormTotals {
  const journalLines: JournalLine[] = lines
    .filter((line) => !isBlank(line))
    .map((line) => ({ accountCode: line.accountCode, ...amountsOf(line) }));
  const { debit, credit } = journalTotals(journalLines);
  return {
    debit,
    credit,
    difference: debit - credit,
    balanced: debit > 0n && isBalanced(journalLines),
  };
}

/**
 * A new line that balances the entry: the difference on the side that is short (debits ahead → a credit).
 * An already balanced entry gets an empty line.
 */
export function balancingLine(lines: readonly JournalFormLine[]): JournalFormLine {
  const { difference } = journalFormTotals(lines);
  if (difference > 0n) return blankLine({ credit: toMoneyString(difference) });
  if (difference < 0n) return blankLine({ debit: toMoneyString(-difference) });
  return blankLine();
}

export type JournalFormResult =
  | { ok: true; request: Omit<CreateJournalRequest, 'organizationId'> }
  | { ok: false; errors: JournalFormErrors };

type LineRequest = CreateJournalRequest['lines'][number];

export type JournalLinesResult =
  | { ok: true; lines: LineRequest[] }
  | { ok: false; fields: Record<string, LineErrorKey | FormErrorKey>; entry?: JournalFormErrors['entry'] };

/**
 * The checks the API makes on the lines (shared by the JV form and the opening balances): each used line has
 * an account and one positive amount, at least two lines, debits equal to credits. Blank lines are skipped.
 */
export function validateJournalLines(lines: readonly JournalFormLine[]): JournalLinesResult {
  const fields: Record<string, LineErrorKey | FormErrorKey> = {};
  const used: { index: number; line: JournalFormLine; debit: Money; credit: Money }[] = [];
  lines.forEach((line, index) => {
    if (isBlank(line)) return;
    const debit = parseAmountInput(line.debit);
    const credit = parseAmountInput(line.credit);
    if (!debit.ok) fields[`lines.${index}.debit`] = debit.error;
    if (!credit.ok) fields[`lines.${index}.credit`] = credit.error;
    if (line.accountCode.trim() === '') fields[`lines.${index}.accountCode`] = 'accountRequired';
    if (!debit.ok || !credit.ok) return;
    if (debit.value !== 0n && credit.value !== 0n) fields[`lines.${index}.credit`] = 'bothSides';
    else if (debit.value === 0n && credit.value === 0n) fields[`lines.${index}.debit`] = 'amountRequired';
    used.push({ index, line, debit: debit.value, credit: credit.value });
  });

  let entry: JournalFormErrors['entry'];
  if (Object.keys(fields).length === 0) {
    const journalLines = used.map(({ line, debit, credit }) => ({
      accountCode: line.accountCode,
      debit,
      credit,
    }));
    if (journalLines.length < 2) entry = { key: 'tooFewLines' };
    else if (!isBalanced(journalLines)) {
      const totals = journalTotals(journalLines);
      entry = { key: 'unbalanced', debit: toMoneyString(totals.debit), credit: toMoneyString(totals.credit) };
    }
  }
  if (Object.keys(fields).length > 0 || entry) return { ok: false, fields, entry };
  return {
    ok: true,
    lines: used.map(({ line, debit, credit }) => ({
      accountCode: line.accountCode.trim(),
      debit: toMoneyString(debit),
      credit: toMoneyString(credit),
      ...(line.description.trim() ? { description: line.description.trim() } : {}),
      ...(line.projectId ? { projectId: line.projectId } : {}),
    })),
  };
}

/** Every check the API makes on the entry's shape, so an unbalanced entry is refused before it is sent. */
export function validateJournalForm(values: JournalFormValues): JournalFormResult {
  const fields: Record<string, LineErrorKey | FormErrorKey> = {};
  if (values.date.trim() === '') fields.date = 'dateRequired';
  if (values.description.trim() === '') fields.description = 'descriptionRequired';
  const lines = validateJournalLines(values.lines);
  if (!lines.ok || Object.keys(fields).length > 0) {
    return {
      ok: false,
      errors: lines.ok ? { fields } : { fields: { ...fields, ...lines.fields }, entry: lines.entry },
    };
  }
  return {
    ok: true,
    request: { date: values.date, description: values.description.trim(), lines: lines.lines },
  };
}

/**
 * The server names a failed line field as "lines.{i}.accountCode" counting only the lines it was sent; map it
 * back to the form's index (blank lines were skipped).
 */
export function formPathOfServerPath(values: JournalFormValues, serverPath: string): string {
  const match = /^lines\.(\d+)(\..+)?$/.exec(serverPath);
  if (!match) return serverPath;
  const sentIndexes = values.lines.flatMap((line, index) => (isBlank(line) ? [] : [index]));
  const formIndex = sentIndexes[Number(match[1])];
  return formIndex === undefined ? serverPath : `lines.${formIndex}${match[2] ?? ''}`;
}
