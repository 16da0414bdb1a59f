// The editable lines of a draft: the name field picks a product (filling name, unit, price and VAT type),
// quantity, unit, unit price, and — shown per spec §5 when any line has one or when turned on — the item
// discount (percent from the fixed list, or an amount) and item withholding-tax columns. Amounts are the
// live figures of the domain's computeDocumentTotals.
import type { Item, Warehouse } from '@banchee/contracts';
import { formatMoney, type Money } from '@banchee/domain';
import { ActionIcon, Button, Group, Switch, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { MoneyInput } from '../../../components/money-input';
import type { FieldErrors } from '../../../lib/form-errors';
import { useOrgId } from '../../../lib/use-org-id';
import { useItemOptions } from '../api/search-items';
import { useDocText } from '../i18n/use-doc-text';
import type { DraftLine } from '../model/draft';
import type { PriceSource } from '../model/lines';
import { PercentSelect } from './percent-select';
import { SearchCombobox } from './search-combobox';
import { IncomeTypeSelect } from './withholding-fields';
import { LineAccountField } from './line-account-field';
import { WarehouseSelect } from './warehouse-select';

export interface LinesTableProps {
  lines: readonly DraftLine[];
  /** The product price the picker shows (sale price on sales documents, purchase price on purchases). */
  priceField: PriceSource['productPriceField'];
  /** Amount of each non-blank line after its discount, by line key (live totals). */
  amounts: ReadonlyMap<string, Money>;
  /** account: each line books to an account (purchase bills, decided by the registry), a free line says goods or
   *  service; intoStock: a product line may instead go into its warehouse's stock (receiving inventory);
   *  incomeType: a line with WHT picks its 50 ทวิ income row (the kinds whose payment issues the certificates);
   *  warehouse: a line may name its own warehouse (more than one to choose from). */
  columns: {
    discount: boolean;
    wht: boolean;
    account?: boolean;
    intoStock?: boolean;
    incomeType?: boolean;
    warehouse?: boolean;
  };
  /** The warehouses a line may name (the warehouse column). */
  warehouses?: readonly Warehouse[];
  errors: FieldErrors;
  onChangeLine: (key: string, patch: Partial<DraftLine>) => void;
  onPickItem: (key: string, item: Item) => void;
  onRemoveLine: (key: string) => void;
  onAddLine: () => void;
  onToggleColumn: (column: 'discount' | 'wht', on: boolean) => void;
}

function ItemNameField({
  line,
  index,
  priceField,
  error,
  onChange,
  onPick,
}: {
  line: DraftLine;
  priceField: PriceSource['productPriceField'];
  index: number;
  error: string | undefined;
  onChange: (name: string) => void;
  onPick: (item: Item) => void;
}) {
  const text = useDocText();
  const organizationId = useOrgId();
  const [search, setSearch] = useState({ text: '', opened: false });
  const query = useItemOptions(organizationId, search.text, search.opened);
  const items = query.data?.data ?? [];
  const onSearch = useCallback((value: string, opened: boolean) => setSearch({ text: value, opened }), []);
  return (
    <SearchCombobox
      aria-label={`${text('lines.name')} ${index + 1}`}
      placeholder={text('lines.productPlaceholder')}
      nothingFound={text('contact.nothingFound')}
      value={line.name}
      onChange={onChange}
      onPick={(id) => {
        const item = items.find((candidate) => candidate.id === id);
        if (item) onPick(item);
      }}
      options={items.map((item) => ({
        id: item.id,
        label: item.code ? `${item.code} · ${item.name}` : item.name,
        detail: item[priceField] ? `${item[priceField]}${item.unit ? ` / ${item.unit}` : ''}` : item.unit,
      }))}
      loading={query.isFetching}
      onSearch={onSearch}
      error={error}
      data-testid={`line-name-${index}`}
    />
  );
}

export function LinesTable(props: LinesTableProps) {
  const text = useDocText();
  const { lines, amounts, columns, errors } = props;
  const errorOf = (line: DraftLine, field: string) => errors[`lines.${line.key}.${field}`];
  return (
    <>
      <Group justify="flex-end" gap="lg" mb="xs">
        <Switch
          label={text('lines.showDiscount')}
          checked={columns.discount}
          onChange={(event) => props.onToggleColumn('discount', event.currentTarget.checked)}
          data-testid="toggle-item-discount"
        />
        <Switch
          label={text('lines.showWht')}
          checked={columns.wht}
          onChange={(event) => props.onToggleColumn('wht', event.currentTarget.checked)}
          data-testid="toggle-item-wht"
        />
      </Group>
      <Table.ScrollContainer minWidth={columns.discount || columns.wht ? 1080 : 860}>
        <Table verticalSpacing={6} horizontalSpacing="xs" data-testid="lines-table">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={36}>{text('lines.number')}</Table.Th>
              <Table.Th miw={260}>{text('lines.name')}</Table.Th>
              <Table.Th w={90}>{text('lines.quantity')}</Table.Th>
              <Table.Th w={90}>{text('lines.unit')}</Table.Th>
              <Table.Th w={130}>{text('lines.price')}</Table.Th>
              {columns.warehouse ? <Table.Th w={200}>{text('lines.warehouse')}</Table.Th> : null}
              {columns.account ? <Table.Th w={240}>{text('purchases.account')}</Table.Th> : null}
              {columns.discount ? <Table.Th w={220}>{text('lines.discount')}</Table.Th> : null}
              {columns.wht ? <Table.Th w={120}>{text('lines.whtPercent')}</Table.Th> : null}
              {columns.wht && columns.incomeType ? (
                <Table.Th w={200}>{text('purchases.incomeType')}</Table.Th>
              ) : null}
              <Table.Th w={130} ta="right">
                {text('lines.amount')}
              </Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => {
              const amount = amounts.get(line.key);
              const percentOn = line.discount_percent !== '' && Number(line.discount_percent) > 0;
              return (
                <Table.Tr key={line.key} data-testid={`line-${index}`} style={{ verticalAlign: 'top' }}>
                  <Table.Td pt={14}>
                    <Text size="sm" c="dimmed">
                      {index + 1}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ItemNameField
                      line={line}
                      index={index}
                      priceField={props.priceField}
                      error={errorOf(line, 'name')}
                      onChange={(name) => props.onChangeLine(line.key, { name })}
                      onPick={(item) => props.onPickItem(line.key, item)}
                    />
                    <TextInput
                      mt={4}
                      size="xs"
                      variant="filled"
                      aria-label={`${text('lines.description')} ${index + 1}`}
                      placeholder={text('lines.description')}
                      value={line.description}
                      onChange={(event) =>
                        props.onChangeLine(line.key, { description: event.currentTarget.value })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`${text('lines.quantity')} ${index + 1}`}
                      value={line.quantity}
                      inputMode="decimal"
                      onChange={(event) =>
                        props.onChangeLine(line.key, { quantity: event.currentTarget.value })
                      }
                      error={errorOf(line, 'quantity')}
                      styles={{ input: { textAlign: 'right' } }}
                      data-testid={`line-quantity-${index}`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`${text('lines.unit')} ${index + 1}`}
                      value={line.main_unit}
                      onChange={(event) =>
                        props.onChangeLine(line.key, { main_unit: event.currentTarget.value })
                      }
                      error={errorOf(line, 'main_unit')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <MoneyInput
                      aria-label={`${text('lines.price')} ${index + 1}`}
                      value={line.price}
                      onChange={(value) => props.onChangeLine(line.key, { price: value })}
                      error={errorOf(line, 'price')}
                      styles={{ input: { textAlign: 'right' } }}
                      data-testid={`line-price-${index}`}
                    />
                  </Table.Td>
                  {columns.warehouse ? (
                    <Table.Td>
                      <WarehouseSelect
                        hideLabel
                        label={`${text('lines.warehouse')} ${index + 1}`}
                        placeholder={text('lines.documentWarehouse')}
                        warehouses={props.warehouses ?? []}
                        value={line.warehouse_id}
                        onChange={(warehouse_id) => props.onChangeLine(line.key, { warehouse_id })}
                        clearable
                        error={errorOf(line, 'warehouse_id')}
                        testId={`line-warehouse-${index}`}
                      />
                    </Table.Td>
                  ) : null}
                  {columns.account ? (
                    <Table.Td>
                      <LineAccountField
                        line={line}
                        index={index}
                        intoStock={columns.intoStock === true}
                        error={errorOf(line, 'account_code')}
                        onChange={(patch) => props.onChangeLine(line.key, patch)}
                      />
                    </Table.Td>
                  ) : null}
                  {columns.discount ? (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <PercentSelect
                          aria-label={`${text('lines.discountPercent')} ${index + 1}`}
                          value={line.discount_percent}
                          onChange={(discount_percent) => props.onChangeLine(line.key, { discount_percent })}
                          w={100}
                          error={errorOf(line, 'discount_percent')}
                          data-testid={`line-discount-percent-${index}`}
                        />
                        <MoneyInput
                          aria-label={`${text('lines.discountAmount')} ${index + 1}`}
                          placeholder="0.00"
                          value={percentOn ? '' : line.discount_amount}
                          disabled={percentOn}
                          onChange={(value) => props.onChangeLine(line.key, { discount_amount: value })}
                          error={errorOf(line, 'discount_amount')}
                          styles={{ input: { textAlign: 'right' } }}
                          data-testid={`line-discount-amount-${index}`}
                        />
                      </Group>
                    </Table.Td>
                  ) : null}
                  {columns.wht ? (
                    <Table.Td>
                      <PercentSelect
                        aria-label={`${text('lines.whtPercent')} ${index + 1}`}
                        value={line.wht_percent}
                        onChange={(wht_percent) => props.onChangeLine(line.key, { wht_percent })}
                        error={errorOf(line, 'wht_percent')}
                        data-testid={`line-wht-${index}`}
                      />
                    </Table.Td>
                  ) : null}
                  {columns.wht && columns.incomeType ? (
                    <Table.Td>
                      {Number(line.wht_percent) > 0 ? (
                        <IncomeTypeSelect
                          label={`${text('purchases.incomeType')} ${index + 1}`}
                          value={line.wht_income_type}
                          onChange={(wht_income_type) => props.onChangeLine(line.key, { wht_income_type })}
                          error={errorOf(line, 'wht_income_type')}
                          testId={`line-income-type-${index}`}
                        />
                      ) : null}
                    </Table.Td>
                  ) : null}
                  <Table.Td ta="right" pt={14}>
                    <Text
                      size="sm"
                      style={{ fontVariantNumeric: 'tabular-nums' }}
                      data-testid={`line-amount-${index}`}
                    >
                      {amount === undefined ? '' : formatMoney(amount, { thousands: true })}
                    </Text>
                  </Table.Td>
                  <Table.Td pt={8}>
                    <Tooltip label={text('lines.remove', { index: index + 1 })}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={text('lines.remove', { index: index + 1 })}
                        onClick={() => props.onRemoveLine(line.key)}
                        disabled={lines.length <= 1}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={props.onAddLine}
        mt="sm"
        data-testid="add-line"
      >
        {text('lines.add')}
      </Button>
    </>
  );
}
