// Lines whose figures come from another document (a partial or deposit of a quotation, the documents a receipt
// settles, a stored document that can no longer change), shown read-only. In a QUANTITY partial the quantity
// of each quotation line is the one thing to type, bounded by what is still unbilled.
import type { SalesDocument } from '@banchee/contracts';
import { formatMoney, type Money } from '@banchee/domain';
import { Table, Text, TextInput } from '@mantine/core';
import { useFormatters } from '../../../lib/format';
import { useDocText } from '../i18n/use-doc-text';
import { trimZeros, type DraftLine } from '../model/draft';
import type { PreviewLine } from '../model/preview';

export function PreviewLinesTable({ lines }: { lines: readonly PreviewLine[] }) {
  const text = useDocText();
  const format = useFormatters();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" data-testid="preview-lines">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={36}>{text('lines.number')}</Table.Th>
            <Table.Th>{text('lines.name')}</Table.Th>
            <Table.Th w={100} ta="right">
              {text('lines.quantity')}
            </Table.Th>
            <Table.Th w={90}>{text('lines.unit')}</Table.Th>
            <Table.Th w={140} ta="right">
              {text('lines.price')}
            </Table.Th>
            <Table.Th w={140} ta="right">
              {text('lines.amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={line.key} data-testid={`preview-line-${index}`}>
              <Table.Td c="dimmed">{index + 1}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {line.deduction ? `${text('lines.depositDeduction')} · ` : ''}
                  {line.name}
                </Text>
                {line.description ? (
                  <Text size="xs" c="dimmed">
                    {/^\d{4}-\d{2}-\d{2}$/.test(line.description)
                      ? format.date(line.description)
                      : line.description}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} fz="sm">
                {trimZeros(line.quantity)}
              </Table.Td>
              <Table.Td fz="sm">{line.unit}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} fz="sm">
                {format.money(line.unitPrice)}
              </Table.Td>
              <Table.Td
                ta="right"
                style={{ fontVariantNumeric: 'tabular-nums' }}
                fz="sm"
                data-testid={`preview-amount-${index}`}
              >
                {formatMoney(line.amount, { thousands: true })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** QUANTITY partial: one row per quotation line, the quantity to bill now typed in, the rest shown. */
export function QuantityLinesTable({
  quotation,
  lines,
  amounts,
  errors,
  onChangeQuantity,
}: {
  quotation: SalesDocument;
  lines: readonly DraftLine[];
  amounts: ReadonlyMap<string, Money>;
  errors: Partial<Record<string, string>>;
  onChangeQuantity: (key: string, quantity: string) => void;
}) {
  const text = useDocText();
  const format = useFormatters();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" data-testid="quantity-lines">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={36}>{text('lines.number')}</Table.Th>
            <Table.Th>{text('lines.name')}</Table.Th>
            <Table.Th w={150}>{text('lines.quantity')}</Table.Th>
            <Table.Th w={90}>{text('lines.unit')}</Table.Th>
            <Table.Th w={140} ta="right">
              {text('lines.price')}
            </Table.Th>
            <Table.Th w={140} ta="right">
              {text('lines.amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => {
            const remaining = quotation.progress?.remainingQuantities?.find(
              (q) => q.lineId === line.quotation_line_id,
            );
            const amount = amounts.get(line.quotation_line_id);
            return (
              <Table.Tr key={line.key}>
                <Table.Td c="dimmed">{index + 1}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {line.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`${text('lines.quantity')} ${index + 1}`}
                    value={line.quantity}
                    inputMode="decimal"
                    onChange={(event) => onChangeQuantity(line.key, event.currentTarget.value)}
                    description={
                      remaining
                        ? text('lines.remaining', { quantity: trimZeros(remaining.remaining) })
                        : undefined
                    }
                    error={errors[`lines.${line.key}.quantity`]}
                    styles={{ input: { textAlign: 'right' } }}
                  />
                </Table.Td>
                <Table.Td fz="sm">{line.main_unit}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} fz="sm">
                  {format.money(line.price)}
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} fz="sm">
                  {amount === undefined ? '' : formatMoney(amount, { thousands: true })}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
