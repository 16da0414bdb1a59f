// The shared money field (issue #10 §4): separators and two decimals at rest, the plain figure while typing,
// and the value handed back never carries separators.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { MoneyInput } from './money-input';

function Field({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <MoneyInput
      aria-label="price"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('MoneyInput', () => {
  it('shows 1,500.00, keeps the text while typing, formats on leaving, hands back no separators', () => {
    const seen: string[] = [];
    render(
      <MantineProvider theme={theme}>
        <Field initial="1500" seen={seen} />
      </MantineProvider>,
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'price' });
    expect(input.value).toBe('1,500.00');
    expect(input.getAttribute('inputmode')).toBe('decimal');

    // Focusing does not change the text (a selection made on focus survives).
    fireEvent.focus(input);
    expect(input.value).toBe('1,500.00');
    fireEvent.change(input, { target: { value: '12,345.5' } });
    expect(seen).toEqual(['12345.5']);
    expect(input.value).toBe('12,345.5');
    fireEvent.blur(input);
    expect(input.value).toBe('12,345.50');

    // Commas that do not group thousands are handed back as typed (validation refuses them).
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '12,50' } });
    fireEvent.blur(input);
    expect(seen.at(-1)).toBe('12,50');
    expect(input.value).toBe('12,50');
  });

  it('a new value from outside replaces the text', () => {
    function Outside() {
      const [value, setValue] = useState('');
      return (
        <>
          <MoneyInput aria-label="amount" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('2115')}>
            fill
          </button>
        </>
      );
    }
    render(
      <MantineProvider theme={theme}>
        <Outside />
      </MantineProvider>,
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'amount' });
    expect(input.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'fill' }));
    expect(input.value).toBe('2,115.00');
  });

  it('leaves text that is not a figure as typed, so its error stands beside it', () => {
    render(
      <MantineProvider theme={theme}>
        <Field initial="2.." seen={[]} />
      </MantineProvider>,
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'price' }).value).toBe('2..');
  });
});
