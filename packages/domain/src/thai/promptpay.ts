// PromptPay QR payload (EMVCo merchant-presented, Bank of Thailand profile), thai-tax-reference §7.
// The payload is a string of TLV fields (id, two-digit length, value) ending with a CRC-16/CCITT-FALSE.
import { parseMoney, toMoneyString, type Money } from '../money/money.ts';

const AID_PROMPTPAY = 'A000000677010111';

function tlv(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

export type PromptPayTargetKind = 'mobile' | 'tax_id' | 'e_wallet';

/** Which PromptPay proxy a target is: ≥15 digits e-wallet, 13–14 national/tax id, otherwise a mobile number. */
export function promptPayTargetKind(target: string): PromptPayTargetKind {
  const digits = target.replace(/\D/g, '');
  if (digits.length >= 15) return 'e_wallet';
  if (digits.length >= 13) return 'tax_id';
  return 'mobile';
}

export interface PromptPayInput {
  /** Mobile number ("080-123-4567"), 13-digit tax/national id or e-wallet id; non-digits are ignored. */
  readonly target: string;
  /** Amount to request; a dynamic QR (tag 01 = 12) is produced when present. Money (satang) or decimal string. */
  readonly amount?: Money | string | null;
}

/** Builds the PromptPay payload string to encode in a QR code. */
export function promptPayPayload(input: PromptPayInput): string {
  const digits = input.target.replace(/\D/g, '');
  if (digits === '') throw new RangeError('PromptPay target must contain digits');
  const kind = promptPayTargetKind(digits);
  const proxy =
    kind === 'e_wallet'
      ? tlv('03', digits)
      : kind === 'tax_id'
        ? tlv('02', digits)
        : // Mobile: leading 0 becomes the country code 66, then zero-padded to 13 characters.
          tlv('01', digits.replace(/^0/, '66').padStart(13, '0'));
  const satang =
    input.amount === null || input.amount === undefined
      ? null
      : typeof input.amount === 'bigint'
        ? input.amount
        : parseMoney(input.amount);
  // A negative amount would print "-4.22" into tag 54, which no banking app accepts: that is a caller bug.
  if (satang !== null && satang < 0n) throw new RangeError('PromptPay amount cannot be negative');
  const amount = satang === null ? null : toMoneyString(satang);
  const body = [
    tlv('00', '01'),
    tlv('01', amount === null ? '11' : '12'),
    tlv('29', tlv('00', AID_PROMPTPAY) + proxy),
    tlv('58', 'TH'),
    tlv('53', '764'),
    amount === null ? '' : tlv('54', amount),
  ].join('');
  const withCrcHeader = `${body}6304`;
  const crc = crc16CcittFalse(withCrcHeader).toString(16).toUpperCase().padStart(4, '0');
  return withCrcHeader + crc;
}
