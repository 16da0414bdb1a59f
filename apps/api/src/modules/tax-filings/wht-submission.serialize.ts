// The WHT submission on the wire: money as two-place decimal strings, the month as yyyy-mm.
import type { WhtSubmission } from '@banchee/contracts';
import { rdUploadFileName, toMoneyString } from '@banchee/domain';
import { monthText } from './tax-filings.service.ts';
import { obligationJson } from './tax-filings.serialize.ts';
import { conditionOf, type WhtSubmissionData } from './wht-submission.service.ts';

const s = toMoneyString;

export function whtSubmissionJson(d: WhtSubmissionData): WhtSubmission {
  return {
    form: d.form,
    month: monthText(d.month),
    source: d.form === 'PND1' ? 'PAYROLL' : 'CERTIFICATES',
    rows: d.rows.map((r, i) => ({
      line: i + 1,
      certificateId: r.certificateId,
      certificateNumber: r.certificateNumber,
      paidOn: r.rd.paidOn,
      taxId: r.rd.taxId,
      branch: r.rd.branch ?? '',
      payeeName: r.payeeName,
      incomeDescription: r.rd.incomeDescription ?? '',
      rate: r.rd.rate ?? '',
      income: s(r.rd.income),
      wht: s(r.rd.wht),
      condition: conditionOf(r.rd),
    })),
    totals: { count: d.totals.count, income: s(d.totals.income), wht: s(d.totals.wht) },
    ...(d.ledger === undefined
      ? {}
      : {
          ledger: s(d.ledger),
          reconciles: d.ledger === d.totals.wht,
          difference: s(d.totals.wht - d.ledger),
        }),
    ...(d.fileProblem ? { fileProblem: d.fileProblem } : {}),
    ...(d.obligation
      ? { obligation: obligationJson({ ...d.obligation, organizationName: d.operator.name }) }
      : {}),
    ...(d.form === 'PND1' ? {} : { fileName: rdUploadFileName(d.form, d.month.year, d.month.month) }),
  };
}
