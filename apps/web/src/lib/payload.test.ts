// Spec §5 payload rules and the safe return path after sign-in.
import { describe, expect, it } from 'vitest';
import { compactPayload, safeNextPath } from './payload';

describe('compactPayload', () => {
  it('drops empty strings, undefined and null, nested objects included', () => {
    expect(
      compactPayload({
        name: 'ร้านดี',
        code: '',
        note: '   ',
        phone: undefined,
        email: null,
        price: '0.00',
        count: 0,
        active: false,
        organization: { name: 'Org', tax_id: '' },
        empty: { a: '' },
      }),
    ).toEqual({ name: 'ร้านดี', price: '0.00', count: 0, active: false, organization: { name: 'Org' } });
  });
});

describe('safeNextPath', () => {
  it('keeps same-site paths and refuses everything else', () => {
    expect(safeNextPath('/0193/contacts?page=2')).toBe('/0193/contacts?page=2');
    expect(safeNextPath('//evil.example/x')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('/login?next=/x')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
  });
});
