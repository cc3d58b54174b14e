import { champFeed, FEATURED_CHAMP_ID, type FeedRequest, type SportsbookState } from '@bet/sportsbook';
import {
  makeChamp,
  makeGame,
  makeGameList,
  makeLineGame,
  makeScores,
  makeSportsbookState,
  type PreparedFeed,
} from '@bet/sportsbook/testing';
import { football, hockey, premierLeague } from '../fixtures';

/** The featured tournament of the champ pages as the sandbox's menu names it. */
export const worldChampionship = makeChamp(FEATURED_CHAMP_ID, hockey.id, {
  name: 'World Championship',
  liveCount: 1,
  lineCount: 2,
});

const inPlay = makeGame(21, {
  sportId: hockey.id,
  champId: FEATURED_CHAMP_ID,
  team1: 'Canada',
  team2: 'Finland',
  time: 1500,
  period: 2,
  scores: makeScores(2, 1),
  marketCount: 18,
});
const semiFinal = makeLineGame(22, {
  sportId: hockey.id,
  champId: FEATURED_CHAMP_ID,
  team1: 'Sweden',
  team2: 'Czechia',
  startTime: 1_800_003_600,
  marketCount: 20,
});
/** The last scheduled game of the tournament: its final. */
export const finalGame = makeLineGame(23, {
  sportId: hockey.id,
  champId: FEATURED_CHAMP_ID,
  team1: 'Switzerland',
  team2: 'USA',
  startTime: 1_800_090_000,
  marketCount: 24,
});

type State = 'answered' | 'loading' | 'empty' | string;

const listFeed = (request: FeedRequest & { kind: 'games' }, state: State, games: ReturnType<typeof makeGame>[]) =>
  state === 'answered' || state === 'empty'
    ? { request, answer: makeGameList(state === 'answered' ? games : []) }
    : state === 'loading'
      ? { request }
      : { request, failed: state };

const menus: PreparedFeed[] = (['line', 'live'] as const).map((section) => ({
  request: { kind: 'menu', section },
  answer: { sports: [football, hockey], champs: [premierLeague, worldChampionship] },
}));

/** champ/home: the tournament's lists answered, loading, empty or failed (a failure's text). */
export function champHomeState(lists: State = 'answered'): SportsbookState {
  return makeSportsbookState([
    ...menus,
    listFeed(champFeed('live'), lists, [inPlay]),
    listFeed(champFeed('line'), lists, [finalGame, semiFinal]),
  ]);
}

/** champ/final: the tournament's line answered (the final and its markets), loading, empty or failed. */
export function champFinalState(line: State = 'answered'): SportsbookState {
  return makeSportsbookState([
    ...menus,
    listFeed(champFeed('line'), line, [semiFinal, finalGame]),
    ...(line === 'answered'
      ? [
          {
            request: { kind: 'game', gameId: finalGame.id, section: 'line' } as const,
            answer: makeGameList([finalGame]),
          },
        ]
      : []),
  ]);
}
