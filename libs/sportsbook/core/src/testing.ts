import type { UnknownAction } from '@reduxjs/toolkit';
import type { ApiCall, Champ, ExpressOfTheDay, Game, GameList, Market, Sport } from '@bet/contract';
import { feedKey, type FeedRequest } from './feed-request';
import { createManualVisibility } from '@bet/platform/testing';
import type { SportsbookDeps } from './sportsbook-deps';
import {
  blacklistChanged,
  expressOfTheDayLoaded,
  feedFailed,
  feedSubscribed,
  gameListLoaded,
  menuLoaded,
  sportsbookReducer,
} from './sportsbook-slice';
import type { SportsbookState } from './sportsbook-state';

/** Fixtures in the contract's shapes, for tests and stories. */
export function makeSport(id: number, overrides: Partial<Sport> = {}): Sport {
  return {
    id,
    name: `Sport ${id}`,
    nameEng: `Sport ${id}`,
    cyberTypeId: null,
    lineCount: 10,
    liveCount: 5,
    sort: id,
    ...overrides,
  };
}

export function makeChamp(id: number, sportId: number, overrides: Partial<Champ> = {}): Champ {
  return {
    id,
    sportId,
    name: `Championship ${id}`,
    countryId: 1,
    countryName: 'Country',
    countryIso: 'ru',
    lineCount: 4,
    liveCount: 2,
    sort: id,
    ...overrides,
  };
}

export function makeGame(id: number, overrides: Partial<Game> = {}): Game {
  return {
    id,
    sportId: 1,
    champId: 10,
    number: 100 + id,
    team1: `Home ${id}`,
    team2: `Away ${id}`,
    startTime: 1_800_000_000,
    status: 2,
    isLive: true,
    time: 600,
    period: 1,
    scores: { score1: 0, score2: 0, periods: [] },
    marketCount: 3,
    cyberTypeId: null,
    isTop: false,
    version: 1,
    ...overrides,
  };
}

/** Outcome ids default to gameId * 10 + n, so markets of different games never clash. */
export function makeMarket(id: number, gameId: number, overrides: Partial<Market> = {}): Market {
  return {
    id,
    gameId,
    typeId: 1,
    group: '1X2',
    outcome: String(id % 10),
    param: null,
    coef: 1.85,
    isBlocked: false,
    kind: 1,
    version: 1,
    ...overrides,
  };
}

/** The 1, X, 2 outcomes of a game. */
export function makeMainMarkets(gameId: number, version = 1): Market[] {
  return [1, 2, 3].map((n) => makeMarket(gameId * 10 + n, gameId, { outcome: ['1', 'X', '2'][n - 1], version }));
}

/** A full list answer: each game with its 1X2 markets. */
export function makeGameList(games: readonly Game[], version = 1, overrides: Partial<GameList> = {}): GameList {
  return {
    version,
    full: true,
    gameIds: games.map((game) => game.id),
    games: [...games],
    markets: games.flatMap((game) => makeMainMarkets(game.id, game.version)),
    ...overrides,
  };
}

export function makeExpressOfTheDay(games: readonly Game[]): ExpressOfTheDay {
  return {
    games: [...games],
    markets: games.map((game) => makeMarket(game.id * 10 + 1, game.id)),
    totalCoef: 3.42,
  };
}

export interface RecordedCall {
  name: string;
  query: Record<string, unknown>;
  /** Clock time the call was sent. */
  at: number;
}

type Handler = (query: Record<string, unknown>) => unknown;

/**
 * A fake request layer: answers by call name (a value, a promise, or a throw), records every
 * call, and honours the abort signal like the real one (the promise rejects).
 */
