// รายงานสินค้าและวัตถุดิบ (/{orgId}/reports/inventory/rd, decision 0195), reached from the stock-on-hand report and
// the stock counts: choose the warehouse and the month; each product's receipts, issues and balance are shown
// as the RD layout prints them, with the PDF (RD layout) and the Excel file to download.
import {
  Anchor,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconClipboardList, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { openBlob } from '../../../lib/download';
import { errorText } from '../../../lib/form-errors';
import { formatMoneyText, toCalendarDate, useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { usePreferences } from '../../../lib/preferences';
import { useOrgId } from '../../../lib/use-org-id';
import { downloadStockRd, useStockRdReport } from '../api/stock-rd-report';
import { useWarehouseList } from '../api/stock-counts';
import { useStockCountsText } from '../i18n/use-stock-counts-text';

const MOVE_TYPES = ['IN', 'OUT', 'RETURN', 'TRANSFER_IN', 'TRANSFER_OUT', 'ADJUSTMENT', 'REVERSAL'] as const;
type MoveType = (typeof MOVE_TYPES)[number];

const quantity = (text: string) => (text === '' ? '' : text.replace(/(\.\d{2}\d*?)0+$/, '$1'));

export function StockRdReportPage() {
  const { t, i18n } = useTranslation();
  const text = useStockCountsText();
  const { era } = usePreferences();
  const { date } = useFormatters();
  const organizationId = useOrgId();
  const today = toCalendarDate(new Date()) ?? '2026-01-01';
  const [year, setYear] = useState(Number(today.slice(0, 4)));
  const [month, setMonth] = useState(Number(today.slice(5, 7)));
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  const warehouses = useWarehouseList(organizationId);
  const params = { year, month, warehouseId };
  const report = useStockRdReport(organizationId, params);

  const monthNames = Array.from({ length: 12 }, (_, i) =>
    new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'th-TH', {
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2026, i, 1))),
  );
  const years = Array.from({ length: 6 }, (_, i) => Number(today.slice(0, 4)) - i);

  const download = (format: 'pdf' | 'xlsx') => {
    downloadStockRd(organizationId, params, format)
      .then((blob) => {
        if (format === 'pdf') {
          openBlob(blob);
          return;
        }
        const link = document.createElement('a');
        link.href = URL.createObjectURL(blob);
        link.download = `stock-rd-${year}-${String(month).padStart(2, '0')}.xlsx`;
        document.body.append(link);
        link.click();
        link.remove();
      })
      .catch((error: unknown) => notify.error(text('rd.downloadFailed'), errorText(error, t)));
  };

  const products = report.data?.products ?? [];
  const remarkOf = (row: { moveType: string; reason?: string | undefined; remark: string }) => {
    const kind = MOVE_TYPES.includes(row.moveType as MoveType)
      ? text(`rd.moveTypes.${row.moveType as MoveType}`)
      : row.remark;
    return row.reason ? `${kind}: ${row.reason}` : kind;
  };
  return (
    <Stack>
      <PageHeader
        title={text('rd.title')}
        subtitle={text('rd.subtitle')}
        actions={
          <Anchor component={Link} to={`/${organizationId}/reports/inventory`} size="sm">
            {text('rd.back')}
          </Anchor>
        }
      />
      <Card withBorder>
        <Group align="flex-end" justify="space-between">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={text('rd.warehouse')}
              data={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
              value={warehouseId}
              onChange={setWarehouseId}
              withAsterisk
            />
            <Select
              label={text('rd.month')}
              data={monthNames.map((name, i) => ({ value: String(i + 1), label: name }))}
              value={String(month)}
              onChange={(value) => setMonth(Number(value ?? month))}
              allowDeselect={false}
            />
            <Select
              label={text('rd.year')}
              data={years.map((y) => ({ value: String(y), label: String(era === 'BE' ? y + 543 : y) }))}
              value={String(year)}
              onChange={(value) => setYear(Number(value ?? year))}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Group>
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={16} />}
              disabled={warehouseId === null}
              onClick={() => download('pdf')}
            >
              {text('rd.pdf')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} />}
              disabled={warehouseId === null}
              onClick={() => download('xlsx')}
            >
              {text('rd.xlsx')}
            </Button>
          </Group>
        </Group>
      </Card>
      {warehouseId === null ? (
        <Text c="dimmed">{text('rd.choose')}</Text>
      ) : report.isPending ? (
        <Skeleton h={160} />
      ) : report.isError ? (
        <EmptyBlock icon={<IconClipboardList />} title={t('common.loadFailed')}>
          {errorText(report.error, t)}
        </EmptyBlock>
      ) : products.length === 0 ? (
        <EmptyBlock icon={<IconClipboardList />} title={text('rd.empty')} />
      ) : (
        products.map((product) => (
          <Card withBorder key={product.itemId} data-testid={`rd-${product.code || product.itemId}`}>
            <Title order={3} size="h5" mb="xs">
              {text('rd.product')}: {product.code ? `${product.code} · ` : ''}
              {product.name}
              {product.unit ? ` · ${text('rd.unit')}: ${product.unit}` : ''}
            </Title>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{text('rd.date')}</Table.Th>
                  <Table.Th>{text('rd.number')}</Table.Th>
                  <Table.Th ta="right">{text('rd.received')}</Table.Th>
                  <Table.Th ta="right">{text('rd.issued')}</Table.Th>
                  <Table.Th ta="right">{text('rd.balance')}</Table.Th>
                  <Table.Th ta="right">{text('rd.balanceValue')}</Table.Th>
                  <Table.Th>{text('rd.remark')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td />
                  <Table.Td>{text('rd.broughtForward')}</Table.Td>
                  <Table.Td />
                  <Table.Td />
                  <Table.Td ta="right">{quantity(product.opening.quantity)}</Table.Td>
                  <Table.Td ta="right">{formatMoneyText(product.opening.value)}</Table.Td>
                  <Table.Td />
                </Table.Tr>
                {product.rows.map((row, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{date(row.date)}</Table.Td>
                    <Table.Td>{row.number}</Table.Td>
                    <Table.Td ta="right">{quantity(row.received)}</Table.Td>
                    <Table.Td ta="right">{quantity(row.issued)}</Table.Td>
                    <Table.Td ta="right">{quantity(row.balance)}</Table.Td>
                    <Table.Td ta="right">{formatMoneyText(row.balanceValue)}</Table.Td>
                    <Table.Td>{remarkOf(row)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr fw={700}>
                  <Table.Td />
                  <Table.Td>{text('rd.carriedForward')}</Table.Td>
                  <Table.Td ta="right">{quantity(product.totals.received)}</Table.Td>
                  <Table.Td ta="right">{quantity(product.totals.issued)}</Table.Td>
                  <Table.Td ta="right">{quantity(product.closing.quantity)}</Table.Td>
                  <Table.Td ta="right">{formatMoneyText(product.closing.value)}</Table.Td>
                  <Table.Td />
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Card>
        ))
      )}
    </Stack>
  );
}
