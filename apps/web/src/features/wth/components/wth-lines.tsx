// The income lines of a certificate (line_number 1–3): type of income from the form's rows, the "specify" text,
// rate from the spec's percent list, amount and whether it includes VAT; with each line's live income and tax.
import {
  PERCENT_OPTIONS,
  WITHHOLDING_INCOME_TYPES,
  formatMoney,
  type WhtCertificateFigures,
} from '@banchee/domain';
import { ActionIcon, Button, Select, Table, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { FieldErrors } from '../../../lib/form-errors';
import { useWthText } from '../i18n/use-wth-text';
import { blankLine, type LineDraft } from '../model/wth-form';

export function WthLines({
  lines,
  figures,
  errors,
  readOnly,
  onChange,
}: {
  lines: LineDraft[];
  figures: WhtCertificateFigures | null;
  errors: FieldErrors;
  readOnly: boolean;
  onChange: (lines: LineDraft[]) => void;
}) {
  const { text, language } = useWthText();
  const incomeTypes = WITHHOLDING_INCOME_TYPES.map((type) => ({
    value: type.code,
    label: `${type.code} ${language === 'en' ? type.nameEn : type.nameTh}`,
  }));
  const rates = PERCENT_OPTIONS.map((value) => ({ value, label: `${value}%` }));
  const set = (index: number, patch: Partial<LineDraft>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const remove = (index: number) =>
    onChange(lines.filter((_, i) => i !== index).map((line, i) => ({ ...line, line_number: i + 1 })));
  const at = (index: number, field: string) => errors[`wht_lines.${index}.${field}`];

  return (
    <>
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing={4} fz="sm" aria-label={text('fields.lines')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>{text('fields.lineNumber')}</Table.Th>
              <Table.Th>{text('fields.incomeType')}</Table.Th>
              <Table.Th>{text('fields.details')}</Table.Th>
              <Table.Th w={110}>{text('fields.rate')}</Table.Th>
              <Table.Th w={140}>{text('fields.amount')}</Table.Th>
              <Table.Th w={170}>{text('fields.vatType')}</Table.Th>
              <Table.Th w={110} ta="right">
                {text('fields.tax')}
              </Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => {
              const figure = figures?.lines.find((f) => f.lineNumber === line.line_number);
              const n = line.line_number;
              return (
                <Table.Tr key={n}>
                  <Table.Td>{n}</Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`${text('fields.incomeType')} ${n}`}
                      data={incomeTypes}
                      value={line.type_of_income}
                      onChange={(value) => set(index, { type_of_income: value ?? '5' })}
                      error={at(index, 'type_of_income')}
                      allowDeselect={false}
                      searchable
                      disabled={readOnly}
                      comboboxProps={{ width: 420, position: 'bottom-start' }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`${text('fields.details')} ${n}`}
                      value={line.type_of_income_other_details}
                      onChange={(e) => set(index, { type_of_income_other_details: e.currentTarget.value })}
                      error={at(index, 'type_of_income_other_details')}
                      maxLength={200}
                      disabled={readOnly}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`${text('fields.rate')} ${n}`}
                      data={rates}
                      value={rates.some((r) => r.value === line.tax_rate) ? line.tax_rate : null}
                      placeholder={line.tax_rate}
                      onChange={(value) => set(index, { tax_rate: value ?? line.tax_rate })}
                      error={at(index, 'tax_rate')}
                      allowDeselect={false}
                      disabled={readOnly}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`${text('fields.amount')} ${n}`}
                      value={line.amount}
                      onChange={(e) => set(index, { amount: e.currentTarget.value })}
                      error={at(index, 'amount')}
                      inputMode="decimal"
                      styles={{ input: { textAlign: 'right' } }}
                      disabled={readOnly}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`${text('fields.vatType')} ${n}`}
                      data={(['EXCLUSIVE', 'INCLUSIVE'] as const).map((v) => ({
                        value: v,
                        label: text(`vatTypes.${v}`),
                      }))}
                      value={line.vat_type}
                      onChange={(value) =>
                        set(index, { vat_type: value === 'INCLUSIVE' ? 'INCLUSIVE' : 'EXCLUSIVE' })
                      }
                      allowDeselect={false}
                      disabled={readOnly}
                    />
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace" data-testid={`wth-line-tax-${n}`}>
                    {figure ? formatMoney(figure.tax) : ''}
                  </Table.Td>
                  <Table.Td>
                    {lines.length > 1 && !readOnly ? (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={text('fields.removeLine', { n })}
                        onClick={() => remove(index)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {lines.length < 3 && !readOnly ? (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...lines, blankLine(lines.length + 1)])}
        >
          {text('fields.addLine')}
        </Button>
      ) : null}
    </>
  );
}
