// A new inter-warehouse transfer (/{orgId}/inter-warehouse-transfer/new): date, from and to warehouse, product
// lines with a quantity, a note. Checked here as the API checks it (two different warehouses, a product and a
// quantity above zero on every line), then sent; a refusal from the server (stock short on a line, a locked
// period) is shown on the field it names. Keyboard: every control is reachable by Tab; Enter saves.
import type { StockTransfer } from '@banchee/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DateField } from '../../../components/date-field';
import { ApiError } from '../../../lib/api';
import { toCalendarDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { useWarehouses } from '../../warehouses/api/list-warehouses';
import { useCreateTransfer, useStockProducts } from '../api/transfers';
import { useTransferText } from '../i18n/use-transfer-text';

interface Line {
  readonly key: number;
  itemId: string;
  quantity: string;
}

const QUANTITY = /^\d{1,14}(\.\d{1,4})?$/;
let nextKey = 1;
const emptyLine = (): Line => ({ key: nextKey++, itemId: '', quantity: '' });

type Errors = Record<string, string>;

export function TransferForm({ onSaved }: { onSaved: (saved: StockTransfer) => void }) {
  const { text, refusal } = useTransferText();
  const organizationId = useOrgId();
  const warehouses = useWarehouses(organizationId);
  const products = useStockProducts(organizationId);
  const create = useCreateTransfer(organizationId);
  const [date, setDate] = useState(() => toCalendarDate(new Date()) ?? '');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<Line[]>(() => [emptyLine()]);
  const [errors, setErrors] = useState<Errors>({});

  const warehouseOptions = (warehouses.data ?? []).map((w) => ({
    value: w.id,
    label: w.code ? `${w.code} · ${w.name}` : w.name,
  }));
  const productOptions = (products.data ?? []).map((p) => ({
    value: p.id,
    label: p.code ? `${p.code} · ${p.name}` : p.name,
  }));
  const unitOf = (itemId: string) => products.data?.find((p) => p.id === itemId)?.unit ?? '';

  const setLine = (key: number, change: Partial<Line>) =>
    setLines((current) => current.map((l) => (l.key === key ? { ...l, ...change } : l)));

  function check(): Errors {
    const found: Errors = {};
    if (!date) found.date = text('errors.required');
    if (!from) found.fromWarehouseId = text('errors.required');
    if (!to) found.toWarehouseId = text('errors.required');
    else if (to === from) found.toWarehouseId = text('errors.sameWarehouse');
    if (lines.length === 0) found.items = text('errors.noLines');
    lines.forEach((line, index) => {
      if (!line.itemId) found[`items.${index}.itemId`] = text('errors.required');
      const quantity = line.quantity.trim();
      if (!QUANTITY.test(quantity) || !/[1-9]/.test(quantity))
        found[`items.${index}.quantity`] = text('errors.quantity');
    });
    return found;
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !from || !to) return;
    create.mutate(
      {
        date,
        fromWarehouseId: from,
        toWarehouseId: to,
        ...(note.trim() ? { note: note.trim() } : {}),
        items: lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity.trim() })),
      },
      {
        onSuccess: (saved) => {
          notify.success(text('saved', { number: saved.number }));
          onSaved(saved);
        },
        onError: (error) => {
          const message = refusal(error);
          const path = error instanceof ApiError ? error.details[0]?.path : undefined;
          // A line's refusal (items.1: stock short) is shown on its quantity; a field's on the field.
          const field = path && /^items\.\d+$/.test(path) ? `${path}.quantity` : path;
          if (field) setErrors({ [field]: message });
          notify.error(text('failed'), message);
        },
      },
    );
  };

  const tooFewWarehouses = warehouses.isSuccess && warehouses.data.length < 2;

  return (
    <Card withBorder radius="md" padding="md">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Alert color="blue" variant="light">
            {text('costNote')}
          </Alert>
          {tooFewWarehouses ? (
            <Alert color="yellow" variant="light">
              {text('needTwoWarehouses')}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DateField
              label={text('date')}
              withAsterisk
              value={date}
              onChange={setDate}
              error={errors.date}
            />
            <Select
              label={text('from')}
              withAsterisk
              searchable
              data-autofocus
              data={warehouseOptions}
              value={from}
              onChange={setFrom}
              error={errors.fromWarehouseId}
            />
            <Select
              label={text('to')}
              withAsterisk
              searchable
              data={warehouseOptions}
              value={to}
              onChange={setTo}
              error={errors.toWarehouseId}
            />
          </SimpleGrid>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>#</Table.Th>
                <Table.Th>{text('product')}</Table.Th>
                <Table.Th w={180}>{text('quantity')}</Table.Th>
                <Table.Th w={100}>{text('unit')}</Table.Th>
                <Table.Th w={50} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => (
                <Table.Tr key={line.key}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`${text('product')} ${index + 1}`}
                      searchable
                      data={productOptions}
                      value={line.itemId || null}
                      onChange={(value) => setLine(line.key, { itemId: value ?? '' })}
                      error={errors[`items.${index}.itemId`]}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`${text('quantity')} ${index + 1}`}
                      inputMode="decimal"
                      value={line.quantity}
                      onChange={(event) => setLine(line.key, { quantity: event.currentTarget.value })}
                      error={errors[`items.${index}.quantity`]}
                    />
                  </Table.Td>
                  <Table.Td>{unitOf(line.itemId)}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={text('removeLine', { n: index + 1 })}
                      disabled={lines.length === 1}
                      onClick={() => setLines((current) => current.filter((l) => l.key !== line.key))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => setLines((current) => [...current, emptyLine()])}
            >
              {text('addLine')}
            </Button>
          </Group>
          <Textarea
            label={text('note')}
            autosize
            minRows={2}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending} disabled={tooFewWarehouses}>
              {text('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
