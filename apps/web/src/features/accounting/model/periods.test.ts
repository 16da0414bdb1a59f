import { describe, expect, it } from 'vitest';
import { periodYears } from './periods';

const closed = (fiscalYear: number) => ({
  fiscalYear,
  entryId: `id-${fiscalYear}`,
  number: `JV${fiscalYear}`,
});

describe('periodYears', () => {
  it('runs from the current year back to the year before the organisation was created, newest first', () => {
    const years = periodYears({ closedYears: [] }, '2026-11-27', '2026-03-01T00:00:00.000Z');
    expect(years).toEqual([{ year: 2026, block: 'notEnded' }, { year: 2025 }]);
  });

  it('reaches back to the conversion year and every closed year', () => {
    const years = periodYears(
      { conversionDate: '2022-01-01', closedYears: [closed(2021)] },
      '2026-01-05',
      '2026-01-01T00:00:00.000Z',
    );
    expect(years.map((year) => year.year)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(years.at(-1)).toEqual({ year: 2021, closing: { entryId: 'id-2021', number: 'JV2021' } });
  });

  it('blocks closing or reopening below a later closed year and when 31 December is locked', () => {
    const years = periodYears(
      { lockDate: '2024-12-31', closedYears: [closed(2023), closed(2025)] },
      '2026-06-30',
      '2025-01-01',
    );
    expect(years).toEqual([
      { year: 2026, block: 'notEnded' },
      { year: 2025, closing: { entryId: 'id-2025', number: 'JV2025' } },
      { year: 2024, block: 'laterClosed' },
      { year: 2023, closing: { entryId: 'id-2023', number: 'JV2023' }, block: 'laterClosed' },
    ]);
    const locked = periodYears({ lockDate: '2025-12-31', closedYears: [] }, '2026-06-30', '2025-01-01');
    expect(locked.find((year) => year.year === 2025)?.block).toBe('locked');
    expect(locked.find((year) => year.year === 2026)?.block).toBe('notEnded');
  });
});
