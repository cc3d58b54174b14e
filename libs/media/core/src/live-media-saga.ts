import { getLiveMedia, type GameMedia } from '@bet/contract';
import { pageLeft, pageReturned, selectIsPageAway } from '@bet/platform';
import { call, cancelled, delay, put, race, select, take } from 'redux-saga/effects';
import { MEDIA_REFRESH_MS, mediaRetryDelay } from './constants';
import type { Media } from './media-entity';
import type { MediaDeps } from './media-deps';
import {
  gameMediaRemoved,
  liveMediaFailed,
  liveMediaLoaded,
  liveMediaRefreshRequested,
  liveMediaRequested,
  mediaUnselected,
} from './media-slice';
import { selectSelectedMedia } from './selectors';

export const LIVE_MEDIA_FAILED_LOG = 'The live media list could not be read';

function describeError(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/** Is this media still covered by the provider's list? */
function isCovered(media: Media, covered: GameMedia | undefined): boolean {
  if (!covered) return false;
  return media.type === 'video' ? covered.videoId === media.videoId : covered.zoneId === media.zoneId;
}

/**
 * One read of the live media list. What the provider no longer covers leaves the screen: a whole
 * game at once (spec 01 §4 "all of a game removable") or the one media that ended.
 */
export function* readLiveMediaOnce(deps: MediaDeps) {
  const abort = new AbortController();
  try {
    yield put(liveMediaRequested());
    const answer: { items: GameMedia[] } = yield call(() => deps.api.call(getLiveMedia, { signal: abort.signal }));
    yield put(liveMediaLoaded({ items: answer.items, at: deps.clock.now() }));
    const byGame = new Map(answer.items.map((item) => [item.gameId, item]));
    const shown: Media[] = yield select(selectSelectedMedia);
    const goneGames = new Set(shown.filter((media) => !byGame.has(media.gameId)).map((media) => media.gameId));
    for (const gameId of goneGames) yield put(gameMediaRemoved({ gameId }));
    for (const media of shown) {
      if (!goneGames.has(media.gameId) && !isCovered(media, byGame.get(media.gameId))) {
        yield put(mediaUnselected({ id: media.id }));
      }
    }
    return true;
  } catch (error) {
    const message = describeError(error);
    yield put(liveMediaFailed({ error: message }));
    deps.logger.warn(LIVE_MEDIA_FAILED_LOG, { error: message });
    return false;
  } finally {
    if ((yield cancelled()) as boolean) abort.abort();
  }
}

/**
 * The live media list, polled like the sportsbook's feeds (feed-saga.ts): one read at a time,
 * the next MEDIA_REFRESH_MS (spec 02 §9 "media 600000") after the answer, sooner with backoff
 * after a failure; `liveMediaRefreshRequested` reads at once; nothing is read while the page is
 * away (spec 01 §4 page leave), and the return reads at once. The first read waits for the
 * page's first paint when the app gives it (`MediaDeps.firstPaint`).
 */
export function* liveMediaPoll(deps: MediaDeps) {
  if (deps.firstPaint) yield call(deps.firstPaint);
  let failures = 0;
  for (;;) {
    if ((yield select(selectIsPageAway)) as boolean) yield take(pageReturned.type);
    const ok: boolean = yield call(readLiveMediaOnce, deps);
    failures = ok ? 0 : failures + 1;
    if ((yield select(selectIsPageAway)) as boolean) continue;
    yield race({
      tick: delay(ok ? MEDIA_REFRESH_MS : mediaRetryDelay(failures)),
      refresh: take(liveMediaRefreshRequested.type),
      paused: take(pageLeft.type),
    });
  }
}
