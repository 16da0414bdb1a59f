// PromptPay payloads against the reference vectors (thai-tax-reference §7).
import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, promptPayPayload, promptPayTargetKind } from './promptpay.ts';

describe('PromptPay payload', () => {
  it('matches the reference vectors (dtinth/promptpay-qr)', () => {
    expect(promptPayPayload({ target: '0801234567' })).toBe(
      '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
    );
    expect(promptPayPayload({ target: '080-123-4567' })).toBe(
      '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
    );
    expect(promptPayPayload({ target: '000-000-0000', amount: 422n })).toBe(
      '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
    );
    expect(promptPayPayload({ target: '000-000-0000', amount: '4.22' })).toBe(
      '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
    );
  });

  it('uses tag 02 for a 13-digit tax id and tag 03 for an e-wallet id', () => {
    const taxId = promptPayPayload({ target: '0105552029681' });
    expect(taxId.startsWith('00020101021129370016A00000067701011102130105552029681')).toBe(true);
    expect(taxId.slice(-8, -4)).toBe('6304');
    const wallet = promptPayPayload({ target: '004999000288505' });
    expect(wallet).toContain('0315004999000288505');
    expect(promptPayTargetKind('0801234567')).toBe('mobile');
    expect(promptPayTargetKind('0105552029681')).toBe('tax_id');
    expect(promptPayTargetKind('004999000288505')).toBe('e_wallet');
    expect(() => promptPayPayload({ target: '---' })).toThrow();
  });

  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 0x29B1)', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
  });

  it('refuses a negative amount instead of printing "-4.22" into tag 54; zero is a valid dynamic amount', () => {
    expect(() => promptPayPayload({ target: '0801234567', amount: -422n })).toThrow(RangeError);
    expect(() => promptPayPayload({ target: '0801234567', amount: '-4.22' })).toThrow(RangeError);
    expect(promptPayPayload({ target: '0801234567', amount: '0' })).toContain('54040.00');
  });
});
