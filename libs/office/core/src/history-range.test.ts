import { endOfDay, getUnixTime, startOfDay } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { NO_RANGE, rangeProblem, rangeToQuery } from './history-range';

describe('history range', () => {
  it('sends no bound for an empty range', () => {
    expect(rangeToQuery(NO_RANGE)).toEqual({});
  });

  it('sends the first second of the first day and the last of the last day, in local time', () => {
    expect(rangeToQuery({ from: '2026-11-01', to: '2026-11-23' })).toEqual({
      from: getUnixTime(startOfDay(new Date(2026, 10, 1))),
      to: getUnixTime(endOfDay(new Date(2026, 10, 23))),
    });
    expect(rangeToQuery({ from: '', to: '2026-11-23' })).toEqual({ to: getUnixTime(endOfDay(new Date(2026, 10, 23))) });
  });

  it('takes one day as from = to', () => {
    const { from = 0, to = 0 } = rangeToQuery({ from: '2026-11-23', to: '2026-11-23' }) ?? {};
    expect(to - from).toBe(86_399);
  });

  it('refuses a start after the end and text that is not a day', () => {
    expect(rangeProblem({ from: '2026-11-24', to: '2026-11-23' })).toBe('from_after_to');
    expect(rangeProblem({ from: '2026-13-01', to: '' })).toBe('bad_date');
    expect(rangeProblem({ from: '', to: '23.11.2026' })).toBe('bad_date');
    expect(rangeToQuery({ from: '2026-11-24', to: '2026-11-23' })).toBeNull();
  });
});
