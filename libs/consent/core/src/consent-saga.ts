import { all, call } from 'redux-saga/effects';
import { agreementSaga } from './agreement-saga';
import { analyticsSaga } from './analytics-saga';
import type { ConsentDeps } from './consent-deps';
import { referralCookieWrites } from './referral-cookies';

/** Spec 02 §9 "Referral tagging cookies", applied once at start from the opening address. */
export function applyReferralCookies(deps: Pick<ConsentDeps, 'cookies' | 'location'>): void {
  for (const write of referralCookieWrites(deps.location.search())) {
    deps.cookies.set(write.name, write.value, { maxAgeSeconds: write.maxAgeSeconds, path: '/' });
  }
}

/** The consent library's one root saga. */
export function* consentSaga(deps: ConsentDeps) {
  applyReferralCookies(deps);
  yield all([call(agreementSaga, deps), call(analyticsSaga, deps)]);
}
