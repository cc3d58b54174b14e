import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameResult } from '@bet/contract';
import { makeGameResult } from './results-testing';
import { sportAllowsDraws, standingsFrom } from './standings';

const teams = ['Arsenal', 'Chelsea', 'Everton', 'Fulham', 'Leeds'] as const;
const result = fc
  .record({
    team1: fc.constantFrom(...teams),
    team2: fc.constantFrom(...teams),
    score1: fc.integer({ min: 0, max: 9 }),
    score2: fc.integer({ min: 0, max: 9 }),
  })
  .filter(({ team1, team2 }) => team1 !== team2);
const results = fc
  .array(result, { maxLength: 40 })
  .map((games) =>
    games.map(({ team1, team2, score1, score2 }, i) =>
      makeGameResult(i + 1, { team1, team2, scores: { score1, score2, periods: [] } }),
    ),
  );
const withoutDraws = results.map((games) => games.filter((game) => game.scores.score1 !== game.scores.score2));

const sum = (rows: ReturnType<typeof standingsFrom>, pick: (row: ReturnType<typeof standingsFrom>[number]) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

describe('standingsFrom (the statistic page)', () => {
  it('gives 3 points a win and 1 a draw where draws exist: points = 3W + D', () => {
    fc.assert(
      fc.property(results, (games) => {
        for (const row of standingsFrom(games, { allowsDraws: true })) expect(row.points).toBe(3 * row.won + row.drawn);
      }),
    );
  });

  it('counts every game twice: played = W + D + L per team and twice the games in all', () => {
    fc.assert(
      fc.property(results, (games) => {
        const rows = standingsFrom(games, { allowsDraws: true });
        for (const row of rows) expect(row.played).toBe(row.won + row.drawn + row.lost);
        expect(sum(rows, (row) => row.played)).toBe(2 * games.length);
      }),
    );
  });

  it('balances: wins = losses, draws come in pairs, goals for = goals against', () => {
    fc.assert(
      fc.property(results, (games) => {
        const rows = standingsFrom(games, { allowsDraws: true });
        expect(sum(rows, (row) => row.won)).toBe(sum(rows, (row) => row.lost));
        expect(sum(rows, (row) => row.drawn) % 2).toBe(0);
        expect(sum(rows, (row) => row.goalsFor)).toBe(sum(rows, (row) => row.goalsAgainst));
      }),
    );
  });

  it('without draws ranks by wins: points = W, and wins = losses = games', () => {
    fc.assert(
      fc.property(withoutDraws, (games) => {
        const rows = standingsFrom(games, { allowsDraws: false });
        for (const row of rows) {
          expect(row.points).toBe(row.won);
          expect(row.drawn).toBe(0);
        }
        expect(sum(rows, (row) => row.won)).toBe(games.length);
        expect(sum(rows, (row) => row.lost)).toBe(games.length);
      }),
    );
  });

  it('orders by points, then goal difference, then goals scored', () => {
    fc.assert(
      fc.property(results, (games) => {
        const rows = standingsFrom(games, { allowsDraws: true });
        const keys = rows.map((row) => [row.points, row.goalsFor - row.goalsAgainst, row.goalsFor]);
        keys.slice(1).forEach((below, i) => {
          const above = keys[i] ?? [];
          const j = above.findIndex((value, k) => value !== below[k]);
          if (j >= 0) expect(above[j]).toBeGreaterThan(below[j] ?? 0);
        });
      }),
    );
  });

  it('does not depend on the order of the games', () => {
    fc.assert(
      fc.property(results, fc.infiniteStream(fc.nat()), (games, seeds) => {
        const shuffled = [...games].sort(() => (seeds.next().value % 3) - 1);
        expect(standingsFrom(shuffled, { allowsDraws: true })).toEqual(standingsFrom(games, { allowsDraws: true }));
      }),
    );
  });

  it('builds a known table', () => {
    const games: GameResult[] = [
      makeGameResult(1, { team1: 'A', team2: 'B', scores: { score1: 2, score2: 0, periods: [] } }),
      makeGameResult(2, { team1: 'B', team2: 'C', scores: { score1: 1, score2: 1, periods: [] } }),
      makeGameResult(3, { team1: 'C', team2: 'A', scores: { score1: 3, score2: 1, periods: [] } }),
    ];
    expect(standingsFrom(games, { allowsDraws: true })).toEqual([
      { team: 'C', played: 2, won: 1, drawn: 1, lost: 0, goalsFor: 4, goalsAgainst: 2, points: 4 },
      { team: 'A', played: 2, won: 1, drawn: 0, lost: 1, goalsFor: 3, goalsAgainst: 3, points: 3 },
      { team: 'B', played: 2, won: 0, drawn: 1, lost: 1, goalsFor: 1, goalsAgainst: 3, points: 1 },
    ]);
  });
});

describe('sportAllowsDraws', () => {
  it('knows the draw sports and learns from a level score', () => {
    expect(sportAllowsDraws(1, [])).toBe(true);
    expect(sportAllowsDraws(4, [])).toBe(false);
    expect(
      sportAllowsDraws(4, [makeGameResult(1, { sportId: 4, scores: { score1: 1, score2: 1, periods: [] } })]),
    ).toBe(true);
    expect(
      sportAllowsDraws(4, [makeGameResult(1, { sportId: 3, scores: { score1: 1, score2: 1, periods: [] } })]),
    ).toBe(false);
  });
});
