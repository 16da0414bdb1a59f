// The iCalendar text of the tax calendar (RFC 5545): CRLF lines, all-day events on the due date ending the next
// day, stable UIDs, commas and semicolons escaped, and long Thai lines folded at 75 octets.
import { describe, expect, it } from 'vitest';
import { taxCalendarIcs, type CalendarObligation } from './tax-calendar.service.ts';

const obligation: CalendarObligation = {
  organizationId: '0193a1b2-c3d4-7e5f-8a9b-000000000001',
  organizationName: 'บริษัท ทดสอบ, ภาษี; และบัญชีที่มีชื่อยาวมากเพื่อทดสอบการพับบรรทัด จำกัด',
  form: 'PP30',
  month: { year: 2026, month: 12 },
  dueDate: '2027-01-31',
  amount: 107_000n,
  state: 'READY',
  available: true,
  filing: undefined,
};

describe('tax calendar feed', () => {
  const ics = taxCalendarIcs([obligation], new Date('2026-12-02T03:04:05.678Z'));
  const lines = ics.split('\r\n');

  it('is a VCALENDAR of CRLF lines with one all-day event', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(lines).toContain('UID:0193a1b2-c3d4-7e5f-8a9b-000000000001-PP30-2026-12@banchee');
    expect(lines).toContain('DTSTAMP:20261202T030405Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270131');
    expect(lines).toContain('DTEND;VALUE=DATE:20270201'); // the day after, across the month end
  });

  it('escapes and folds: no line over 75 octets, unfolded text intact', () => {
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:ภ.พ.30 2026-12 — บริษัท ทดสอบ\\, ภาษี\\; และบัญชี');
    expect(unfolded).toContain('DESCRIPTION:พร้อมยื่น · 1\\,070.00 บาท');
  });
});
