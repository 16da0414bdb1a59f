// The books check of one tax month (decision 0238): the output and input tax reports beside the month's 27111 /
// 11610 movements, the PP30 worksheet's own reconciliation, the desk's PP30 beside the worksheet's box 11, and the
// PND3 / PND53 attachments beside 27230 / 27240.
import { ACCOUNTS, sumMoney, toMoneyString, type Money } from '@banchee/domain';
import { finding, m, monthEnd, type BooksFinding, type Reader } from './books-read.ts';

interface Pp30 {
  boxes: Record<`box${number}`, string>;
  ledger: { outputVat: string; inputVat: string };
  filing?: { amount: string; closeEntryId?: string };
  /** An earlier month whose VAT is still open (decision 0225): its balances are in this month's ledger figures. */
  earlierOpenMonth?: string;
}
interface VatReport {
  totals: { vat: string };
}
interface GeneralLedger {
  lines: { entryId: string; debit: string; credit: string }[];
  pagination: { totalPages: number };
}

/** The month's movement of an account (debit positive), the VAT close entry of the month left out. */
async function movementOf(r: Reader, code: string, month: string, closeEntryId?: string): Promise<Money> {
  const lines: GeneralLedger['lines'] = [];
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const gl = await r.get<GeneralLedger>(
      `/reports/general-ledger/organization/${r.org}?accountCode=${code}&from=${month}-01&to=${monthEnd(month)}&limit=5000&page=${page}`,
    );
    pages = gl.pagination.totalPages;
    lines.push(...gl.lines);
  }
  return sumMoney(lines.filter((l) => l.entryId !== closeEntryId).map((l) => m(l.debit) - m(l.credit)));
}

async function outputTax(r: Reader, month: string, pp30: Pp30): Promise<BooksFinding[]> {
  const report = await r.get<VatReport>(`/tax-filings/output-tax/organization/${r.org}?month=${month}`);
  const ledger = -(await movementOf(r, ACCOUNTS.outputVat, month, pp30.filing?.closeEntryId));
  return finding(
    'outputTax',
    `${month} output tax report vs ${ACCOUNTS.outputVat} credits of the month`,
    m(report.totals.vat),
    ledger,
  );
}

interface PurchaseVatList {
  invoices: { state: string; vat: string; dueDate?: string }[];
}

/**
 * The input VAT of the month's bills whose tax invoice fails a check (BLOCKED on the manage-purchase-VAT list):
 * in 11610 since the bill, in no report until fixed or marked not claimable — the listed reconciling item of the
 * input tax report and of PP30 box 7 (decision 0177).
 */
async function blockedInputVat(r: Reader, month: string): Promise<Money> {
  const list = await r.get<PurchaseVatList>(`/tax-filings/purchase-vat/organization/${r.org}?month=${month}`);
  return sumMoney(
    list.invoices
      .filter((inv) => inv.state === 'BLOCKED' && inv.dueDate?.slice(0, 7) === month)
      .map((inv) => m(inv.vat)),
  );
}

async function inputTax(r: Reader, month: string, pp30: Pp30, blocked: Money): Promise<BooksFinding[]> {
  const report = await r.get<VatReport>(`/tax-filings/input-tax/organization/${r.org}?month=${month}`);
  const ledger = await movementOf(r, ACCOUNTS.inputVat, month, pp30.filing?.closeEntryId);
  return finding(
    'inputTax',
    `${month} input tax report + blocked ${toMoneyString(blocked)} vs ${ACCOUNTS.inputVat} debits of the month`,
    m(report.totals.vat) + blocked,
    ledger,
  );
}

/** The worksheet's own reconciliation: box 5 vs 27111 and box 7 (+ the blocked input VAT) vs 11610. */
function pp30Worksheet(month: string, pp30: Pp30, blocked: Money): BooksFinding[] {
  // The worksheet reads 27111 / 11610 as the month's close would find them: while an earlier month is open its
  // VAT is still there, the month cannot close (0225) and the worksheet says so; the month's own movements are
  // the outputTax / inputTax checks.
  if (pp30.earlierOpenMonth) return [];
  const box = (key: string) => m(pp30.boxes[`box${Number(key)}`] ?? '0');
  return [
    ...finding('pp30Worksheet', `${month} PP30 box 5 vs 27111`, box('5'), m(pp30.ledger.outputVat)),
    ...finding(
      'pp30Worksheet',
      `${month} PP30 box 7 + blocked ${toMoneyString(blocked)} vs 11610`,
      box('7') + blocked,
      m(pp30.ledger.inputVat),
    ),
  ];
}

interface Desk {
  obligations: { form: string; amount: string }[];
}

/** The desk's PP30 amount beside the worksheet's box 11 (the VAT the return pays). */
async function pp30Desk(r: Reader, month: string, pp30: Pp30): Promise<BooksFinding[]> {
  const desk = await r.get<Desk>(`/tax-filings/desk/organization/${r.org}?month=${month}`);
  const amount = desk.obligations.find((o) => o.form === 'PP30')?.amount ?? '0';
  return finding('pp30Desk', `${month} PP30 desk vs worksheet box 11`, m(amount), m(pp30.boxes.box11 ?? '0'));
}

interface WhtSubmission {
  totals: { wht: string };
  ledger?: string;
}

async function whtAttachments(r: Reader, month: string): Promise<BooksFinding[]> {
  const found: BooksFinding[] = [];
  for (const form of ['PND3', 'PND53'] as const) {
    const s = await r.get<WhtSubmission>(
      `/tax-filings/wht/organization/${r.org}?month=${month}&form=${form}`,
    );
    if (s.ledger === undefined) continue;
    const account = form === 'PND3' ? '27230' : '27240';
    found.push(
      ...finding('whtAttachments', `${month} ${form} attachment vs ${account}`, m(s.totals.wht), m(s.ledger)),
    );
  }
  return found;
}

/** Every reconciliation of `month` that does not hold. */
export async function monthFindings(r: Reader, month: string): Promise<BooksFinding[]> {
  const pp30 = await r.get<Pp30>(`/tax-filings/pp30/organization/${r.org}?month=${month}`);
  const blocked = await blockedInputVat(r, month);
  return [
    ...(await outputTax(r, month, pp30)),
    ...(await inputTax(r, month, pp30, blocked)),
    ...pp30Worksheet(month, pp30, blocked),
    ...(await pp30Desk(r, month, pp30)),
    ...(await whtAttachments(r, month)),
  ];
}
