// An expense account of the organisation's chart (spec §9's range 51111.01–53032.99, postable, active): a
// searchable choice, typing a code or a name narrows the list. Used by each purchase line (features/documents)
// and by an item's purchase account (features/products, decision 0247); each caller gives its own words.
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useExpenseAccountOptions } from '../lib/expense-accounts';

export function ExpenseAccountSelect({
  organizationId,
  value,
  onChange,
  error,
  label,
  hideLabel = true,
  description,
  testId,
  placeholder,
  nothingFound,
  clearable,
}: {
  organizationId: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  /** Shown while no account is chosen. */
  placeholder: string;
  /** Shown when the chart has no account to offer. */
  nothingFound: string;
  clearable?: boolean;
  label: string;
  /** A column header names it on screen (lines): the label is then only the accessible name. */
  hideLabel?: boolean;
  description?: string;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  const options = useExpenseAccountOptions(organizationId, i18n.language === 'en' ? 'en' : 'th', true);
  return (
    <Select
      {...(hideLabel ? { 'aria-label': label } : { label })}
      description={description}
      placeholder={placeholder}
      nothingFoundMessage={nothingFound}
      data={options.data ?? []}
      value={value === '' ? null : value}
      onChange={(code) => onChange(code ?? '')}
      searchable
      clearable={clearable}
      error={error}
      data-testid={testId}
    />
  );
}
