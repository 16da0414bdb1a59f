// A new stock count (decision 0194): choose the warehouse and the day, list what its cards hold, and for each
// product enter what was counted — or a quantity found / missing — with a reason. Lines left without a quantity
// are not part of the count. The server values the differences at the average cost and posts the entry.
import type { CreateStockCountRequest } from '@banchee/contracts';
import { formatDecimal, parseDecimal, QUANTITY_SCALE } from '@banchee/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { apiErrorMessage } from '../../../lib/api-errors/api-errors';
import { ApiError } from '../../../lib/api-client';
import { errorText, serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { toCalendarDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useCreateStockCount, useOnHand, useProductSearch } from '../api/stock-counts';
import { useStockCountsText } from '../i18n/use-stock-counts-text';

type Mode = 'counted' | 'SURPLUS' | 'SHORTAGE';

interface Line {
  readonly itemId: string;
  readonly label: string;
  readonly onHand: string;
  mode: Mode;
  quantity: string;
  reason: string;
  unitCost: string;
}

const DECIMAL = /^\d{1,14}(\.\d{1,4})?$/;

/** counted − on hand, for the difference column (blank until a valid quantity is typed). */
function differenceOf(line: Line): string {
  if (!DECIMAL.test(line.quantity)) return '';
  const quantity = parseDecimal(line.quantity, QUANTITY_SCALE);
  const difference =
    line.mode === 'counted'
      ? quantity - parseDecimal(line.onHand, QUANTITY_SCALE)
      : line.mode === 'SURPLUS'
        ? quantity
        : -quantity;
  const text = formatDecimal(difference, QUANTITY_SCALE);
  return difference > 0n ? `+${text}` : text;
}

export function StockCountFormModal({
  organizationId,
  warehouses,
  opened,
  onClose,
}: {
  organizationId: string;
  warehouses: readonly { id: string; name: string }[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useStockCountsText();
  const today = toCalendarDate(new Date()) ?? '';
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  const [date, setDate] = useState(today);
  const [remarks, setRemarks] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [search, setSearch] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const onHand = useOnHand(organizationId, warehouseId, today);
  const products = useProductSearch(organizationId, search);
  const save = useCreateStockCount(organizationId);

  const held = new Map((onHand.data ?? []).map((row) => [row.itemId, row]));
  const listed = new Set(lines.map((l) => l.itemId));
  const newLine = (itemId: string, label: string): Line => ({
    itemId,
    label,
    onHand: held.get(itemId)?.quantity ?? '0.0000',
    mode: 'counted',
    quantity: '',
    reason: text('defaultReason'),
    unitCost: '',
  });
  const update = (index: number, patch: Partial<Line>) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...patch } : line)));

  const fillOnHand = () =>
    setLines((current) => [
      ...current,
      ...(onHand.data ?? [])
        .filter((row) => !listed.has(row.itemId))
        .map((row) => newLine(row.itemId, row.code ? `${row.code} · ${row.name}` : row.name)),
    ]);

  const productOptions = (products.data ?? [])
    .filter((item) => !listed.has(item.id))
    .map((item) => ({ value: item.id, label: item.code ? `${item.code} · ${item.name}` : item.name }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!warehouseId) {
      setErrors({ warehouseId: t('validation.required') });
      return;
    }
    const chosen = lines.map((line, index) => ({ line, index })).filter(({ line }) => line.quantity.trim());
    if (chosen.length === 0) {
      setErrors({ lines: text('noLines') });
      return;
    }
    const input: Omit<CreateStockCountRequest, 'organizationId'> = {
      warehouseId,
      date,
      ...(remarks.trim() ? { remarks: remarks.trim() } : {}),
      lines: chosen.map(({ line }) => ({
        itemId: line.itemId,
        ...(line.mode === 'counted'
          ? { countedQuantity: line.quantity.trim() }
          : { direction: line.mode, quantity: line.quantity.trim() }),
        reason: line.reason,
        ...(line.unitCost.trim() ? { unitCost: line.unitCost.trim() } : {}),
      })),
    };
    save.mutate(input, {
      onSuccess: (count) => {
        notify.success(text('saved', { number: count.number }));
        setLines([]);
        setErrors({});
        onClose();
      },
      onError: (error) => {
        // The server names lines by their place in the request: back to the rows on screen.
        const byRequest = serverFieldErrors(error);
        const mapped: FieldErrors = {};
        for (const [path, message] of Object.entries(byRequest)) {
          const match = /^lines\.(\d+)(.*)$/.exec(path);
          const row = match ? chosen[Number(match[1])]?.index : undefined;
          mapped[row === undefined ? path : `lines.${row}${match?.[2] ?? ''}`] = message;
        }
        if (error instanceof ApiError && error.code !== 'VALIDATION.FAILED') {
          for (const detail of error.details) {
            const match = /^lines\.(\d+)$/.exec(detail.path);
            const row = match ? chosen[Number(match[1])]?.index : undefined;
            if (row !== undefined) {
              mapped[`lines.${row}`] = apiErrorMessage(error.code, detail.params) ?? errorText(error, t);
            }
          }
        }
        setErrors(mapped);
        notify.error(text('saveFailed'), errorText(error, t));
      },
    });
  };

  const rowError = (index: number) =>
    errors[`lines.${index}`] ??
    errors[`lines.${index}.itemId`] ??
    errors[`lines.${index}.countedQuantity`] ??
    errors[`lines.${index}.direction`];

  return (
    <Modal opened={opened} onClose={onClose} title={text('new')} size="80rem">
      <form onSubmit={onSubmit} noValidate aria-label={text('new')}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={text('warehouse')}
              placeholder={text('warehousePlaceholder')}
              data={warehouses.map((w) => ({ value: w.id, label: w.name }))}
              value={warehouseId}
              onChange={(id) => {
                setWarehouseId(id);
                setLines([]);
              }}
              withAsterisk
              data-autofocus
              error={errors.warehouseId}
            />
            <DateField
              label={text('date')}
              value={date}
              onChange={setDate}
              withAsterisk
              error={errors.date}
            />
            <TextInput
              label={text('remarks')}
              value={remarks}
              onChange={(e) => setRemarks(e.currentTarget.value)}
              error={errors.remarks}
            />
          </SimpleGrid>
          {warehouseId === null ? (
            <Alert color="blue">{text('chooseWarehouseFirst')}</Alert>
          ) : (
            <>
              <Group justify="space-between" align="flex-end">
                <Text fw={600}>{text('lines')}</Text>
                <Group align="flex-end">
                  <Select
                    aria-label={text('addProduct')}
                    placeholder={text('searchProduct')}
                    data={productOptions}
                    value={null}
                    searchable
                    searchValue={search}
                    onSearchChange={setSearch}
                    nothingFoundMessage={text('noProducts')}
                    onChange={(id) => {
                      const option = productOptions.find((o) => o.value === id);
                      if (id && option) setLines((current) => [...current, newLine(id, option.label)]);
                      setSearch('');
                    }}
                    w={320}
                  />
                  <Button variant="light" onClick={fillOnHand} loading={onHand.isPending}>
                    {text('fillOnHand')}
                  </Button>
                </Group>
              </Group>
              {errors.lines ? (
                <Text c="red" size="sm">
                  {errors.lines}
                </Text>
              ) : null}
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{text('product')}</Table.Th>
                    <Table.Th ta="right">{text('onHand')}</Table.Th>
                    <Table.Th>{text('mode')}</Table.Th>
                    <Table.Th>{text('quantity')}</Table.Th>
                    <Table.Th ta="right">{text('difference')}</Table.Th>
                    <Table.Th>{text('reason')}</Table.Th>
                    <Table.Th>{text('unitCost')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lines.map((line, index) => (
                    <Table.Tr key={line.itemId} data-testid={`count-line-${index}`}>
                      <Table.Td>
                        <Text size="sm">{line.label}</Text>
                        {rowError(index) ? (
                          <Text size="xs" c="red">
                            {rowError(index)}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td ta="right">{line.onHand}</Table.Td>
                      <Table.Td>
                        <Select
                          aria-label={`${text('mode')} ${line.label}`}
                          data={(['counted', 'SURPLUS', 'SHORTAGE'] as const).map((mode) => ({
                            value: mode,
                            label: text(`modes.${mode}`),
                          }))}
                          value={line.mode}
                          onChange={(mode) => update(index, { mode: mode ?? 'counted' })}
                          allowDeselect={false}
                          w={120}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={`${text('quantity')} ${line.label}`}
                          value={line.quantity}
                          inputMode="decimal"
                          onChange={(e) => update(index, { quantity: e.currentTarget.value })}
                          error={
                            errors[`lines.${index}.countedQuantity`] ?? errors[`lines.${index}.quantity`]
                          }
                          w={120}
                        />
                      </Table.Td>
                      <Table.Td ta="right" data-testid={`count-difference-${index}`}>
                        {differenceOf(line)}
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={`${text('reason')} ${line.label}`}
                          value={line.reason}
                          onChange={(e) => update(index, { reason: e.currentTarget.value })}
                          error={errors[`lines.${index}.reason`]}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={`${text('unitCost')} ${line.label}`}
                          title={text('unitCostHint')}
                          value={line.unitCost}
                          inputMode="decimal"
                          onChange={(e) => update(index, { unitCost: e.currentTarget.value })}
                          error={errors[`lines.${index}.unitCost`]}
                          w={110}
                        />
                      </Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`${text('removeLine')} ${line.label}`}
                          onClick={() => setLines((current) => current.filter((_, i) => i !== index))}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {text('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
