// The warehouse of a document (its lines' default) or of one line (placeholder: the document's). Keyboard
// friendly: a searchable select, typing the code or name narrows the list.
import type { Warehouse } from '@banchee/contracts';
import { Select } from '@mantine/core';

export function WarehouseSelect({
  warehouses,
  value,
  onChange,
  label,
  placeholder,
  error,
  readOnly,
  clearable,
  testId,
  hideLabel,
}: {
  warehouses: readonly Warehouse[];
  value: string;
  onChange: (id: string) => void;
  label: string;
  placeholder?: string;
  error?: string;
  readOnly?: boolean;
  clearable?: boolean;
  testId?: string;
  /** The column header names it on screen (lines): the label is only the accessible name. */
  hideLabel?: boolean;
}) {
  return (
    <Select
      {...(hideLabel ? { 'aria-label': label } : { label })}
      placeholder={placeholder}
      data={warehouses.map((warehouse) => ({
        value: warehouse.id,
        label: warehouse.code ? `${warehouse.code} · ${warehouse.name}` : warehouse.name,
      }))}
      value={value === '' ? null : value}
      onChange={(id) => onChange(id ?? '')}
      searchable
      clearable={clearable}
      readOnly={readOnly}
      error={error}
      data-testid={testId}
    />
  );
}
