import type { Task } from 'redux-saga';
import { pageLeft, pageReturned, selectIsPageAway } from '@bet/platform';
import { call, cancel, cancelled, delay, fork, put, race, select, take } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import {
  getCyberDashboard,
  getExpressOfTheDay,
  getLineGame,
  getLineGames,
  getLineMenu,
  getTeam,
  getTopGames,
  type BettingSection,
  type Champ,
  type ExpressOfTheDay,
  type Game,
  type GameList,
  type Sport,
  type TeamInfo,
} from '@bet/contract';
import { feedKey, type FeedRequest } from './feed-request';
import { FEED_RELEASE_DELAY_MS, refreshInterval, type FeedSubject } from './refresh-intervals';
import { selectGameById } from './selectors';
import type { SportsbookDeps } from './sportsbook-deps';
import {
  expressOfTheDayLoaded,
  feedFailed,
  feedLate,
  feedRefreshRequested,
  feedReleased,
  feedSubscribed,
  feedUnsubscribed,
  gameListLoaded,
  menuLoaded,
  teamLoaded,
} from './sportsbook-slice';
import type { FeedState, WithSportsbook } from './sportsbook-state';

export const FEED_FAILED_LOG = 'A sportsbook feed poll failed';

const selectFeed = (state: WithSportsbook, key: string): FeedState | undefined => state.sportsbook.feeds[key];

/** What the request layer's errors carry (ApiError of @bet/request), read without importing the class. */
function describeError(error: unknown): { error: string; httpStatus?: number } {
  const message = error instanceof Error && error.message ? error.message : String(error);
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? { error: message, httpStatus: status } : { error: message };
}

const idQuery = (ids: readonly number[] | undefined) => (ids ? ids.join(',') : undefined);

/** Sends the request's call; the promise is aborted if the poll is cancelled meanwhile. */
function send(
  deps: SportsbookDeps,
  request: FeedRequest,
  since: number | undefined,
  lang: string,
  signal: AbortSignal,
) {
  switch (request.kind) {
    case 'menu':
      return deps.api.call(getLineMenu, { query: { section: request.section, lang }, signal });
    case 'games':
      return deps.api.call(getLineGames, {
        query: {
          section: request.section,
          sportId: request.sportId,
          champIds: idQuery(request.champIds),
          gameIds: idQuery(request.gameIds),
          timeFilter: request.timeFilter,
          teamId: request.teamId,
          yourCountry: request.yourCountry ? '1' : undefined,
          since,
          lang,
        },
        signal,
      });
    case 'game':
      return deps.api.call(getLineGame, { query: { gameId: request.gameId, since, lang }, signal });
    case 'top':
      return deps.api.call(getTopGames, { query: { section: request.section, since, lang }, signal });
    case 'expressOfTheDay':
      return deps.api.call(getExpressOfTheDay, { query: { lang }, signal });
    case 'cyber':
      return deps.api.call(getCyberDashboard, { query: { cyberTypeId: request.cyberTypeId, since, lang }, signal });
    case 'team':
      return deps.api.call(getTeam, { query: { teamId: request.teamId, lang }, signal });
  }
}

/**
 * One poll: asks for what changed since the applied version (everything when the language
 * changed, as names differ), then, after giving the browser a turn (`deps.yieldToMain`), applies
 * the answer in one dispatch. Returns whether it worked.
 */
