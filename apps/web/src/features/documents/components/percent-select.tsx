// A percentage chosen from the fixed list of spec §9 (0.00 … 30.00), for discounts and withholding tax.
import { Select, type SelectProps } from '@mantine/core';
import { PERCENT_OPTIONS } from '@banchee/domain';

const data = PERCENT_OPTIONS.map((value) => ({ value, label: `${value}%` }));

/** Normalises a stored percent ("3", "3.0000") to the option it matches ("3.00"); '' stays ''. */
export function percentOptionValue(value: string): string {
  if (value.trim() === '') return '';
  const number = Number(value);
  if (!Number.isFinite(number)) return '';
  const fixed = number.toFixed(2);
  return (PERCENT_OPTIONS as readonly string[]).includes(fixed) ? fixed : value;
}

export function PercentSelect({
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & { value: string; onChange: (value: string) => void }) {
  const current = percentOptionValue(value);
  // A stored figure outside the list (made through the API) is still shown rather than silently dropped.
  const options =
    current && !data.some((option) => option.value === current)
      ? [...data, { value: current, label: `${current}%` }]
      : data;
  return (
    <Select
      data={options}
      value={current === '' ? null : current}
      onChange={(next) => onChange(next === '0.00' ? '' : (next ?? ''))}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
