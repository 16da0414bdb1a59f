// Text files for other programs (the RD upload files of decision 0145): UTF-8 without a byte-order mark, or the
// Thai Windows code page CP874 that RD's desktop tools historically expect. A character CP874 cannot hold (an
// emoji, a Chinese name) is refused with its position instead of silently becoming "?".
import iconv from 'iconv-lite';

export const TEXT_FILE_ENCODINGS = ['UTF-8', 'CP874'] as const;
export type TextFileEncoding = (typeof TEXT_FILE_ENCODINGS)[number];

export type EncodedText =
  | { readonly ok: true; readonly bytes: Uint8Array; readonly contentType: string }
  | { readonly ok: false; readonly offending: string; readonly line: number };

/** The bytes of `text` in the encoding, or the first character the encoding cannot hold and its line (1-based). */
export function encodeTextFile(text: string, encoding: TextFileEncoding): EncodedText {
  if (encoding === 'UTF-8')
    return {
      ok: true,
      bytes: new Uint8Array(Buffer.from(text, 'utf8')),
      contentType: 'text/plain; charset=utf-8',
    };
  const bytes = iconv.encode(text, 'cp874');
  const back = iconv.decode(bytes, 'cp874');
  if (back !== text) {
    const chars = [...text];
    const backChars = [...back];
    const index = chars.findIndex((ch, i) => backChars[i] !== ch);
    const before = chars.slice(0, Math.max(index, 0)).join('');
    const line = before.split('\n').length;
    return { ok: false, offending: chars[index] ?? '', line };
  }
  return { ok: true, bytes: new Uint8Array(bytes), contentType: 'text/plain; charset=windows-874' };
}
