import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, race, select, take } from 'redux-saga/effects';
import {
  CAPTCHA_LOGOUT_TYPE,
  CAPTCHA_SOLVED_TYPE,
  updateCaptcha,
  validateCaptcha,
  type CaptchaValidation,
} from '@bet/contract';
import { toAuthFailure, type AuthFailure } from './auth-failure';
import type { CaptchaRequest } from './captcha-bridge';
import { logoutSequence } from './logout-saga';
import { selectUserId } from './selectors';
import type { SessionDeps } from './session-deps';
import {
  captchaAnswerSubmitted,
  captchaCancelled,
  captchaClosed,
  captchaOpened,
  captchaPictureLoaded,
  captchaRefreshRequested,
  captchaRejected,
} from './captcha-slice';
import { loggedOut, sessionEnded } from './session-events';

/** The code of the AuthFailure a wrong answer gives (validation type 1 has no code of its own). */
export const CAPTCHA_WRONG_CODE = 'CAPTCHA_WRONG';

/** A new picture (spec 02 §7 GET /captcha/update); the UI shows captchaImagePath(time). */
function* loadPicture(deps: SessionDeps) {
  try {
    const { time }: { time: number } = yield call(() => deps.api.call(updateCaptcha));
    yield put(captchaPictureLoaded({ time }));
  } catch (error) {
    yield put(captchaRejected(toAuthFailure(error)));
  }
}

/**
 * One challenge, from the dialog opening to its answer. Spec 02 §4/§7: validation type 0 solves
 * it (the request layer retries with the answer), 1 shows the message with a new picture, 2
 * closes it and logs a signed-in player out without asking (spec 01 §5 "Captcha validation
 * type 2 means logout"). Cancel, a logout or the saga's end resolve null.
 */
export function* runCaptchaChallenge(deps: SessionDeps, request: CaptchaRequest) {
  let settled = false;
  const settle = (answer: string | null) => {
    settled = true;
    request.resolve(answer);
  };
  try {
    yield put(captchaOpened());
    yield call(loadPicture, deps);
    for (;;) {
      const { submit, refresh, out } = (yield race({
        submit: take(captchaAnswerSubmitted.type),
        refresh: take(captchaRefreshRequested.type),
        cancel: take(captchaCancelled.type),
        out: take([loggedOut.type, sessionEnded.type]),
      })) as { submit?: PayloadAction<{ answer: string }>; refresh?: unknown; out?: unknown };
      if (refresh) {
        yield call(loadPicture, deps);
        continue;
      }
      if (!submit) {
        // Cancelled (the reducer closed the dialog) or logged out meanwhile.
        settle(null);
        if (out) yield put(captchaClosed());
        return;
      }
      const answer = submit.payload.answer.trim();
      let result: CaptchaValidation;
      try {
        result = yield call(() => deps.api.call(validateCaptcha, { body: { captcha: answer } }));
      } catch (error) {
        yield put(captchaRejected(toAuthFailure(error)));
        yield call(loadPicture, deps);
        continue;
      }
      if (result.type === CAPTCHA_SOLVED_TYPE) {
        settle(answer);
        yield put(captchaClosed());
        return;
      }
      if (result.type === CAPTCHA_LOGOUT_TYPE) {
        settle(null);
        yield put(captchaClosed());
        const userId: number | null = yield select(selectUserId);
        if (userId !== null) yield call(logoutSequence, deps);
        return;
      }
      const failure: AuthFailure = { code: CAPTCHA_WRONG_CODE, message: result.error_message ?? '', status: 400 };
      yield put(captchaRejected(failure));
      yield call(loadPicture, deps);
    }
  } finally {
    if (!settled) request.resolve(null);
  }
}

/**
 * Challenges are taken one at a time: one dialog at a time, and a challenge that comes while one
 * is open waits in the bridge's channel for its own dialog. Answers are not shared between
 * challenges: the server takes each solved answer once, so a reused one would be refused.
 */
export function* captchaSaga(deps: SessionDeps) {
  for (;;) {
    const request: CaptchaRequest = yield take(deps.captchaRequests);
    yield call(runCaptchaChallenge, deps, request);
  }
}
