import { cookiesAgreeTypeSchema, saveCookiesAgreement, type CookiesAgreeType } from '@bet/contract';
import { notify } from '@bet/notifications';
import { signedIn } from '@bet/session';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { ConsentDeps } from './consent-deps';
import { acceptedAll, consentRestored, selectionSaved } from './consent-slice';
import { AGREEMENT_LOG_FAILED, COOKIES_AGREE_TIME_STORAGE_KEY, COOKIES_AGREE_TYPE_COOKIE } from './constants';
import { selectAgreeType } from './selectors';

interface StoredAgreement {
  cookiesAgreeTime: number;
  cookiesAgreeType?: CookiesAgreeType;
}

function readStored(deps: ConsentDeps): StoredAgreement | null {
  const raw = deps.storage.getItem(COOKIES_AGREE_TIME_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as StoredAgreement;
    return typeof parsed.cookiesAgreeTime === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

/** Reads the cookies_agree_type cookie: an unknown value asks again. */
export function* restoreConsent(deps: ConsentDeps) {
  const parsed = cookiesAgreeTypeSchema.safeParse(deps.cookies.get(COOKIES_AGREE_TYPE_COOKIE));
  yield put(consentRestored({ agreeType: parsed.success ? parsed.data : null }));
}

/** Sends an agreement; a failure is only logged (spec 02 §8 Logged only) and the time stays stored. */
function* sendAgreement(deps: ConsentDeps, agreement: StoredAgreement) {
  try {
    yield call([deps.api, deps.api.call], saveCookiesAgreement, { body: agreement });
    return true;
  } catch (error) {
    deps.logger.error(AGREEMENT_LOG_FAILED, error);
    return false;
  }
}

/**
 * Spec 01 §4 / spec 02 §7 "Save cookies agreement time": the choice goes into the
 * cookies_agree_type cookie; the time is saved on the server for a signed-in player, otherwise in
 * local storage (and kept there when the server fails, to be sent after the next sign-in).
 */
function* agreementGiven(deps: ConsentDeps) {
  const agreeType: CookiesAgreeType | null = yield select(selectAgreeType);
  if (!agreeType) return;
  deps.cookies.set(COOKIES_AGREE_TYPE_COOKIE, agreeType, { path: '/' });
  // The banner goes away at once; this says the choice took (titled 'main_done', spec 02 §8 Texts).
  yield put(notify({ id: 'consent-saved', tone: 'success', text: 'consent_saved' }));
  const agreement: StoredAgreement = { cookiesAgreeTime: deps.clock.now(), cookiesAgreeType: agreeType };
  const isSignedIn: boolean = yield select(deps.selectIsSignedIn);
  if (isSignedIn) {
    const sent: boolean = yield call(sendAgreement, deps, agreement);
    if (sent) {
      deps.storage.removeItem(COOKIES_AGREE_TIME_STORAGE_KEY);
      return;
    }
  }
  deps.storage.setItem(COOKIES_AGREE_TIME_STORAGE_KEY, JSON.stringify(agreement));
}

/**
 * Spec 02 §7: "After sign-in, if logging is on and a stored time exists, it is sent, then
 * removed." Logging is always on here (its switch is not shown; see the README).
 */
function* sendStoredAfterSignIn(deps: ConsentDeps) {
  const stored = readStored(deps);
  if (!stored) return;
  const sent: boolean = yield call(sendAgreement, deps, stored);
  if (sent) deps.storage.removeItem(COOKIES_AGREE_TIME_STORAGE_KEY);
}

export function* agreementSaga(deps: ConsentDeps) {
  yield takeEvery([acceptedAll.type, selectionSaved.type], agreementGiven, deps);
  yield takeEvery(signedIn.type, sendStoredAfterSignIn, deps);
  yield call(restoreConsent, deps);
}
