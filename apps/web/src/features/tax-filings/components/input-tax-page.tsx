// Input tax report (/{orgId}/accounting/input-tax-report, also Reports → purchasevat): per claim month the RD
// layout — line, supplier's tax invoice date and number, seller, tax id, branch, value, VAT — with our receiving
// inventory / expense number and a late-claim mark, the grand total, and CSV / Excel / PDF downloads.
import { Badge } from '@mantine/core';
import { useInputTax } from '../api/input-vat';
import { useTaxText } from '../i18n/use-tax-text';
import { VatReportPage } from './vat-report-page';

export function InputTaxPage() {
  const { text } = useTaxText();
  return (
    <VatReportPage
      report="input-tax"
      useReport={useInputTax}
      title={text('input.report.title')}
      subtitle={text('input.report.subtitle')}
      empty={text('input.report.empty')}
      counterpartyHeader={text('input.report.seller')}
      numberHeader={text('input.report.number')}
      testId="input"
      extra={[
        { header: text('input.report.document'), cell: (row) => row.documentNumber },
        {
          header: text('input.report.late'),
          cell: (row) =>
            row.late ? (
              <Badge color="orange" variant="light">
                {text('input.report.late')}
              </Badge>
            ) : null,
        },
      ]}
    />
  );
}