export function* pollOnce(deps: SportsbookDeps, key: string) {
  const feed: FeedState | undefined = yield select(selectFeed, key);
  if (!feed) return true;
  const lang = deps.language();
  const since = feed.lang === lang ? feed.version : undefined;
  const abort = new AbortController();
  try {
    const answer: unknown = yield call(send, deps, feed.request, since, lang, abort.signal);
    // Parsed and checked in this task; applied, and so rendered, in the next (issue 16).
    if (deps.yieldToMain) yield call(deps.yieldToMain);
    const at = deps.clock.now();
    if (feed.request.kind === 'menu') {
      const menu = answer as { section: BettingSection; sports: Sport[]; champs: Champ[] };
      yield put(menuLoaded({ key, answer: menu, at, lang }));
    } else if (feed.request.kind === 'expressOfTheDay') {
      yield put(expressOfTheDayLoaded({ key, answer: answer as ExpressOfTheDay, at, lang }));
    } else if (feed.request.kind === 'team') {
      yield put(teamLoaded({ key, answer: answer as TeamInfo, at, lang }));
    } else {
      yield put(gameListLoaded({ key, answer: answer as GameList, at, lang }));
    }
    return true;
  } catch (error) {
    const described = describeError(error);
    yield put(feedFailed({ key, ...described }));
    deps.logger.warn(FEED_FAILED_LOG, { key, ...described });
    return false;
  } finally {
    if ((yield cancelled()) as boolean) abort.abort();
  }
}

const isRefreshOf = (key: string) => (action: Action) =>
  feedRefreshRequested.match(action) && feedKey(action.payload.request) === key;

/** A game's sport and championship, once its first answer is in (the overrides of spec 02 §9). */
function* subjectOf(request: FeedRequest) {
  if (request.kind !== 'game') return undefined;
  const game: Game | undefined = yield select(selectGameById, request.gameId);
  return game ? ({ sportId: game.sportId, champIds: [game.champId] } satisfies FeedSubject) : undefined;
}

/** Marks the feed late once a poll has waited a whole interval for its answer (cancelled by the answer). */
function* watchLate(key: string, interval: number) {
  yield delay(interval);
  yield put(feedLate({ key }));
}

/**
 * A feed's poll (spec 02 §9 intervals): one call at a time, the next one an interval after the
 * answer, a failure included (a slow answer delays it, never stacks; a failing server is never
 * asked more often than a working one: issue 17); an answer later than one interval marks the
 * data late; `feedRefreshRequested` polls at once; while the page-leave pause lasts nothing is
 * asked, and the return polls at once (spec 01 §4 "resume with forced refresh").
 */
export function* pollFeed(deps: SportsbookDeps, key: string, request: FeedRequest) {
  for (;;) {
    if ((yield select(selectIsPageAway)) as boolean) yield take(pageReturned.type);
    const late: Task = yield fork(watchLate, key, refreshInterval(request, yield* subjectOf(request)));
    yield call(pollOnce, deps, key);
    yield cancel(late);
    const interval = refreshInterval(request, yield* subjectOf(request));
    if ((yield select(selectIsPageAway)) as boolean) continue;
    // A pause cuts the wait short, so the return refreshes at once rather than at the next tick.
    yield race({
      tick: delay(interval),
      refresh: take(isRefreshOf(key)),
      paused: take(pageLeft.type),
    });
  }
}

function* releaseLater(key: string) {
  yield delay(FEED_RELEASE_DELAY_MS);
  yield put(feedReleased({ key }));
}

/**
 * Ref-counted polls: the reducer counts subscribers; the first one starts the feed's poll, the
 * last one's leaving stops it at once and releases its data a moment later (a new subscriber
 * meanwhile keeps it and the poll resumes from the kept version).
 */
export function* feedsSaga(deps: SportsbookDeps) {
  const polls = new Map<string, Task>();
  const releases = new Map<string, Task>();
  for (;;) {
    const action: ReturnType<typeof feedSubscribed> | ReturnType<typeof feedUnsubscribed> = yield take([
      feedSubscribed.type,
      feedUnsubscribed.type,
    ]);
    const key = feedKey(action.payload.request);
    const feed: FeedState | undefined = yield select(selectFeed, key);
    if (feedSubscribed.match(action)) {
      const release = releases.get(key);
      if (release) {
        releases.delete(key);
        yield cancel(release);
      }
      if (feed && !polls.has(key)) polls.set(key, (yield fork(pollFeed, deps, key, feed.request)) as Task);
    } else if (feed && feed.subscribers === 0) {
      const poll = polls.get(key);
      if (poll) {
        polls.delete(key);
        yield cancel(poll);
      }
      if (!releases.has(key)) releases.set(key, (yield fork(releaseLater, key)) as Task);
    }
  }
}
