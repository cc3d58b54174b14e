import { describe, expect, it } from 'vitest';
import { REFRESH_INTERVALS, REFRESH_OVERRIDES, refreshInterval } from './refresh-intervals';

describe('Spec 02 §9 refresh intervals (line / live)', () => {
  it.each([
    [{ kind: 'menu', section: 'line' }, 10_000],
    [{ kind: 'menu', section: 'live' }, 5_000],
    [{ kind: 'game', gameId: 1, section: 'line' }, 15_000],
    [{ kind: 'game', gameId: 1, section: 'live' }, 5_000],
    [{ kind: 'top', section: 'line' }, 60_000],
    [{ kind: 'top', section: 'live' }, 10_000],
    [{ kind: 'expressOfTheDay' }, 15_000],
    [{ kind: 'cyber', section: 'line' }, 15_000],
    [{ kind: 'cyber', section: 'live' }, 5_000],
    [{ kind: 'games', section: 'line' }, 10_000],
    [{ kind: 'games', section: 'live' }, 10_000],
  ] as const)('%j polls every %i ms', (request, interval) => {
    expect(refreshInterval(request)).toBe(interval);
  });

  it('has the default row 10000 / 10000', () => {
    expect(REFRESH_INTERVALS.default).toEqual({ line: 10_000, live: 10_000 });
  });
});

describe('spec 02 §9 overrides ("some sport and champion ids", ids ours: REFRESH_OVERRIDES)', () => {
  it.each([
    ['table tennis live lists poll every 3000', { kind: 'games', section: 'live', sportId: 6 }, undefined, 3_000],
    ['table tennis line lists keep the default row', { kind: 'games', section: 'line', sportId: 6 }, undefined, 10_000],
    [
      'the Cyber League 2x6 min live list polls every 2000',
      { kind: 'games', section: 'live', champIds: [4201] },
      undefined,
      2_000,
    ],
    [
      'a list of that league and another keeps its sport rule',
      { kind: 'games', section: 'live', sportId: 42, champIds: [4201, 4202] },
      undefined,
      10_000,
    ],
    ['cyber line lists poll every 15000', { kind: 'games', section: 'line', sportId: 40 }, undefined, 15_000],
    [
      'a live table tennis game page polls every 3000',
      { kind: 'game', gameId: 9, section: 'live' },
      { sportId: 6, champIds: [601] },
      3_000,
    ],
    [
      'a live Cyber League game: the champion rule wins',
      { kind: 'game', gameId: 9, section: 'live' },
      { sportId: 42, champIds: [4201] },
      2_000,
    ],
    ['a game not yet loaded takes its row', { kind: 'game', gameId: 9, section: 'live' }, undefined, 5_000],
    ['the menu ignores the overrides', { kind: 'menu', section: 'live' }, { sportId: 6 }, 5_000],
  ] as const)('%s', (_name, request, subject, interval) => {
    expect(refreshInterval(request, subject)).toBe(interval);
  });

  it('every override is one of the three values the spec gives', () => {
    const given = [
      ['live', 3_000],
      ['live', 2_000],
      ['line', 15_000],
    ];
    for (const rule of REFRESH_OVERRIDES) expect(given).toContainEqual([rule.section, rule.interval]);
  });
});

describe('the coupon subject', () => {
  it('polls the games of the coupon at spec 02 §9 "coupon | 10000 | 10000", whatever their sport', () => {
    expect(refreshInterval({ kind: 'game', gameId: 1, section: 'line', subject: 'coupon' })).toBe(10_000);
    // Table tennis live has a 3 s game page (REFRESH_OVERRIDES); the coupon keeps its own row.
    expect(refreshInterval({ kind: 'game', gameId: 1, section: 'live', subject: 'coupon' }, { sportId: 6 })).toBe(
      10_000,
    );
    expect(refreshInterval({ kind: 'game', gameId: 1, section: 'live' }, { sportId: 6 })).toBe(3_000);
  });
});
