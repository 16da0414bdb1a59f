// Foreign input tax report (/{orgId}/accounting/foreign-input-tax-report; decision 0178): per month the VAT
// self-assessed on services bought from abroad (PP36) with its total and due date, and the month's expenses
// without Thai VAT that can be marked as such (the server posts Dr 11611 · Cr 27113 at 7%) or undone.
import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { Loading } from '../../../components/full-page-loading';
import { ApiError } from '../../../lib/api';
import { apiErrorMessage } from '../../../lib/api-errors/api-errors';
import { formatMoneyText, useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { useForeignInputTax, useMarkForeignService } from '../api/input-vat';
import { useTaxText } from '../i18n/use-tax-text';
import { MoneyTd, MonthSelect, useTaxMonth } from './parts';

export function ForeignInputTaxPage() {
  const orgId = useOrgId();
  const { text, errorOf } = useTaxText();
  const { date } = useFormatters();
  const [month, setMonth] = useTaxMonth();
  const report = useForeignInputTax(orgId, month);
  const mark = useMarkForeignService(orgId);
  const data = report.data;
  const run = (documentId: string, foreign: boolean) =>
    mark.mutate(
      { documentId, foreign },
      {
        onError: (error) =>
          notify.error(
            (error instanceof ApiError ? apiErrorMessage(error.code) : undefined) ?? errorOf(error),
          ),
      },
    );
  const head = (
    <Table.Tr>
      <Table.Th>{text('common.date')}</Table.Th>
      <Table.Th>{text('input.foreign.document')}</Table.Th>
      <Table.Th>{text('input.foreign.supplier')}</Table.Th>
      <Table.Th ta="right">{text('input.foreign.base')}</Table.Th>
      <Table.Th ta="right">{text('input.foreign.vat')}</Table.Th>
      <Table.Th />
    </Table.Tr>
  );
  return (
    <>
      <PageHeader title={text('input.foreign.title')} subtitle={text('input.foreign.subtitle')} />
      <Stack>
        <Group align="flex-end">
          <MonthSelect value={month} onChange={setMonth} />
          {data ? (
            <Text fw={600} data-testid="pp36-amount">
              {text('input.foreign.pp36', {
                amount: formatMoneyText(data.totals.vat),
                date: date(data.dueDate),
              })}
            </Text>
          ) : null}
        </Group>
        {report.isPending ? <Loading /> : null}
        {data ? (
          <>
            <Card withBorder radius="md" padding={0}>
              <Title order={5} p="md">
                {text('input.foreign.marked')}
              </Title>
              {data.rows.length === 0 ? (
                <Text px="md" pb="md" c="dimmed">
                  {text('input.foreign.none')}
                </Text>
              ) : (
                <Table fz="sm" data-testid="foreign-rows">
                  <Table.Thead bg="gray.0">{head}</Table.Thead>
                  <Table.Tbody>
                    {data.rows.map((row) => (
                      <Table.Tr key={row.documentId}>
                        <Table.Td>{date(row.date)}</Table.Td>
                        <Table.Td>{row.number}</Table.Td>
                        <Table.Td>{row.supplierName}</Table.Td>
                        <MoneyTd value={row.base} />
                        <MoneyTd value={row.vat} />
                        <Table.Td>
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            disabled={mark.isPending}
                            onClick={() => run(row.documentId, false)}
                          >
                            {text('input.foreign.unmark')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr fw={700}>
                      <Table.Td colSpan={3}>{text('output.grandTotal')}</Table.Td>
                      <MoneyTd value={data.totals.base} />
                      <MoneyTd value={data.totals.vat} />
                      <Table.Td />
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
              )}
            </Card>
            <Card withBorder radius="md" padding={0}>
              <Title order={5} p="md">
                {text('input.foreign.candidates')}
              </Title>
              {data.candidates.length === 0 ? (
                <Text px="md" pb="md" c="dimmed">
                  {text('input.foreign.noCandidates')}
                </Text>
              ) : (
                <Table fz="sm" data-testid="foreign-candidates">
                  <Table.Thead bg="gray.0">{head}</Table.Thead>
                  <Table.Tbody>
                    {data.candidates.map((row) => (
                      <Table.Tr key={row.documentId}>
                        <Table.Td>{date(row.date)}</Table.Td>
                        <Table.Td>{row.number}</Table.Td>
                        <Table.Td>{row.supplierName}</Table.Td>
                        <MoneyTd value={row.base} />
                        <Table.Td />
                        <Table.Td>
                          <Button
                            size="compact-xs"
                            disabled={mark.isPending}
                            onClick={() => run(row.documentId, true)}
                          >
                            {text('input.foreign.mark')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Card>
            <Alert color="gray">{text('input.foreign.onDesk')}</Alert>
          </>
        ) : null}
      </Stack>
    </>
  );
}

/** The desk's PP36 line: the month's self-assessed VAT and its due date, linking to the report. */
export function Pp36DeskLine({ orgId, month }: { orgId: string; month: string }) {
  const { text } = useTaxText();
  const { date } = useFormatters();
  const data = useForeignInputTax(orgId, month).data;
  if (!data || data.rows.length === 0) return null;
  return (
    <Anchor
      component={Link}
      to={`/${orgId}/accounting/foreign-input-tax-report?month=${month}`}
      data-testid="desk-pp36"
    >
      {text('input.foreign.pp36', { amount: formatMoneyText(data.totals.vat), date: date(data.dueDate) })}
    </Anchor>
  );
}
