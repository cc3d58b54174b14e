import { describe, expect, it } from 'vitest';
import { groupResultsByChamp, sportIdsOfResults } from './results-selectors';
import { makeGameResult } from './results-testing';

const results = [
  makeGameResult(1, { champId: 20, champName: 'B', sportId: 2 }),
  makeGameResult(2, { champId: 10, champName: 'A', sportId: 1 }),
  makeGameResult(3, { champId: 20, champName: 'B', sportId: 2 }),
];

describe('results grouping (results and champion results pages)', () => {
  it('groups by championship in first-appearance order, keeping the games in order', () => {
    expect(groupResultsByChamp(results).map((group) => [group.champId, group.results.map((r) => r.gameId)])).toEqual([
      [20, [1, 3]],
      [10, [2]],
    ]);
  });

  it('filters by sport and lists the sports that have results', () => {
    expect(groupResultsByChamp(results, 1).map((group) => group.champName)).toEqual(['A']);
    expect(sportIdsOfResults(results)).toEqual([2, 1]);
  });
});
