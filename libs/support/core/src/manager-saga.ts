import { getPersonalManager, requestManagerCall, type OfficeAnswer, type PersonalManager } from '@bet/contract';
import { notify } from '@bet/notifications';
import { call, put } from 'redux-saga/effects';
import { isOfficeSuccess, officeNotices, type OfficeOutcome } from './office-notices';
import type { SupportDeps } from './support-deps';
import { managerCallAnswered, managerFailed, managerLoaded } from './manager-slice';

/** The success text of "ask for a call" (spec 02 §8 Office "success ... texts by key"). */
export const MANAGER_CALL_SUCCESS_KEY = 'manager_call_success';

export function* loadManager(deps: SupportDeps) {
  try {
    const manager: PersonalManager = yield call(() => deps.api.call(getPersonalManager, {}));
    yield put(managerLoaded(manager));
  } catch (error) {
    deps.logger.warn('Loading the personal manager failed', { error: String(error) });
    yield put(managerFailed());
  }
}

/** "Ask for a call", with the office message rule (spec 02 §8 Office). */
export function* sendManagerCall(deps: SupportDeps) {
  let outcome: OfficeOutcome;
  try {
    const answer: OfficeAnswer = yield call(() => deps.api.call(requestManagerCall, { body: {} }));
    outcome = { kind: 'answer', answer };
  } catch {
    outcome = { kind: 'error' };
  }
  for (const notice of officeNotices(outcome, { id: 'manager-call', successKey: MANAGER_CALL_SUCCESS_KEY }))
    yield put(notify(notice));
  yield put(managerCallAnswered({ ok: isOfficeSuccess(outcome) }));
}
