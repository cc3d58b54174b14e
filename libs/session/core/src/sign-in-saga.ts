import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import {
  loginByPassword,
  loginByPhone,
  loginBySms,
  loginTwoStep,
  requestPasswordReset,
  sendLoginSms,
  type LoginAnswer,
} from '@bet/contract';
import { toAuthFailure } from './auth-failure';
import { announceSignIn, goAfterSignIn } from './complete-sign-in';
import { selectAuthReturnTo } from './selectors';
import { normalisePhoneCode, phoneDigits } from './phone';
import type { SessionDeps } from './session-deps';
import { forgotPasswordFailed, forgotPasswordRequested, forgotPasswordSent } from './forgot-password-slice';
import {
  signInFailed,
  signInRequested,
  smsCodeFailed,
  smsCodeRequested,
  smsCodeSent,
  twoStepCodeSubmitted,
  twoStepRequired,
  type SignInValues,
} from './sign-in-slice';

/** Sends the login call of the form the player used (spec 02 §7 "Authentication"). */
function login(deps: SessionDeps, values: SignInValues, componentData: string): Promise<LoginAnswer> {
  switch (values.form) {
    case 'login_password':
    case 'login_password_two_step_code':
      return deps.api.call(loginByPassword, {
        body: { uLogin: values.login.trim(), uPassword: values.password, save: values.save, componentData },
      });
    case 'phone_password':
      return deps.api.call(loginByPhone, {
        body: {
          phone_number: phoneDigits(values.phone),
          country_code: normalisePhoneCode(values.phoneCode),
          uPassword: values.password,
          save: values.save,
          componentData,
        },
      });
    case 'sms':
      return deps.api.call(loginBySms, {
        body: {
          'phone-number': phoneDigits(values.phone),
          'phone-code': normalisePhoneCode(values.phoneCode),
          'sms-code': values.code.trim(),
          save: values.save,
          componentData,
        },
      });
  }
}

/** What the two-step continuation needs of the first step. */
interface SignInMemory {
  save: boolean;
}

function* answered(deps: SessionDeps, answer: LoginAnswer) {
  if (answer.status === 'twoStepRequired') {
    yield put(twoStepRequired({ sentTo: answer.sentTo }));
    return;
  }
  const kept: string | null = yield select(selectAuthReturnTo);
  yield call(announceSignIn, answer, 'signIn');
  goAfterSignIn(deps, kept);
}

/**
 * One sign-in attempt. The fingerprint token goes in componentData. A player with two-step
 * sign-in is asked for the code (`twoStepRequired`); any refusal is `signInFailed` with the
 * server's code and message. What was typed stays in the form (it is never in the state).
 */
export function* signIn(deps: SessionDeps, memory: SignInMemory, { payload }: PayloadAction<SignInValues>) {
  try {
    memory.save = payload.save;
    const componentData: string = yield call(() => deps.fingerprint.token());
    const answer: LoginAnswer = yield call(login, deps, payload, componentData);
    yield call(answered, deps, answer);
  } catch (error) {
    yield put(signInFailed(toAuthFailure(error)));
  }
}

/** Spec 02 §7 "Two-step: code, save": the continuation after `twoStepRequired`. */
export function* submitTwoStepCode(
  deps: SessionDeps,
  memory: SignInMemory,
  { payload }: PayloadAction<{ code: string }>,
) {
  try {
    const answer: LoginAnswer = yield call(() =>
      deps.api.call(loginTwoStep, { body: { code: payload.code.trim(), save: memory.save } }),
    );
    yield call(answered, deps, answer);
  } catch (error) {
    yield put(signInFailed(toAuthFailure(error)));
  }
}

/** Spec 02 §7 "Send SMS: phone-number, phone-code": resendAt is when another code may be asked for. */
export function* requestSmsCode(deps: SessionDeps, { payload }: PayloadAction<{ phoneCode: string; phone: string }>) {
  try {
    const answer: { resendAfter: number } = yield call(() =>
      deps.api.call(sendLoginSms, {
        body: { 'phone-number': phoneDigits(payload.phone), 'phone-code': normalisePhoneCode(payload.phoneCode) },
      }),
    );
    yield put(smsCodeSent({ resendAt: deps.clock.now() + answer.resendAfter * 1000 }));
  } catch (error) {
    yield put(smsCodeFailed(toAuthFailure(error)));
  }
}

/** Forgot password: the server always answers "sent", so no account is revealed. */
export function* requestForgotPassword(deps: SessionDeps, { payload }: PayloadAction<{ login: string }>) {
  try {
    yield call(() => deps.api.call(requestPasswordReset, { body: { login: payload.login.trim() } }));
    yield put(forgotPasswordSent());
  } catch (error) {
    yield put(forgotPasswordFailed(toAuthFailure(error)));
  }
}

/** Sign-in, two-step, SMS and forgot-password. A newer attempt replaces one still running. */
export function* signInSaga(deps: SessionDeps) {
  const memory: SignInMemory = { save: false };
  yield takeLatest([signInRequested.type, twoStepCodeSubmitted.type], function* (action: PayloadAction<unknown>) {
    if (signInRequested.match(action)) yield call(signIn, deps, memory, action);
    else if (twoStepCodeSubmitted.match(action)) yield call(submitTwoStepCode, deps, memory, action);
  });
  yield takeLatest(smsCodeRequested.type, requestSmsCode, deps);
  yield takeLatest(forgotPasswordRequested.type, requestForgotPassword, deps);
}
