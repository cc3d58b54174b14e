import { pageLeft, pageReturned } from '@bet/platform';
import { call, delay, put, race, take } from 'redux-saga/effects';
import { updateVideoToken } from '@bet/contract';
import { VIDEO_TOKEN_REFRESH_MS } from './constants';
import type { SessionDeps } from './session-deps';
import { videoTokenReceived } from './user-slice';
import { whileSignedIn } from './signed-in-scope';

export const VIDEO_TOKEN_FAILED = 'Video token update failed';

/**
 * Spec 02 §7/§9: POST /web-api/user/updatetoken at once and every 600000 ms; a failure is
 * logged. Spec 02 §4 "Page-leave": paused while the timers are, refreshed at once on return.
 */
export function* videoTokenLoop(deps: SessionDeps) {
  for (;;) {
    try {
      const { token }: { token: string } = yield call(() => deps.api.call(updateVideoToken));
      yield put(videoTokenReceived({ token }));
    } catch (error) {
      deps.logger.error(VIDEO_TOKEN_FAILED, error);
    }
    const { paused } = (yield race({
      tick: delay(VIDEO_TOKEN_REFRESH_MS),
      paused: take(pageLeft.type),
    })) as { paused?: unknown };
    if (paused) yield take(pageReturned.type);
  }
}

/** Spec 01 §6 "User video token loaded only when signed in": stopped when signed out. */
export function* videoTokenSaga(deps: SessionDeps) {
  yield call(whileSignedIn, videoTokenLoop, deps);
}
