// Contact payloads: empty fields dropped; credit_days dropped when it is not numeric (spec §5).
import { describe, expect, it } from 'vitest';
import { toContactPayload } from './save-contact';

describe('toContactPayload', () => {
  it('keeps numeric credit days as a number and drops empty fields', () => {
    expect(
      toContactPayload({ contact_type: 'CLIENT', contact_name: 'บริษัท ก', email: '', credit_days: '45' }),
    ).toEqual({
      contact_type: 'CLIENT',
      contact_name: 'บริษัท ก',
      credit_days: 45,
    });
    expect(toContactPayload({ contact_type: 'SUPPLIER', contact_name: 'S', credit_days: 0 })).toEqual({
      contact_type: 'SUPPLIER',
      contact_name: 'S',
      credit_days: 0,
    });
  });

  it('drops credit days that are not numeric', () => {
    expect(toContactPayload({ contact_type: 'CLIENT', contact_name: 'A', credit_days: 'abc' })).toEqual({
      contact_type: 'CLIENT',
      contact_name: 'A',
    });
    expect(toContactPayload({ contact_type: 'CLIENT', contact_name: 'A', credit_days: '' })).toEqual({
      contact_type: 'CLIENT',
      contact_name: 'A',
    });
    expect(toContactPayload({ contact_type: 'CLIENT', contact_name: 'A', credit_days: '-3' })).toEqual({
      contact_type: 'CLIENT',
      contact_name: 'A',
    });
  });
});
