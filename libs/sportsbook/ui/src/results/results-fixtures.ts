import type { GameResult } from '@bet/contract';
import { DEFAULT_ZONE_OFFSET_MINUTES, playerDayStart } from '@bet/time-settings';
import { type ResultsFilter, type ResultsState, type SportsbookState } from '@bet/sportsbook';
import { makeGameResult, makeResultsState, makeScores, makeSport, makeSportsbookState } from '@bet/sportsbook/testing';
import { football, laLiga, premierLeague } from '../fixtures';

/** "Now" of the results stories and tests: 23 Nov 2026, 20:00 UTC. */
export const RESULTS_NOW = Date.UTC(2026, 10, 23, 20);
export const resultsNow = () => RESULTS_NOW;
/**
 * The player's day that holds it in spec 02 §9's default zone 3 (23:00 there; stores without
 * time settings show times in it), so `at(19, 50)` shows as 19:50.
 */
export const RESULTS_TODAY = playerDayStart(RESULTS_NOW, DEFAULT_ZONE_OFFSET_MINUTES) / 1000;

const at = (hour: number, minute = 0) => RESULTS_TODAY + hour * 3600 + minute * 60;

/** A day of results: two football championships and a tennis tournament, newest first. */
export const dayResults: GameResult[] = [
  makeGameResult(501, {
    sportId: 1,
    champId: 101,
    champName: 'England. Premier League',
    team1: 'Arsenal',
    team2: 'Chelsea',
    finishedAt: at(19, 50),
    scores: makeScores(2, 1, [
      [1, 0],
      [1, 1],
    ]),
  }),
  makeGameResult(502, {
    sportId: 4,
    champId: 401,
    champName: 'ATP. Vienna',
    team1: 'Sinner J.',
    team2: 'Rublev A.',
    finishedAt: at(18, 20),
    scores: makeScores(2, 0, [
      [6, 4],
      [7, 5],
    ]),
  }),
  makeGameResult(503, {
    sportId: 1,
    champId: 102,
    champName: 'Spain. La Liga',
    team1: 'Real Madrid',
    team2: 'Sevilla',
    finishedAt: at(17, 55),
    scores: makeScores(1, 1, [
      [0, 1],
      [1, 0],
    ]),
  }),
  makeGameResult(504, {
    sportId: 1,
    champId: 101,
    champName: 'England. Premier League',
    team1: 'Chelsea',
    team2: 'Liverpool',
    finishedAt: at(15, 45),
    scores: makeScores(0, 3, [
      [0, 1],
      [0, 2],
    ]),
  }),
  makeGameResult(505, {
    sportId: 1,
    champId: 101,
    champName: 'England. Premier League',
    team1: 'Liverpool',
    team2: 'Arsenal',
    finishedAt: at(13, 40),
    scores: makeScores(2, 2, [
      [1, 1],
      [1, 1],
    ]),
  }),
];

/** The line menu: names of the sports results carry only by id. */
export function menuState(extra: Parameters<typeof makeSportsbookState>[0] = []): SportsbookState {
  return makeSportsbookState([
    {
      request: { kind: 'menu', section: 'line' },
      answer: {
        sports: [football, makeSport(4, { name: 'Tennis', nameEng: 'Tennis' })],
        champs: [premierLeague, laLiga],
      },
    },
    ...extra,
  ]);
}

/** The results state of a page showing `filter`: answered, failed or loading. */
export function resultsOf(filter: ResultsFilter, outcome: Parameters<typeof makeResultsState>[1] = {}): ResultsState {
  return makeResultsState(filter, { at: RESULTS_NOW, ...outcome });
}
