// A business report on the wire (Money as two-place decimal strings, empty cells left out) and as one table for
// the CSV, XLSX and PDF (report-export.ts): the caption row and title in the asked language, kinds and statuses
// translated, a total row last.
import type { BusinessReport } from '@banchee/contracts';
import { formatDateDMY, toMoneyString } from '@banchee/domain';
import type { ReportTable } from '../reports/index.ts';
import {
  caption,
  formText,
  kindText,
  moveTypeText,
  statusText,
  TITLES,
  word,
  type Lang,
} from './business-reports.captions.ts';
import type { BusinessReportData, Cell } from './business-reports.service.ts';

function wire(value: Cell | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'bigint') return toMoneyString(value);
  return String(value);
}

function wireRecord(cells: Readonly<Record<string, Cell | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(cells)) {
    const text = wire(value);
    if (text !== undefined && text !== '') out[key] = text;
  }
  return out;
}

export function businessReportJson(data: BusinessReportData): BusinessReport {
  return {
    report: data.report,
    from: data.from,
    to: data.to,
    columns: data.columns.map((c) => ({ key: c.key, type: c.type })),
    rows: data.rows.map((row) => ({
      cells: wireRecord(row.cells),
      ...(row.drill ? { drill: row.drill } : {}),
    })),
    rowCount: data.rowCount,
    totals: wireRecord(data.totals),
    ...(data.chart
      ? {
          chart: {
            kind: data.chart.kind,
            points: data.chart.points.map((p) => ({ label: p.label, value: toMoneyString(p.value) })),
          },
        }
      : {}),
    ...(data.reconciliation
      ? {
          reconciliation: {
            accounts: data.reconciliation.accounts,
            report: toMoneyString(data.reconciliation.report),
            ledger: toMoneyString(data.reconciliation.ledger),
            reconciles: data.reconciliation.reconciles,
            ...(data.reconciliation.byAccount
              ? {
                  byAccount: data.reconciliation.byAccount.map((a) => ({
                    account: a.account,
                    report: toMoneyString(a.report),
                    ledger: toMoneyString(a.ledger),
                    reconciles: a.reconciles,
                  })),
                }
              : {}),
            ...(data.reconciliation.items
              ? {
                  items: data.reconciliation.items.map((i) => ({
                    item: i.item,
                    count: i.count,
                    amount: toMoneyString(i.amount),
                  })),
                }
              : {}),
          },
        }
      : {}),
  };
}

/** A cell as printed: kinds and statuses in the language, an unnamed group or project named. */
function printed(key: string, value: Cell, lang: Lang, report: BusinessReportData['report']): Cell {
  if (typeof value === 'string' && key === 'kind') return kindText(value, lang);
  if (typeof value === 'string' && key === 'status') return statusText(value, lang);
  if (typeof value === 'string' && key === 'form') return formText(value, lang);
  if (typeof value === 'string' && key === 'moveType') return moveTypeText(value, lang);
  if (value === null && key === 'name') return word(report === 'projects' ? 'noProject' : 'noName', lang);
  return value;
}

export function businessReportTable(data: BusinessReportData, lang: Lang): ReportTable {
  const keys = data.columns.map((c) => c.key);
  const rows = data.rows.map((row) =>
    keys.map((key) => printed(key, row.cells[key] ?? null, lang, data.report)),
  );
  const totalRow = keys.map((key, index): Cell => {
    if (index === 0) return word('total', lang);
    const total = data.totals[key];
    return total === undefined ? null : total;
  });
  const dmy = (date: string) => formatDateDMY(date, { era: lang === 'th' ? 'BE' : 'CE', separator: '/' });
  const [th, en] = TITLES[data.report];
  return {
    titleTh: th,
    titleEn: en,
    period:
      data.report === 'receivables' || data.report === 'inventory'
        ? `${word('asOf', lang)} ${dmy(data.to)}`
        : `${word('period', lang)} ${dmy(data.from)} – ${dmy(data.to)}`,
    header: keys,
    captions: keys.map((key) => caption(key, lang)),
    dateColumns: data.columns.flatMap((c, index) => (c.type === 'date' ? [index] : [])),
    lang,
    landscape: data.columns.length > 6,
    rows: [...rows, totalRow],
    totalRows: [rows.length],
  };
}
