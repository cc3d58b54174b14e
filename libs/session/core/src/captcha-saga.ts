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
import { selectCaptcha, selectUserId } from './selectors';
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

/** How a challenge ended when the player did not cancel: solved with an answer, or log out. */
type Outcome = { answer: string } | { logout: true };

/**
 * From the first picture to an answer the server accepts (validation type 0) or a logout (type 2).
 * Spec 02 §4/§7: type 1 shows the message with the new picture the validation names (its `time`,
 * spec 02 §3); a failing validate call shows its error and loads a new picture. An answer is taken
 * only while a picture is shown (the slice refuses one given while a picture loads).
 */
function* solve(deps: SessionDeps) {
  yield call(loadPicture, deps);
  for (;;) {
    const { submit } = (yield race({
      submit: take(captchaAnswerSubmitted.type),
      refresh: take(captchaRefreshRequested.type),
    })) as { submit?: PayloadAction<{ answer: string }> };
    if (!submit) {
      yield call(loadPicture, deps);
      continue;
    }
    const captcha: ReturnType<typeof selectCaptcha> = yield select(selectCaptcha);
    if (captcha.status !== 'validating') continue;
    const answer = submit.payload.answer.trim();
    let result: CaptchaValidation;
    try {
      result = yield call(() => deps.api.call(validateCaptcha, { body: { captcha: answer } }));
    } catch (error) {
      yield put(captchaRejected(toAuthFailure(error)));
      yield call(loadPicture, deps);
      continue;
    }
    if (result.type === CAPTCHA_SOLVED_TYPE) return { answer } satisfies Outcome;
    if (result.type === CAPTCHA_LOGOUT_TYPE) return { logout: true } satisfies Outcome;
    const failure: AuthFailure = { code: CAPTCHA_WRONG_CODE, message: result.error_message ?? '', status: 400 };
    yield put(captchaRejected(failure));
    // The server made the next challenge with the refusal: asking for another would replace it.
    yield put(captchaPictureLoaded({ time: result.time }));
  }
}

/**
 * One challenge, from the dialog opening to its end. Cancel, or a logout, ends it at any moment,
 * even while a picture loads or an answer is checked: the waiting call gets null at once (spec 02
 * §4: the call then fails with its own error). Type 2 closes the dialog and logs a signed-in
 * player out without asking (spec 01 §5 "Captcha validation type 2 means logout").
 */
export function* runCaptchaChallenge(deps: SessionDeps, request: CaptchaRequest) {
  let answer: string | null = null;
  try {
    yield put(captchaOpened());
    const { solved, out } = (yield race({
      solved: call(solve, deps),
      cancel: take(captchaCancelled.type),
      out: take([loggedOut.type, sessionEnded.type]),
    })) as { solved?: Outcome; out?: unknown };
    if (solved && 'answer' in solved) answer = solved.answer;
    // Cancelled: the slice has closed the dialog already.
    if (solved || out) yield put(captchaClosed());
    if (solved && 'logout' in solved) {
      request.resolve(null);
      const userId: number | null = yield select(selectUserId);
      if (userId !== null) yield call(logoutSequence, deps);
    }
  } finally {
    request.resolve(answer);
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
