// The one money field of the app (issue #10 §4): it shows the figure with thousands separators and two
// decimals ("1,500.00"). The text is not touched while the person is in the field — focusing keeps the
// selection, typing is never reformatted under the cursor — and is formatted again on leaving it. The value
// handed back carries no separators when they group thousands ("1,500.5" → "1500.5"); other commas
// ("12,50") are handed back as typed, so validation says the figure is not one rather than guessing.
import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { formatMoneyField } from '../lib/format';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The figure as the form keeps it (a decimal string, or what is being typed). */
  value: string;
  onChange: (value: string) => void;
}

const GROUPED = /^\s*-?\d{1,3}(,\d{3})+(\.\d*)?\s*$/;

/** "1,234.5" → "1234.5"; text whose commas do not group thousands is returned unchanged. */
export function withoutSeparators(text: string): string {
  return GROUPED.test(text) ? text.replace(/,/g, '') : text;
}

export function MoneyInput({ value, onChange, onFocus, onBlur, ...props }: MoneyInputProps) {
  const [text, setText] = useState(() => formatMoneyField(value));
  const focused = useRef(false);
  // A new value from outside (a product picked, a draft loaded) replaces the text; the person's own
  // typing, which already equals the value, is left alone.
  useEffect(() => {
    setText((current) =>
      withoutSeparators(current) === value ? current : focused.current ? value : formatMoneyField(value),
    );
  }, [value]);
  return (
    <TextInput
      inputMode="decimal"
      {...props}
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        onChange(withoutSeparators(typed));
      }}
      onFocus={(event) => {
        focused.current = true;
        onFocus?.(event);
      }}
      onBlur={(event) => {
        focused.current = false;
        setText(formatMoneyField(value));
        onBlur?.(event);
      }}
    />
  );
}
