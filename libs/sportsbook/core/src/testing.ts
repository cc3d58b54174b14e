import type { UnknownAction } from '@reduxjs/toolkit';
import type { ApiCall, Champ, ExpressOfTheDay, GameList, Sport, TeamInfo } from '@bet/contract';
import { couponReducer } from '@bet/coupon/state';
import { pageLeaveSaga, pageReducer } from '@bet/platform';
import { createManualVisibility, createTestStore } from '@bet/platform/testing';
import { couponFeedSaga } from './coupon-feed-saga';
import { feedKey, type FeedRequest } from './feed-request';
import { sportsbookResultsSaga } from './results/results-saga';
import { sportsbookResultsReducer } from './results/results-slice';
import type { SportsbookDeps } from './sportsbook-deps';
import { sportsbookSaga } from './sportsbook-saga';
import {
  blacklistChanged,
  expressOfTheDayLoaded,
  feedFailed,
  feedSubscribed,
  gameListLoaded,
  menuLoaded,
  sportsbookReducer,
  teamLoaded,
} from './sportsbook-slice';
import type { SportsbookState } from './sportsbook-state';

export {
  makeChamp,
  makeExpressOfTheDay,
  makeGame,
  makeGameList,
  makeLineGame,
  makeMainMarkets,
  makeMarket,
  makeScores,
  makeSport,
  makeTeamInfo,
} from './line-fixtures';

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
  options: Partial<Pick<SportsbookDeps, 'language' | 'storage' | 'cookies' | 'yieldToMain'>> = {},
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
    ...(options.cookies ? { cookies: options.cookies } : {}),
    ...(options.yieldToMain ? { yieldToMain: options.yieldToMain } : {}),
  };
  return { deps, feedApi, visibility, logs };
}

/**
 * The sportsbook as the app runs it, on a real store (createTestStore of @bet/platform/testing):
 * the feeds' and the results' sagas, the bridge that makes the coupon's bets follow the game feed
 * (with the coupon's reducer), and the page-leave source over the visibility the test drives.
 * Every dep is faked (createFakeSportsbookDeps): no call is answered until the test says how.
 */
export function createSportsbookHarness(options: Parameters<typeof createFakeSportsbookDeps>[0] = {}) {
  const fakes = createFakeSportsbookDeps(options);
  const harness = createTestStore({
    reducer: {
      sportsbook: sportsbookReducer,
      sportsbookResults: sportsbookResultsReducer,
      coupon: couponReducer,
      page: pageReducer,
    },
    sagas: [
      () => sportsbookSaga(fakes.deps),
      () => sportsbookResultsSaga(fakes.deps),
      couponFeedSaga,
      () => pageLeaveSaga(fakes.visibility),
    ],
  });
  return { ...fakes, ...harness };
}

/** What a feed holds in a prepared state: an answer, a failure, or nothing yet (loading). */
export type PreparedFeed =
  | { request: FeedRequest & { kind: 'menu' }; answer: { sports: Sport[]; champs: Champ[] } }
  | { request: FeedRequest & { kind: 'expressOfTheDay' }; answer: ExpressOfTheDay }
  | { request: FeedRequest & { kind: 'team' }; answer: TeamInfo }
  | { request: Exclude<FeedRequest, { kind: 'menu' | 'expressOfTheDay' | 'team' }>; answer: GameList }
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
    } else if (feed.request.kind === 'team') {
      actions.push(teamLoaded({ key, answer: feed.answer as TeamInfo, at, lang: 'en' }));
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
