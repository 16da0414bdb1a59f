// The list search box. The parent receives the text 150 ms after typing stops (spec §5 debounce).
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 150;

export function SearchInput({
  placeholder,
  onSearch,
  initial = '',
}: {
  placeholder: string;
  onSearch: (value: string) => void;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  const [debounced] = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  useEffect(() => onSearch(debounced), [debounced, onSearch]);
  return (
    <TextInput
      type="search"
      aria-label={placeholder}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      rightSection={value ? <CloseButton size="sm" aria-label="clear" onClick={() => setValue('')} /> : null}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
