import { createAction } from '@reduxjs/toolkit';
import { all, call, put, select, take, takeLatest } from 'redux-saga/effects';
import {
  getAvailableLimits,
  getLimits,
  getPlayerActivity,
  getSelfExcludeReasons,
  type CallResponse,
} from '@bet/contract';
import { loggedOut, selectUserId, sessionChecked, sessionEnded, signedIn, userIdChanged } from '@bet/session';
import { ACTIVITY_DAYS, LIMITS_LOAD_FAILED } from './constants';
import type { LimitsDeps } from './limits-deps';
import {
  activityLoaded,
  activityLoadFailed,
  availableLimitsLoaded,
  limitsLoaded,
  limitsLoadFailed,
  limitsPageOpened,
  limitsRetryRequested,
  selfExcludeReasonsLoaded,
} from './list-slice';
import { sendLimitsCall } from './send';

/** The limits' own sagas ask for the list again (after a continue, a failed test, an approval time). */
export const limitsRefreshRequested = createAction('limits/limitsRefreshRequested');

export function* loadLimits(deps: LimitsDeps) {
  try {
    const answer: CallResponse<typeof getLimits> = yield call(sendLimitsCall, deps, getLimits, { query: {} });
    yield put(limitsLoaded({ limits: answer.data }));
  } catch (error) {
    deps.logger.error(LIMITS_LOAD_FAILED, error);
    yield put(limitsLoadFailed());
  }
}

function* loadAvailable(deps: LimitsDeps) {
  try {
    const answer: CallResponse<typeof getAvailableLimits> = yield call(sendLimitsCall, deps, getAvailableLimits, {
      query: {},
    });
    yield put(availableLimitsLoaded({ limits: answer.data, currency: answer.currency }));
  } catch (error) {
    deps.logger.error(LIMITS_LOAD_FAILED, error);
    yield put(limitsLoadFailed());
  }
}

function* loadReasons(deps: LimitsDeps) {
  try {
    const answer: CallResponse<typeof getSelfExcludeReasons> = yield call(sendLimitsCall, deps, getSelfExcludeReasons, {
      query: {},
    });
    yield put(selfExcludeReasonsLoaded({ reasons: answer.items }));
  } catch (error) {
    // The self-exclusion form still works without a reason (the field is optional).
    deps.logger.warn(LIMITS_LOAD_FAILED, error);
  }
}

function* loadActivity(deps: LimitsDeps) {
  try {
    const answer: CallResponse<typeof getPlayerActivity> = yield call([deps.api, deps.api.call], getPlayerActivity, {
      query: { days: ACTIVITY_DAYS },
    });
    yield put(activityLoaded({ currency: answer.currency, days: answer.days }));
  } catch (error) {
    deps.logger.warn(LIMITS_LOAD_FAILED, error);
    yield put(activityLoadFailed());
  }
}

/** The page opened: the limits, the types on offer, the reasons and the activity, side by side. */
function* loadPage(deps: LimitsDeps) {
  yield all([call(loadLimits, deps), call(loadAvailable, deps), call(loadReasons, deps), call(loadActivity, deps)]);
}

function* retry(deps: LimitsDeps) {
  yield all([call(loadLimits, deps), call(loadAvailable, deps)]);
}

/**
 * Spec 01 §6 "deposit limit, reality check, session limit, ping: authorised only": the limits are
 * read once a player is signed in (at sign-in, or when the first check finds one), so the reality
 * check and the ping can start on any page; the logout drops them (the slices reset).
 */
function* loadOnSignIn(deps: LimitsDeps) {
  for (;;) {
    const userId: number | null = yield select(selectUserId);
    if (userId === null) {
      yield take([signedIn.type, sessionChecked.type, userIdChanged.type]);
      continue;
    }
    yield call(loadLimits, deps);
    yield take([loggedOut.type, sessionEnded.type]);
  }
}

export function* loadSaga(deps: LimitsDeps) {
  yield all([
    call(loadOnSignIn, deps),
    takeLatest(limitsPageOpened.type, loadPage, deps),
    takeLatest(limitsRetryRequested.type, retry, deps),
    takeLatest(limitsRefreshRequested.type, loadLimits, deps),
  ]);
}
