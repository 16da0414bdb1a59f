// The expense account of one expense line: a searchable choice among the organisation's postable, active
// accounts of spec §9's range (51111.01–53032.99). Typing a code or a name narrows the list.
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOrgId } from '../../../lib/use-org-id';
import { useExpenseAccountOptions } from '../api/expense-accounts';
import { useDocText } from '../i18n/use-doc-text';

export function ExpenseAccountSelect({
  value,
  onChange,
  error,
  label,
  testId,
  placeholder,
  clearable,
}: {
  value: string;
  onChange: (code: string) => void;
  error?: string;
  /** Shown while no account is chosen (default: choose an account). */
  placeholder?: string | undefined;
  clearable?: boolean;
  /** Accessible name (the column header names it on screen). */
  label: string;
  testId?: string;
}) {
  const text = useDocText();
  const { i18n } = useTranslation();
  const organizationId = useOrgId();
  const options = useExpenseAccountOptions(organizationId, i18n.language === 'en' ? 'en' : 'th', true);
  return (
    <Select
      aria-label={label}
      placeholder={placeholder ?? text('purchases.accountPlaceholder')}
      nothingFoundMessage={text('purchases.noAccounts')}
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
