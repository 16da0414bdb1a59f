// The desk's tax-invoice checks of the month (decision 0178): purchase tax invoices whose input VAT does not
// count until fixed or marked not claimable, and sales tax invoices lacking an s.86/4 particular.
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTaxInvoiceChecks } from '../api/input-vat';
import { useTaxText } from '../i18n/use-tax-text';

export function TaxInvoiceChecksCard({ orgId, month }: { orgId: string; month: string }) {
  const { text } = useTaxText();
  const checks = useTaxInvoiceChecks(orgId, month);
  const data = checks.data;
  if (!data) return null;
  if (data.purchases.length === 0 && data.sales.length === 0) {
    return (
      <Alert
        color="teal"
        icon={<IconCircleCheck />}
        title={text('input.checks.title')}
        data-testid="checks-ok"
      >
        {text('input.checks.none')}
      </Alert>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title={text('input.checks.title')} data-testid="checks">
      <Stack gap="xs">
        {data.purchases.length > 0 ? (
          <div>
            <Text size="sm">{text('input.checks.blocked', { count: data.purchases.length })}</Text>
            <List size="sm">
              {data.purchases.map((p) => (
                <List.Item key={p.documentId} data-testid={`check-${p.number}`}>
                  {p.number} · {p.supplierName}:{' '}
                  {p.problems.map((code) => text(`input.manage.problems.${code}`)).join(', ')}
                </List.Item>
              ))}
            </List>
            <Anchor component={Link} to={`/${orgId}/accounting/manage-purchase-vat?month=${month}`} size="sm">
              {text('input.checks.manage')}
            </Anchor>
          </div>
        ) : null}
        {data.sales.length > 0 ? (
          <div>
            <Text size="sm">{text('input.checks.sales', { count: data.sales.length })}</Text>
            <List size="sm">
              {data.sales.map((s) => (
                <List.Item key={s.documentId} data-testid={`check-${s.number}`}>
                  {s.number}: {s.missing.map((path) => text(`input.checks.missing.${path}`)).join(', ')}
                </List.Item>
              ))}
            </List>
          </div>
        ) : null}
      </Stack>
    </Alert>
  );
}
