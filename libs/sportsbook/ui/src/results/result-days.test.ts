import { describe, expect, it } from 'vitest';
import { isoOfDay, pickDay, resultDays } from './result-days';

const NOW = Date.UTC(2026, 10, 23, 0, 30);

describe('result days (the results date picker)', () => {
  it('offers today and the six days before it, newest first, as the days of the zone asked (UTC here)', () => {
    const days = resultDays(NOW, 0);
    expect(days.map((day) => day.iso)).toEqual([
      '2026-11-23',
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-17',
    ]);
    expect(days[0]?.date).toBe(Date.UTC(2026, 10, 23) / 1000);
    expect(days.map((day) => day.daysAgo)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('reads a day back from the address, today for anything not offered', () => {
    const days = resultDays(NOW, 0);
    expect(pickDay(days, '2026-11-21').daysAgo).toBe(2);
    expect(pickDay(days, '2020-01-01').daysAgo).toBe(0);
    expect(pickDay(days, null).daysAgo).toBe(0);
  });

  it('names the day of the zone asked', () => {
    expect(isoOfDay(Date.UTC(2026, 10, 23) / 1000, 0)).toBe('2026-11-23');
    // 00:30 UTC is still the 22nd in UTC−3:30 (issue 12: the player's zone).
    expect(resultDays(NOW, -210, 1)[0]?.iso).toBe('2026-11-22');
  });
});
