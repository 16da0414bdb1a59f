// Output tax report (/{orgId}/accounting/output-tax-report, also Reports → salestax): per tax month the RD
// layout — line, date, number, buyer, tax id, branch, value, VAT — with credit notes negative, cancelled
// documents kept at zero, the grand total, and CSV / Excel / PDF downloads.
import { Text } from '@mantine/core';
import { formatMoneyText } from '../../../lib/format';
import { useOutputTax } from '../api/tax-filings';
import { useTaxText } from '../i18n/use-tax-text';
import { ETaxButtons } from './parts';
import { VatReportPage } from './vat-report-page';

export function OutputTaxPage() {
  const { text } = useTaxText();
  return (
    <VatReportPage
      report="output-tax"
      useReport={useOutputTax}
      title={text('output.title')}
      subtitle={text('output.subtitle')}
      empty={text('output.empty')}
      counterpartyHeader={text('output.buyer')}
      numberHeader={text('output.number')}
      testId="output"
      extra={[
        {
          header: text('output.etax'),
          cell: (row) =>
            row.voided ? null : <ETaxButtons documentId={row.documentId} number={row.number} />,
        },
      ]}
      footnote={(data) =>
        data.exemptSalesWithoutTaxInvoice !== '0.00' ? (
          <Text p="md" size="sm" c="dimmed">
            {text('output.exemptOutside', { amount: formatMoneyText(data.exemptSalesWithoutTaxInvoice) })}
          </Text>
        ) : null
      }
    />
  );
}
