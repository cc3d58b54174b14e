import { call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { blockUser, cancelLimit, limitAction, type CallResponse } from '@bet/contract';
import { notify } from '@bet/notifications';
import { logoutDemanded } from '@bet/session';
import {
  limitActionRequested,
  limitActionSettled,
  limitCancelRequested,
  selfBlockFailed,
  selfBlockRequested,
  sessionLimitNoticeClosed,
} from './dialogs-slice';
import { limitProblemOf } from './limit-problem';
import type { LimitsDeps } from './limits-deps';
import { limitsLoaded } from './list-slice';
import { loadLimits } from './load-saga';
import { sendLimitsCall } from './send';

/** Spec 02 §8 "Responsible gaming": the texts of a limit action, when the server gives no title. */
export const LIMIT_ACTION_TEXTS = {
  confirm: { success: 'responsible_gaming_confirm_limit_success', error: 'responsible_gaming_confirm_limit_error' },
  cancel: { success: 'responsible_gaming_cancel_limit_success', error: 'responsible_gaming_cancel_limit_error' },
} as const;

function* tellFailure(deps: LimitsDeps, error: unknown, fallback: string) {
  const problem = limitProblemOf(error);
  yield put(notify({ tone: 'error', text: problem.title ?? fallback }));
  // The list may have moved meanwhile (approved elsewhere, the waiting time not over): read it again.
  yield call(loadLimits, deps);
}

/** Spec 02 §7 limitaction: approve or reject a PENDING change (a reject counts as a cancel of the change). */
function* act(deps: LimitsDeps, action: ReturnType<typeof limitActionRequested>) {
  const { limitType, action: kind } = action.payload;
  const texts = kind === 'confirm' ? LIMIT_ACTION_TEXTS.confirm : LIMIT_ACTION_TEXTS.cancel;
  try {
    const answer: CallResponse<typeof limitAction> = yield call(sendLimitsCall, deps, limitAction, {
      body: { limitType, action: kind },
    });
    yield put(limitsLoaded({ limits: answer.limitsData }));
    yield put(notify({ tone: 'success', text: answer.title ?? texts.success }));
  } catch (error) {
    yield call(tellFailure, deps, error, texts.error);
  } finally {
    yield put(limitActionSettled({ limitType }));
  }
}

/** Spec 02 §7 DELETE limit: a money limit's cancel waits like a raise; a reality check or a session limit goes at once. */
function* cancelOne(deps: LimitsDeps, action: ReturnType<typeof limitCancelRequested>) {
  const { limitType } = action.payload;
  try {
    const answer: CallResponse<typeof cancelLimit> = yield call(sendLimitsCall, deps, cancelLimit, {
      query: { limitType },
    });
    yield put(limitsLoaded({ limits: answer.limitsData }));
    yield put(notify({ tone: 'success', text: answer.title ?? LIMIT_ACTION_TEXTS.cancel.success }));
  } catch (error) {
    yield call(tellFailure, deps, error, LIMIT_ACTION_TEXTS.cancel.error);
  } finally {
    yield put(limitActionSettled({ limitType }));
  }
}

/** Spec 02 §7 BlockUser: the account is closed for good, then the session ends. */
function* selfBlock(deps: LimitsDeps, action: ReturnType<typeof selfBlockRequested>) {
  const { reasonId } = action.payload;
  try {
    const answer: CallResponse<typeof blockUser> = yield call(sendLimitsCall, deps, blockUser, {
      body: reasonId === undefined ? {} : { reasonId },
    });
    if (answer.success) {
      yield put(logoutDemanded({ reason: 'selfBlock' }));
      return;
    }
  } catch (error) {
    deps.logger.warn('Self-block failed', error);
  }
  yield put(selfBlockFailed());
}

/** Spec 01 §4 "Session limit": closing or confirming the ended notice logs the player out. */
function* endSession() {
  yield put(logoutDemanded({ reason: 'sessionLimit' }));
}

export function* actionSaga(deps: LimitsDeps) {
  yield takeEvery(limitActionRequested.type, act, deps);
  yield takeEvery(limitCancelRequested.type, cancelOne, deps);
  yield takeLeading(selfBlockRequested.type, selfBlock, deps);
  yield takeLeading(sessionLimitNoticeClosed.type, endSession);
}
