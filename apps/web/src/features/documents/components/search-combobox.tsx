// A text field that is also a picker: typing keeps the text (a customer or item name may be typed freely)
// and searches the server 150 ms after typing stops (spec §5); arrow keys and Enter pick a suggestion.
// Used by the contact picker and the product picker.
import { Combobox, Group, Loader, Text, TextInput, useCombobox, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState, type ReactNode } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../components/search-input';

export interface ComboboxOption {
  readonly id: string;
  readonly label: string;
  readonly detail?: ReactNode;
}

export interface SearchComboboxProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  onPick: (id: string) => void;
  options: readonly ComboboxOption[];
  loading: boolean;
  /** The search text, 150 ms after typing stops, and whether the dropdown is open (search only then). */
  onSearch: (search: string, opened: boolean) => void;
  nothingFound: string;
}

export function SearchCombobox({
  value,
  onChange,
  onPick,
  options,
  loading,
  onSearch,
  nothingFound,
  ...inputProps
}: SearchComboboxProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  useEffect(() => onSearch(debounced, opened), [debounced, opened, onSearch]);
  const open = () => {
    // A read-only field (a document that can no longer change) shows its text but offers no choices.
    if (inputProps.readOnly) return;
    setOpened(true);
    combobox.openDropdown();
  };
  return (
    <Combobox
      store={combobox}
      withinPortal
      onOptionSubmit={(id) => {
        onPick(id);
        setOpened(false);
        combobox.closeDropdown();
      }}
      onClose={() => setOpened(false)}
    >
      <Combobox.Target>
        <TextInput
          {...inputProps}
          value={value}
          autoComplete="off"
          onChange={(event) => {
            onChange(event.currentTarget.value);
            setSearch(event.currentTarget.value);
            open();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={open}
          onFocus={(event) => {
            setSearch('');
            open();
            inputProps.onFocus?.(event);
          }}
          onBlur={(event) => {
            combobox.closeDropdown();
            setOpened(false);
            inputProps.onBlur?.(event);
          }}
          rightSection={loading && opened ? <Loader size={14} /> : inputProps.rightSection}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
          {options.length === 0 ? (
            <Combobox.Empty>{loading ? '…' : nothingFound}</Combobox.Empty>
          ) : (
            options.map((option) => (
              <Combobox.Option value={option.id} key={option.id}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm" fw={500}>
                    {option.label}
                  </Text>
                  {option.detail ? (
                    <Text size="xs" c="dimmed" ta="right">
                      {option.detail}
                    </Text>
                  ) : null}
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
