import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  confirmPhoneBinding,
  getPhoneCountries,
  getPhoneMasks,
  officeMessages,
  sendPhoneBindingCode,
  setEmailAuth,
  setSecurityQuestion,
  setTwoStepSignIn,
  type CallResponse,
  type SecurityQuestionId,
} from '@bet/contract';
import { loadSecurity } from './account-flows-saga';
import { officeSave, type OfficeSaveResult } from './office-save';
import { phoneDigits } from './phone';
import type { SessionDeps } from './session-deps';
import { userDataRequested } from './session-events';
import { securityPageOpened } from './security-slice';
import {
  emailAuthChangeAnswered,
  emailAuthChangeRequested,
  phoneBindingAnswered,
  phoneBindingCodeAnswered,
  phoneBindingCodeRequested,
  phoneBindingCodeSubmitted,
  phoneCatalogueFailed,
  phoneCatalogueLoaded,
  securityQuestionSaveAnswered,
  securityQuestionSaveRequested,
  twoStepChangeAnswered,
  twoStepChangeRequested,
  type PhoneTarget,
  type SecurityMethodsState,
} from './security-methods-slice';

type Saved = OfficeSaveResult;

/** After a saved change: the page's facts (level, states) and the user config's protection_methods again. */
function* refreshProtection(deps: SessionDeps) {
  yield call(loadSecurity, deps);
  yield put(userDataRequested());
}

const selectMethods = (state: { session: { securityMethods: SecurityMethodsState } }) => state.session.securityMethods;

/** Spec 02 §7 "Phone countries and phone masks": loaded once, when the security page first opens. */
export function* loadPhoneCatalogue(deps: SessionDeps) {
  const methods: SecurityMethodsState = yield select(selectMethods);
  if (methods.phoneCatalogue.status === 'ready') return;
  try {
    const [countries, masks]: [CallResponse<typeof getPhoneCountries>, CallResponse<typeof getPhoneMasks>] = yield all([
      call(() => deps.api.call(getPhoneCountries)),
      call(() => deps.api.call(getPhoneMasks)),
    ]);
    yield put(phoneCatalogueLoaded({ countries: countries.countries, masks: masks.masks }));
  } catch {
    yield put(phoneCatalogueFailed());
  }
}

/** The number as typed ("(912) 345-67-89") goes as its digits (phone.ts, the one rule). */
export function* sendBindingCode(deps: SessionDeps, { payload }: PayloadAction<PhoneTarget>) {
  const target = { countryId: payload.countryId, phoneNumber: phoneDigits(payload.phoneNumber) };
  const result: Saved = yield call(officeSave, () => deps.api.call(sendPhoneBindingCode, { body: target }));
  // No server message on success: the code step says where the code went.
  const messages = result.saved ? [] : result.messages;
  yield put(phoneBindingCodeAnswered({ sent: result.saved, messages, target }));
}

export function* confirmBinding(deps: SessionDeps, { payload }: PayloadAction<{ code: string }>) {
  const methods: SecurityMethodsState = yield select(selectMethods);
  const target = methods.phoneBinding.target;
  if (!target) {
    yield put(phoneBindingAnswered({ saved: false, messages: officeMessages(null) }));
    return;
  }
  const result: Saved = yield call(officeSave, () =>
    deps.api.call(confirmPhoneBinding, { body: { ...target, code: payload.code.trim() } }),
  );
  yield put(phoneBindingAnswered(result));
  if (result.saved) yield call(refreshProtection, deps);
}

export function* changeTwoStep(
  deps: SessionDeps,
  { payload }: PayloadAction<{ enabled: boolean; currentPassword?: string }>,
) {
  const body = payload.enabled ? { enabled: true } : { enabled: false, currentPassword: payload.currentPassword ?? '' };
  const result: Saved = yield call(officeSave, () => deps.api.call(setTwoStepSignIn, { body }));
  yield put(twoStepChangeAnswered(result));
  if (result.saved) yield call(refreshProtection, deps);
}

export function* saveSecurityQuestion(
  deps: SessionDeps,
  { payload }: PayloadAction<{ question: SecurityQuestionId; answer: string }>,
) {
  const result: Saved = yield call(officeSave, () =>
    deps.api.call(setSecurityQuestion, { body: { question: payload.question, answer: payload.answer } }),
  );
  yield put(securityQuestionSaveAnswered(result));
  if (result.saved) yield call(refreshProtection, deps);
}

export function* changeEmailAuth(deps: SessionDeps, { payload }: PayloadAction<{ enabled: boolean }>) {
  const result: Saved = yield call(officeSave, () =>
    deps.api.call(setEmailAuth, { body: { enabled: payload.enabled } }),
  );
  yield put(emailAuthChangeAnswered(result));
  if (result.saved) yield call(refreshProtection, deps);
}

/** Issue 12: the security page's protection methods. */
export function* securityMethodsSaga(deps: SessionDeps) {
  yield takeLatest(securityPageOpened.type, loadPhoneCatalogue, deps);
  yield takeLeading(phoneBindingCodeRequested.type, sendBindingCode, deps);
  yield takeLeading(phoneBindingCodeSubmitted.type, confirmBinding, deps);
  yield takeLeading(twoStepChangeRequested.type, changeTwoStep, deps);
  yield takeLeading(securityQuestionSaveRequested.type, saveSecurityQuestion, deps);
  yield takeLeading(emailAuthChangeRequested.type, changeEmailAuth, deps);
}
