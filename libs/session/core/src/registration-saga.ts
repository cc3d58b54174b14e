import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  getDemoSocialToken,
  registerByPhone,
  registerBySocial,
  registerFast,
  registerFull,
  type AuthConfig,
  type RegistrationAnswer,
} from '@bet/contract';
import { toAuthFailure } from './auth-failure';
import { announceSignIn, goAfterSignIn } from './complete-sign-in';
import { selectAuthReturnTo } from './selectors';
import { normalisePhoneCode, phoneDigits } from './phone';
import type { SessionDeps } from './session-deps';
import { registrationFailed, registrationRequested, type RegistrationValues } from './registration-slice';
import { authDialogClosed, credentialsAcknowledged, registrationOpened, registrationSuggested } from './session-events';

/** Spec 02 §8 "Logged only: unknown registration type". */
export const UNKNOWN_REGISTRATION_TYPE = 'unknown registration type';
/** No site config yet, so no geo country for the registration. */
export const NO_COUNTRY = 'no site config';

async function register(
  deps: SessionDeps,
  values: RegistrationValues,
  countryId: number,
  componentData: string,
): Promise<RegistrationAnswer> {
  const common = {
    currencyId: values.currencyId,
    countryId,
    bonusChoice: values.bonusChoice,
    componentData,
    ...('promoCode' in values && values.promoCode?.trim() ? { promoCode: values.promoCode.trim() } : {}),
  };
  switch (values.type) {
    case 'fast_reg':
      return deps.api.call(registerFast, { body: common });
    case 'phone_reg':
      return deps.api.call(registerByPhone, {
        body: {
          ...common,
          phone_number: phoneDigits(values.phone),
          country_code: normalisePhoneCode(values.phoneCode),
          uPassword: values.password,
        },
      });
    case 'full_reg':
      return deps.api.call(registerFull, {
        body: {
          ...common,
          email: values.email.trim(),
          uPassword: values.password,
          name: values.name.trim(),
          surname: values.surname.trim(),
          birthday: values.birthday,
        },
      });
    case 'soc_reg': {
      // The sandbox's stand-in for the network's consent screen gives the assertion soc_reg takes.
      const { socialToken } = await deps.api.call(getDemoSocialToken, { body: { network: values.network } });
      return deps.api.call(registerBySocial, { body: { ...common, network: values.network, socialToken } });
    }
    default: {
      const unknown: { type?: unknown } = values;
      deps.logger.error(UNKNOWN_REGISTRATION_TYPE, unknown.type);
      throw new Error(UNKNOWN_REGISTRATION_TYPE);
    }
  }
}

/**
 * One registration (spec 01 §1, §5). The country is the site config's geoCountryId, the
 * fingerprint token goes in componentData. Success signs the player in like a sign-in; fast_reg's
 * generated credentials stay in the state until acknowledged, and the return URL is followed only
 * then, so a navigation cannot hide them before the player has read them.
 */
export function* registration(deps: SessionDeps, { payload }: PayloadAction<RegistrationValues>) {
  try {
    const countryId: number | null = yield select(deps.selectGeoCountryId);
    if (countryId === null) throw new Error(NO_COUNTRY);
    const componentData: string = yield call(() => deps.fingerprint.token());
    const answer: RegistrationAnswer = yield call(register, deps, payload, countryId, componentData);
    const kept: string | null = yield select(selectAuthReturnTo);
    yield call(announceSignIn, answer, 'registration', answer.credentials);
    if (answer.credentials) yield race([take(credentialsAcknowledged.type), take(authDialogClosed.type)]);
    goAfterSignIn(deps, kept);
  } catch (error) {
    yield put(registrationFailed(toAuthFailure(error)));
  }
}

/**
 * Spec 01 §2 "The registration form opens as a modal or redirects to the registration page,
 * depending on settings" (the auth config's registrationOpensAs), for whatever suggested it.
 */
export function* openSuggestedRegistration(deps: SessionDeps) {
  const auth: AuthConfig | null = yield select(deps.selectAuthConfig);
  if (auth?.registrationOpensAs === 'page') deps.navigate.registration();
  else yield put(registrationOpened({}));
}

export function* registrationSaga(deps: SessionDeps) {
  yield takeLatest(registrationRequested.type, registration, deps);
  yield takeEvery(registrationSuggested.type, openSuggestedRegistration, deps);
}
