import { describe, expect, it } from 'vitest';
import { encodeTextFile } from './text-encoding.ts';

describe('text file encodings', () => {
  it('UTF-8 without a byte-order mark: "1|นาย" is 31 7C then three 3-byte Thai letters', () => {
    const result = encodeTextFile('1|นาย\r\n', 'UTF-8');
    expect(result.ok && [...result.bytes]).toEqual([
      0x31, 0x7c, 0xe0, 0xb8, 0x99, 0xe0, 0xb8, 0xb2, 0xe0, 0xb8, 0xa2, 0x0d, 0x0a,
    ]);
  });

  it('CP874: น = B9, า = D2, ย = C2 (TIS-620 table), ASCII unchanged', () => {
    const result = encodeTextFile('1|นาย\r\n', 'CP874');
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect([...result.bytes]).toEqual([0x31, 0x7c, 0xb9, 0xd2, 0xc2, 0x0d, 0x0a]);
      expect(result.contentType).toBe('text/plain; charset=windows-874');
    }
  });

  it('CP874 refuses a character it cannot hold, naming it and its line', () => {
    const result = encodeTextFile('1|นาย\r\n2|王小明\r\n', 'CP874');
    expect(result).toEqual({ ok: false, offending: '王', line: 2 });
  });
});
