// The filters of a business report beside its period, each kept in the URL with the period: customer and
// product (searchable pickers), salesperson (the name written on documents), project, status and document kind.
// Each report shows the filters that narrow it (business-report-page.tsx).
import type { BusinessReportFilterKey } from '@banchee/contracts';
import { Button, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useOrgId } from '../../../lib/use-org-id';
import { useLookup, useProjects, useWarehouses, type Choice } from '../api/lookups';
import { useReportText } from '../i18n/use-report-text';

type Values = Partial<Record<BusinessReportFilterKey, string>>;

const STATUSES = {
  sales: ['AWAITING', 'PAYMENT DUE', 'RECEIPT CREATED', 'PAID'],
  'billing-notes': ['AWAITING', 'VOID'],
  'purchase-orders': ['AWAITING', 'APPROVED', 'ISSUED', 'REJECTED'],
  bills: ['AWAITING', 'APPROVED', 'REJECTED', 'PAID', 'GOT RECEIPT', 'PENDING'],
} as const;
const KINDS = ['INV', 'CA', 'DN', 'CN'] as const;

function LookupSelect({
  what,
  label,
  value,
  onChange,
}: {
  what: 'contacts' | 'items';
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const orgId = useOrgId();
  const { text } = useReportText();
  const [search, setSearch] = useState('');
  const found = useLookup(orgId, what, search);
  const [chosen, setChosen] = useState<Choice | null>(null);
  // Keep the chosen entry among the options while another search is typed.
  const data = [
    ...(chosen && !found.data?.some((c) => c.value === chosen.value) ? [chosen] : []),
    ...(found.data ?? []),
  ];
  return (
    <Select
      label={label}
      placeholder={text('filters.any')}
      data={data}
      value={value ?? null}
      searchable
      clearable
      onSearchChange={setSearch}
      onChange={(next, option) => {
        setChosen(option ?? null);
        onChange(next ?? '');
      }}
      nothingFoundMessage="—"
      w={220}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function ReportFilters({
  keys,
  statusSet,
  contactLabel = 'contact',
  values,
  onChange,
}: {
  keys: readonly BusinessReportFilterKey[];
  statusSet?: keyof typeof STATUSES;
  /** What the contact filter is called: a customer (sales) or a supplier (purchases). */
  contactLabel?: 'contact' | 'supplier';
  values: Values;
  onChange: (patch: Values) => void;
}) {
  const orgId = useOrgId();
  const { text, maybe } = useReportText();
  const projects = useProjects(orgId);
  const warehouses = useWarehouses(orgId, keys.includes('warehouseId'));
  const [salesName, setSalesName] = useState(values.salesName ?? '');
  const any = Object.values(values).some(Boolean);
  return (
    <>
      {keys.includes('contactId') ? (
        <LookupSelect
          what="contacts"
          label={text(`filters.${contactLabel}`)}
          value={values.contactId}
          onChange={(contactId) => onChange({ contactId })}
        />
      ) : null}
      {keys.includes('itemId') ? (
        <LookupSelect
          what="items"
          label={text('filters.product')}
          value={values.itemId}
          onChange={(itemId) => onChange({ itemId })}
        />
      ) : null}
      {keys.includes('warehouseId') ? (
        <Select
          label={text('filters.warehouse')}
          placeholder={text('filters.any')}
          data={warehouses.data ?? []}
          value={values.warehouseId ?? null}
          onChange={(warehouseId) => onChange({ warehouseId: warehouseId ?? '' })}
          clearable
          w={200}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {keys.includes('salesName') ? (
        <TextInput
          label={text('filters.salesName')}
          value={salesName}
          onChange={(event) => setSalesName(event.currentTarget.value)}
          onBlur={() => onChange({ salesName: salesName.trim() })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange({ salesName: salesName.trim() });
          }}
          w={170}
        />
      ) : null}
      {keys.includes('projectId') ? (
        <Select
          label={text('filters.project')}
          placeholder={text('filters.any')}
          data={(projects.data?.data ?? []).map((p) => ({
            value: p.id,
            label: [p.code, p.name].filter(Boolean).join(' '),
          }))}
          value={values.projectId ?? null}
          onChange={(projectId) => onChange({ projectId: projectId ?? '' })}
          clearable
          searchable
          w={200}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {keys.includes('status') && statusSet ? (
        <Select
          label={text('filters.status')}
          placeholder={text('filters.any')}
          data={STATUSES[statusSet].map((s) => ({ value: s, label: maybe(`statuses.${s}`, s) }))}
          value={values.status ?? null}
          onChange={(status) => onChange({ status: status ?? '' })}
          clearable
          w={170}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {keys.includes('kind') ? (
        <Select
          label={text('filters.kind')}
          placeholder={text('filters.any')}
          data={KINDS.map((k) => ({ value: k, label: text(`kinds.${k}`) }))}
          value={values.kind ?? null}
          onChange={(kind) => onChange({ kind: kind ?? '' })}
          clearable
          w={160}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {any ? (
        <Button
          variant="subtle"
          onClick={() => {
            setSalesName('');
            onChange(Object.fromEntries(keys.map((k) => [k, ''])));
          }}
        >
          {text('filters.clear')}
        </Button>
      ) : null}
    </>
  );
}
