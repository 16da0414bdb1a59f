// The desk's input VAT past its claim window (decision 0227): purchase tax invoices never claimed whose window
// has ended, each with the "not claimable" write-off (Dr 53074 · Cr 11610) of manage purchase VAT.
import type { ExpiredInputVat } from '@banchee/contracts';
import { Alert, Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePreferences } from '../../../lib/preferences';
import { useChoosePurchaseVat } from '../api/input-vat';
import { useTaxText } from '../i18n/use-tax-text';
import { monthLabel } from '../model/months';
import { MoneyTd } from './parts';

export function ExpiredInputVatCard(props: {
  orgId: string;
  month: string;
  invoices: readonly ExpiredInputVat[];
}) {
  const { orgId, month, invoices } = props;
  const { text, language, errorOf } = useTaxText();
  const { era } = usePreferences();
  const choose = useChoosePurchaseVat(orgId);
  if (invoices.length === 0) return null;
  return (
    <Alert color="orange" title={text('desk.expiredTitle')} data-testid="expired-input-vat">
      <Stack gap="xs">
        <Text size="sm">{text('desk.expiredBody')}</Text>
        <Table fz="sm">
          <Table.Tbody>
            {invoices.map((inv) => (
              <Table.Tr key={`${inv.documentId}-${inv.part}`} data-testid={`expired-${inv.number}`}>
                <Table.Td>
                  {inv.number} · {inv.supplierName}
                  {inv.taxInvoiceNumber ? ` · ${inv.taxInvoiceNumber}` : ''}
                </Table.Td>
                <Table.Td>
                  {text('desk.expiredLast')} {monthLabel(inv.lastClaimMonth, language, era)}
                </Table.Td>
                <MoneyTd value={inv.vat} />
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="light"
                    color="orange"
                    loading={
                      choose.isPending &&
                      choose.variables.documentId === inv.documentId &&
                      choose.variables.part === inv.part
                    }
                    onClick={() =>
                      choose.mutate({ documentId: inv.documentId, part: inv.part, action: 'NOT_CLAIMABLE' })
                    }
                    data-testid={`write-off-${inv.number}`}
                  >
                    {text('desk.writeOff')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {choose.error ? (
          <Text size="sm" c="red" data-testid="write-off-error">
            {errorOf(choose.error)}
          </Text>
        ) : null}
        <Anchor component={Link} to={`/${orgId}/accounting/manage-purchase-vat?month=${month}`} size="sm">
          {text('desk.managePurchaseVat')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
