// Baht text (จำนวนเงินเป็นตัวอักษร): an amount written in Thai words, as printed on tax invoices and the
// 50 Tawi. Grammar and vectors: thai-tax-reference §5. Variant: 101 reads "หนึ่งร้อยหนึ่ง" (Google Sheets /
// jojoee/bahttext), not Excel's "หนึ่งร้อยเอ็ด" — see docs/decisions/0008-baht-text-variant.md.
import { parseMoney, type Money } from '../money/money.ts';

const DIGITS = ['ศูนย์', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า'] as const;
// Place names inside one six-digit group, from units upward; ล้าน joins groups.
const PLACES = ['', 'สิบ', 'ร้อย', 'พัน', 'หมื่น', 'แสน'] as const;

/** Words for 1…999,999 (one six-digit group); '' for 0. */
function groupWords(group: number): string {
  const digits = String(group).split('').reverse().map(Number);
  let words = '';
  for (let place = digits.length - 1; place >= 0; place -= 1) {
    const digit = digits[place] ?? 0;
    if (digit === 0) continue;
    if (place === 1) {
      // Tens: 10 is สิบ (never หนึ่งสิบ), 20s are ยี่สิบ.
      words += digit === 1 ? 'สิบ' : digit === 2 ? 'ยี่สิบ' : `${DIGITS[digit]}สิบ`;
    } else if (place === 0) {
      // A units 1 after a non-zero tens digit is เอ็ด (11, 21, 31); after hundreds alone it stays หนึ่ง (101).
      words += digit === 1 && (digits[1] ?? 0) !== 0 ? 'เอ็ด' : DIGITS[digit];
    } else {
      words += `${DIGITS[digit]}${PLACES[place]}`;
    }
  }
  return words;
}

/** Words for a non-negative whole number of any size: six-digit groups joined by a repeating ล้าน. */
function integerWords(value: bigint): string {
  if (value === 0n) return '';
  const groups: number[] = [];
  let rest = value;
  while (rest > 0n) {
    groups.push(Number(rest % 1_000_000n));
    rest /= 1_000_000n;
  }
  let words = '';
  for (let i = groups.length - 1; i >= 0; i -= 1) {
    words += groupWords(groups[i] ?? 0);
    if (i > 0) words += 'ล้าน';
  }
  return words;
}

/** Baht text of an amount in satang. */
export function bahtTextFromMoney(amount: Money): string {
  const negative = amount < 0n;
  const magnitude = negative ? -amount : amount;
  const baht = magnitude / 100n;
  const satang = magnitude % 100n;
  let words: string;
  if (baht === 0n && satang === 0n) words = 'ศูนย์บาทถ้วน';
  else if (satang === 0n) words = `${integerWords(baht)}บาทถ้วน`;
  else if (baht === 0n) words = `${integerWords(satang)}สตางค์`;
  else words = `${integerWords(baht)}บาท${integerWords(satang)}สตางค์`;
  return negative ? `ลบ${words}` : words;
}

/**
 * Baht text of an amount given as a decimal string ("1,070.50") or number. The amount is first rounded
 * half-up to the satang so that the words always match the printed figure (1.005 → หนึ่งบาทหนึ่งสตางค์).
 */
export function bahtText(amount: string | number): string {
  return bahtTextFromMoney(parseMoney(amount));
}
