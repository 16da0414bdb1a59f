// An account picker: type a code or part of a name (Thai or English) and choose; keyboard-operable (arrows,
// Enter). Lists active postable accounts only — headers take no postings.
import { Select, type SelectProps } from '@mantine/core';
import type { AccountTreeNode } from '@banchee/contracts';
import { useMemo } from 'react';
import { accountName, useAcctText } from '../i18n/use-acct-text';

export function AccountSelect({
  accounts,
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  accounts: readonly AccountTreeNode[];
  value: string;
  onChange: (code: string) => void;
}) {
  const { language } = useAcctText();
  const data = useMemo(
    () =>
      accounts.map((account) => ({
        value: account.code,
        label: `${account.code} ${accountName(account, language)}`,
      })),
    [accounts, language],
  );
  return (
    <Select
      data={data}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      searchable
      limit={60}
      maxDropdownHeight={320}
      nothingFoundMessage="—"
      comboboxProps={{ withinPortal: true }}
      // Thai and English names are both searchable whichever language is shown.
      filter={({ options, search }) => {
        const needle = search.trim().toLowerCase();
        if (needle === '') return options;
        return options.filter((option) => {
          if (!('value' in option)) return false;
          const account = accounts.find((a) => a.code === option.value);
          return (
            option.value.startsWith(needle) ||
            option.label.toLowerCase().includes(needle) ||
            (account?.nameEn.toLowerCase().includes(needle) ?? false) ||
            (account?.nameTh.includes(needle) ?? false)
          );
        });
      }}
      {...props}
    />
  );
}
