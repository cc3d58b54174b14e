import { describe, expect, it } from 'vitest';
import { NO_RANGE, rangeProblem, rangeToQuery } from './history-range';

const MOSCOW = 180; // spec 02 §9 default zone 3

describe('history range', () => {
  it('sends no bound for an empty range', () => {
    expect(rangeToQuery(NO_RANGE, MOSCOW)).toEqual({});
  });

  it("sends the first second of the first day and the last of the last day, in the player's zone (issue 12)", () => {
    expect(rangeToQuery({ from: '2026-11-01', to: '2026-11-23' }, MOSCOW)).toEqual({
      from: Date.UTC(2026, 9, 31, 21) / 1000,
      to: Date.UTC(2026, 10, 23, 21) / 1000 - 1,
    });
    expect(rangeToQuery({ from: '', to: '2026-11-23' }, -210)).toEqual({
      to: Date.UTC(2026, 10, 24, 3, 30) / 1000 - 1,
    });
  });

  it('takes one day as from = to', () => {
    const { from = 0, to = 0 } = rangeToQuery({ from: '2026-11-23', to: '2026-11-23' }, MOSCOW) ?? {};
    expect(to - from).toBe(86_399);
  });

  it('refuses a start after the end and text that is not a day', () => {
    expect(rangeProblem({ from: '2026-11-24', to: '2026-11-23' })).toBe('from_after_to');
    expect(rangeProblem({ from: '2026-13-01', to: '' })).toBe('bad_date');
    expect(rangeProblem({ from: '2026-02-30', to: '' })).toBe('bad_date');
    expect(rangeProblem({ from: '', to: '23.11.2026' })).toBe('bad_date');
    expect(rangeToQuery({ from: '2026-11-24', to: '2026-11-23' }, MOSCOW)).toBeNull();
  });
});
