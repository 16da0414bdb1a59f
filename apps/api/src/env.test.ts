// readEnv: the settings the README lists, read from one environment object; a wrong value stops the start with
// a message naming the variable.
import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('readEnv', () => {
  it('reads PDF_PAGES as the print tabs, and leaves the default (two per core) when unset', () => {
    expect(readEnv({ PDF_PAGES: '3' }).pdfPages).toBe(3);
    expect(readEnv({}).pdfPages).toBeUndefined();
    expect(readEnv({ PDF_PAGES: '' }).pdfPages).toBeUndefined();
    expect(readEnv({ PDF_PAGES: '  ' }).pdfPages).toBeUndefined();
    expect(readEnv({ PDF_PAGES: ' 4 ' }).pdfPages).toBe(4);
  });

  it('refuses a PDF_PAGES that is not a whole number from 1 to 64', () => {
    for (const bad of ['0', '-2', '1.5', 'four', '65', '1e1', '0x10', '0b11']) {
      expect(() => readEnv({ PDF_PAGES: bad })).toThrow(
        `PDF_PAGES must be a whole number from 1 to 64, not "${bad}"`,
      );
    }
  });

  it('refuses a PORT or LOG_LEVEL it cannot use', () => {
    expect(() => readEnv({ PORT: '70000' })).toThrow('PORT must be a port number, not 70000');
    expect(() => readEnv({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of');
  });
});
