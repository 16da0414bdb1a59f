// The "Document" block of the editor: number, reference, dates and payment terms (the date rules of spec §4
// through model/draft-terms dateRules), the salesperson, the warehouse (kinds that move goods and their orders),
// the project (kinds that carry one), and — when the
// figures are the document's own — the price type and the VAT switch.
import type { Warehouse } from '@banchee/contracts';
import { PRICE_TYPES } from '@banchee/domain';
import { Grid, SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { FieldErrors } from '../../../lib/form-errors';
import { useDocText } from '../i18n/use-doc-text';
import type { DocumentDraft } from '../model/draft';
import { dateRules } from '../model/draft-terms';
import { DateField } from '../../../components/date-field';
import { ProjectPicker } from './project-picker';
import { WarehouseSelect } from './warehouse-select';

export interface HeaderFieldsProps {
  number: string | undefined;
  draft: DocumentDraft;
  errors: FieldErrors;
  readOnly: boolean;
  /** Price type and VAT switch are shown (the figures are the document's own). */
  priceTerms: boolean;
  /** Payment type, credit days and due date are shown (not on receipts, cash sales, credit notes). */
  paymentTerms: boolean;
  /** The kind names a project (the registry's carriesProject). */
  carriesProject: boolean;
  /** The warehouses to choose the document's from; empty: the kind names no warehouse. */
  warehouses: readonly Warehouse[];
  onChange: (patch: Partial<DocumentDraft>) => void;
  /** A change that moves the payment terms (date, payment type, credit days, due date). */
  onChangeTerms: (next: (current: DocumentDraft) => DocumentDraft) => void;
}

export function HeaderFields({
  number,
  draft,
  errors,
  readOnly,
  priceTerms,
  paymentTerms,
  carriesProject,
  warehouses,
  onChange: change,
  onChangeTerms: changeTerms,
}: HeaderFieldsProps) {
  const text = useDocText();
  return (
    <Grid gap="sm">
      <Grid.Col span={6}>
        <TextInput
          label={text('header.number')}
          value={number ?? '—'}
          readOnly
          variant="filled"
          data-testid="document-number"
        />
      </Grid.Col>
      <Grid.Col span={6}>
        <TextInput
          label={text('header.referenceNo')}
          value={draft.reference_no}
          onChange={(event) => change({ reference_no: event.currentTarget.value })}
          readOnly={readOnly}
          error={errors.reference_no}
        />
      </Grid.Col>
      <Grid.Col span={6}>
        <DateField
          label={text('header.date')}
          value={draft.date}
          onChange={(date) => date && changeTerms((current) => dateRules.date(current, date))}
          readOnly={readOnly}
          error={errors.date}
          data-testid="document-date"
        />
      </Grid.Col>
      {paymentTerms ? (
        <>
          <Grid.Col span={6}>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {text('header.paymentType')}
              </Text>
              <SegmentedControl
                fullWidth
                value={draft.paymentType}
                onChange={(value) => changeTerms((current) => dateRules.paymentType(current, value))}
                readOnly={readOnly}
                data={[
                  { value: 'credit', label: text('header.credit') },
                  { value: 'cash', label: text('header.cash') },
                ]}
                data-testid="payment-type"
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={6}>
            <TextInput
              label={text('header.creditDays')}
              value={draft.creditDays}
              inputMode="numeric"
              onChange={(event) => {
                const days = event.currentTarget.value;
                changeTerms((current) => dateRules.creditDays(current, days));
              }}
              readOnly={readOnly}
              disabled={!readOnly && draft.paymentType === 'cash'}
              error={errors.creditDays}
              data-testid="credit-days"
            />
          </Grid.Col>
          <Grid.Col span={6}>
            <DateField
              label={text('header.dueDate')}
              value={draft.dueDate}
              onChange={(dueDate) => dueDate && changeTerms((current) => dateRules.dueDate(current, dueDate))}
              readOnly={readOnly}
              disabled={!readOnly && draft.paymentType === 'cash'}
              error={errors.dueDate}
              data-testid="due-date"
            />
          </Grid.Col>
        </>
      ) : null}
      <Grid.Col span={12}>
        <TextInput
          label={text('header.salesName')}
          value={draft.salesName}
          onChange={(event) => change({ salesName: event.currentTarget.value })}
          readOnly={readOnly}
          error={errors.salesName}
        />
      </Grid.Col>
      {warehouses.length > 0 ? (
        <Grid.Col span={12}>
          <WarehouseSelect
            label={text('header.warehouse')}
            warehouses={warehouses}
            value={draft.warehouseId}
            onChange={(warehouseId) => change({ warehouseId })}
            readOnly={readOnly}
            error={errors.warehouseId}
            testId="document-warehouse"
          />
        </Grid.Col>
      ) : null}
      {carriesProject ? (
        <Grid.Col span={12}>
          <ProjectPicker
            value={draft.projectId}
            onChange={(projectId) => change({ projectId })}
            readOnly={readOnly}
            error={errors.projectId ?? errors.noProject}
          />
        </Grid.Col>
      ) : null}
      {priceTerms ? (
        <>
          <Grid.Col span={6}>
            <Select
              label={text('header.priceType')}
              data={PRICE_TYPES.map((value) => ({
                value,
                label: text(`header.priceTypes.${value}`),
              }))}
              value={draft.priceType}
              onChange={(value) => value && change({ priceType: value })}
              allowDeselect={false}
              data-testid="price-type"
            />
          </Grid.Col>
          <Grid.Col span={6} pt={34}>
            <Switch
              label={text('header.vatEnabled')}
              checked={draft.vatEnabled}
              onChange={(event) => change({ vatEnabled: event.currentTarget.checked })}
              data-testid="vat-enabled"
            />
          </Grid.Col>
        </>
      ) : null}
    </Grid>
  );
}