export function createFakeFeedApi(now: () => number = () => Date.now()) {
  const handlers = new Map<string, Handler>();
  const calls: RecordedCall[] = [];
  const api: SportsbookDeps['api'] = {
    call: ((apiCall: ApiCall, options: { query?: Record<string, unknown>; signal?: AbortSignal } = {}) => {
      const query = Object.fromEntries(Object.entries(options.query ?? {}).filter(([, value]) => value !== undefined));
      calls.push({ name: apiCall.name, query, at: now() });
      const handler = handlers.get(apiCall.name);
      if (!handler) return Promise.reject(new Error(`No answer for ${apiCall.name}`));
      return new Promise<unknown>((resolve, reject) => {
        options.signal?.addEventListener('abort', () => reject(new Error('cancelled')));
        Promise.resolve()
          .then(() => handler(query))
          .then(resolve, reject);
      });
    }) as SportsbookDeps['api']['call'],
  };
  return {
    api,
    calls,
    callsTo: (name: string) => calls.filter((recorded) => recorded.name === name),
    answer(name: string, handler: Handler) {
      handlers.set(name, handler);
    },
  };
}

/** An HTTP failure shaped like the request layer's ApiError (message and status). */
export function httpFailure(status: number, message = `HTTP ${status}`): Error & { status: number } {
  return Object.assign(new Error(message), { status });
}

/** A promise the test settles by hand: a slow answer. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Deps with fakes: the API answers nothing until told, language ru; and a page visibility the
 * test drives (run `pageLeaveSaga(visibility)` of @bet/platform beside the sportsbook saga).
 */
export function createFakeSportsbookDeps(
  options: { language?: () => string; storage?: SportsbookDeps['storage'] } = {},
) {
  const clock = { now: () => Date.now() };
  const feedApi = createFakeFeedApi(clock.now);
  const visibility = createManualVisibility(true);
  const logs: { level: 'warn' | 'error'; message: string; details?: unknown }[] = [];
  const deps: SportsbookDeps = {
    api: feedApi.api,
    clock,
    language: options.language ?? (() => 'ru'),
    logger: {
      warn: (message, details) => void logs.push({ level: 'warn', message, details }),
      error: (message, details) => void logs.push({ level: 'error', message, details }),
    },
    ...(options.storage ? { storage: options.storage } : {}),
  };
  return { deps, feedApi, visibility, logs };
}

/** What a feed holds in a prepared state: an answer, a failure, or nothing yet (loading). */
export type PreparedFeed =
  | { request: FeedRequest & { kind: 'menu' }; answer: { sports: Sport[]; champs: Champ[] } }
  | { request: FeedRequest & { kind: 'expressOfTheDay' }; answer: ExpressOfTheDay }
  | { request: Exclude<FeedRequest, { kind: 'menu' | 'expressOfTheDay' }>; answer: GameList }
  | { request: FeedRequest; failed: string }
  | { request: FeedRequest };

/**
 * A sportsbook state with feeds subscribed and answered, built through the real reducer: the
 * preloaded state of stories and component tests (`{ sportsbook: makeSportsbookState([...]) }`).
 */
export function makeSportsbookState(
  feeds: readonly PreparedFeed[],
  options: { at?: number; blacklist?: { line?: number[]; live?: number[] } } = {},
): SportsbookState {
  const at = options.at ?? 0;
  const actions: UnknownAction[] = [];
  for (const feed of feeds) {
    const key = feedKey(feed.request);
    actions.push(feedSubscribed({ request: feed.request }));
    if ('failed' in feed) actions.push(feedFailed({ key, error: feed.failed }));
    if (!('answer' in feed)) continue;
    if (feed.request.kind === 'menu') {
      const answer = feed.answer as { sports: Sport[]; champs: Champ[] };
      actions.push(menuLoaded({ key, answer: { section: feed.request.section, ...answer }, at, lang: 'en' }));
    } else if (feed.request.kind === 'expressOfTheDay') {
      actions.push(expressOfTheDayLoaded({ key, answer: feed.answer as ExpressOfTheDay, at, lang: 'en' }));
    } else {
      actions.push(gameListLoaded({ key, answer: feed.answer as GameList, at, lang: 'en' }));
    }
  }
  for (const section of ['line', 'live'] as const) {
    const sportIds = options.blacklist?.[section];
    if (sportIds) actions.push(blacklistChanged({ section, sportIds }));
  }
  return actions.reduce(sportsbookReducer, sportsbookReducer(undefined, { type: '@@sportsbook/prepare' }));
}
// Results fixtures (issue 6, part 8).
export { makeGameResult, makeResultsState } from './results/results-testing';
