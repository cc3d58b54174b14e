import { put, select, take } from 'redux-saga/effects';
import { FORGOT_PASSWORD_FLAG } from './constants';
import { sessionChecked, userIdChanged } from './identity-slice';
import { withoutQueryParam } from './return-url';
import { selectSessionStatus, type SessionStatus } from './selectors';
import type { SessionDeps } from './session-deps';
import { forgotPasswordOpened } from './session-events';

/**
 * Spec 01 §2 "user/forgotpassword redirects to home with query flag showForgotPasswordModal=1
 * (opens the forgot-password modal for unauthenticated users)". On start, once the first check
 * says who the player is: a guest gets the forgot-password view; the flag is stripped from the
 * address either way, so a reload or a shared link does not open it again.
 */
export function* forgotPasswordFlag(deps: SessionDeps) {
  if (new URLSearchParams(deps.location.search()).get(FORGOT_PASSWORD_FLAG) !== '1') return;
  let status: SessionStatus = yield select(selectSessionStatus);
  while (status === 'unknown') {
    yield take([sessionChecked.type, userIdChanged.type]);
    status = yield select(selectSessionStatus);
  }
  deps.location.replace(withoutQueryParam(deps.location, FORGOT_PASSWORD_FLAG));
  if (status === 'guest') yield put(forgotPasswordOpened());
}
