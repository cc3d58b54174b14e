import { call, delay, put } from 'redux-saga/effects';
import { updateVideoToken } from '@bet/contract';
import { VIDEO_TOKEN_REFRESH_MS } from './constants';
import type { SessionDeps } from './session-deps';
import { videoTokenReceived } from './session-slice';
import { whileSignedIn } from './signed-in-scope';

export const VIDEO_TOKEN_FAILED = 'Video token update failed';

/** Spec 02 §7/§9: POST /web-api/user/updatetoken at once and every 600000 ms; a failure is logged. */
export function* videoTokenLoop(deps: SessionDeps) {
  for (;;) {
    try {
      const { token }: { token: string } = yield call(() => deps.api.call(updateVideoToken));
      yield put(videoTokenReceived({ token }));
    } catch (error) {
      deps.logger.error(VIDEO_TOKEN_FAILED, error);
    }
    yield delay(VIDEO_TOKEN_REFRESH_MS);
  }
}

/** Spec 01 §6 "User video token loaded only when signed in": stopped when signed out. */
export function* videoTokenSaga(deps: SessionDeps) {
  yield call(whileSignedIn, videoTokenLoop, deps);
}
