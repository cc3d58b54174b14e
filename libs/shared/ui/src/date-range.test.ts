import { afterEach, describe, expect, it } from 'vitest';
import { dateRangeIssue, isoDay, parseDay, presetRange } from './date-range';

// Zones far from UTC either way, with half hours, and with clock changes around the dates used.
const ZONES = [
  'UTC',
  'Europe/Moscow',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'America/Sao_Paulo',
  'Australia/Lord_Howe',
  'America/New_York',
];
const originalZone = process.env['TZ'];

afterEach(() => {
  process.env['TZ'] = originalZone;
});

describe('date ranges as ISO days: no time-zone drift', () => {
  it.each(ZONES)('the presets count calendar days, across a clock change, in %s', (zone) => {
    process.env['TZ'] = zone;
    // New York and Lord Howe change their clocks in the 30 days before these dates.
    expect(presetRange('today', '2026-11-10')).toEqual({ from: '2026-11-10', to: '2026-11-10' });
    expect(presetRange('last7Days', '2026-11-03')).toEqual({ from: '2026-10-28', to: '2026-11-03' });
    expect(presetRange('last30Days', '2026-11-10')).toEqual({ from: '2026-10-12', to: '2026-11-10' });
    expect(presetRange('last30Days', '2026-04-10')).toEqual({ from: '2026-03-12', to: '2026-04-10' });
    expect(presetRange('last7Days', '2028-03-02')).toEqual({ from: '2028-02-25', to: '2028-03-02' });
  });

  it.each(ZONES)('a day read and written back is the same day in %s', (zone) => {
    process.env['TZ'] = zone;
    for (const day of ['2026-01-01', '2026-03-29', '2026-10-25', '2026-11-01', '2028-02-29', '2026-12-31']) {
      const parsed = parseDay(day);
      expect(parsed && isoDay(parsed)).toBe(day);
    }
  });

  it('today is the day on the wall clock where the player is, not in UTC', () => {
    const lateEvening = new Date('2026-11-26T23:30:00Z');
    process.env['TZ'] = 'Europe/Moscow';
    expect(isoDay(lateEvening)).toBe('2026-11-27');
    process.env['TZ'] = 'America/Sao_Paulo';
    expect(isoDay(lateEvening)).toBe('2026-11-26');
  });

  it('refuses what is not a real day', () => {
    for (const text of ['2026-02-30', '2026-13-01', '26-11-01', '2026-1-1', 'today', '']) {
      expect(parseDay(text)).toBeNull();
    }
  });
});

describe('dateRangeIssue', () => {
  it('accepts open ends and a proper range', () => {
    expect(dateRangeIssue({ from: '', to: '' })).toBeNull();
    expect(dateRangeIssue({ from: '2026-11-01', to: '' })).toBeNull();
    expect(dateRangeIssue({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
  });

  it('says which date is wrong and why', () => {
    expect(dateRangeIssue({ from: '2026-02-30', to: '' })).toEqual({ field: 'from', problem: 'bad_date' });
    expect(dateRangeIssue({ from: '2026-11-10', to: '2026-11-01' })).toEqual({
      field: 'to',
      problem: 'to_before_from',
    });
    const limits = { min: '2026-01-01', max: '2026-11-27', maxDays: 90 };
    expect(dateRangeIssue({ from: '2025-12-31', to: '' }, limits)).toEqual({ field: 'from', problem: 'before_min' });
    expect(dateRangeIssue({ from: '', to: '2026-11-28' }, limits)).toEqual({ field: 'to', problem: 'after_max' });
    // 90 days counting both ends is the longest.
    expect(dateRangeIssue({ from: '2026-08-30', to: '2026-11-27' }, limits)).toBeNull();
    expect(dateRangeIssue({ from: '2026-08-29', to: '2026-11-27' }, limits)).toEqual({
      field: 'to',
      problem: 'too_long',
    });
  });
});
