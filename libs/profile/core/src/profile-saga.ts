import {
  changePersonalEmail,
  getPersonalData,
  OFFICE_ANSWER_STATUS,
  personalDataProblems,
  savePersonalData,
  type OfficeAnswer,
  type PersonalDataAnswer,
  type PersonalDataSaveAnswer,
  type PersonalField,
} from '@bet/contract';
import { notify, officeNotices } from '@bet/notifications';
import { loggedOut, sessionEnded, userDataRequested } from '@bet/session';
import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ProfileDeps } from './profile-deps';
import {
  emailChangeAnswered,
  emailChangeRequested,
  personalDataLoaded,
  personalDataLoadFailed,
  personalDataPageEntered,
  personalDataReloadRequested,
  personalDataSaved,
  personalDataSaveFailed,
  personalDataSaveRequested,
  profilePlayerLeft,
  type FieldErrors,
} from './profile-slice';

/** The success text of the e-mail change when the server sends none (spec 02 §8 "texts by key"). */
export const EMAIL_CHANGE_SUCCESS_KEY = 'profile_email_link_sent';
/** The page's note when its own check stops the save before sending. */
export const PROFILE_CHECK_FAILED_KEY = 'profile_check_failed';

/** The day the dates are checked against, yyyy-mm-dd (UTC, as the sandbox checks: README "Checks"). */
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export function* loadPersonalData(deps: ProfileDeps) {
  try {
    const answer: PersonalDataAnswer = yield call(() => deps.api.call(getPersonalData));
    yield put(personalDataLoaded(answer));
  } catch {
    yield put(personalDataLoadFailed());
  }
}

/**
 * Save with the office rule (spec 02 §8): the page's own check first (no call while a field is
 * wrong), then the server's; a refusal or a failure keeps the draft (what was typed) and names
 * the fields. A saved draft refreshes the user config (its user_data) and the page's data (the
 * locked fields may have changed).
 */
export function* savePersonal(deps: ProfileDeps, action: ReturnType<typeof personalDataSaveRequested>) {
  const problems = personalDataProblems(action.payload.data, dayOf(deps.clock.now()));
  const found = Object.entries(problems) as [PersonalField, NonNullable<(typeof problems)[PersonalField]>][];
  if (found.length > 0) {
    yield put(
      personalDataSaveFailed({ fieldErrors: Object.fromEntries(found.map(([f, problem]) => [f, { problem }])) }),
    );
    yield put(notify({ tone: 'error', text: PROFILE_CHECK_FAILED_KEY, id: 'profile-save-0' }));
    return;
  }
  let answer: PersonalDataSaveAnswer | null = null;
  try {
    answer = yield call(() => deps.api.call(savePersonalData, { body: action.payload }));
  } catch {
    answer = null;
  }
  for (const notice of officeNotices(answer, { id: 'profile-save' })) yield put(notify(notice));
  if (answer?.status !== OFFICE_ANSWER_STATUS.done) {
    const fields = Object.entries(answer?.fields ?? {}) as [PersonalField, string][];
    const fieldErrors: FieldErrors = Object.fromEntries(fields.map(([field, message]) => [field, { message }]));
    yield put(personalDataSaveFailed({ fieldErrors }));
    return;
  }
  yield put(personalDataSaved());
  yield put(userDataRequested());
  yield call(loadPersonalData, deps);
}

/** The e-mail change: the server mails a link to the new address; the page then shows it as pending. */
export function* changeEmail(deps: ProfileDeps, action: ReturnType<typeof emailChangeRequested>) {
  let answer: OfficeAnswer | null = null;
  try {
    answer = yield call(() => deps.api.call(changePersonalEmail, { body: { email: action.payload.email.trim() } }));
  } catch {
    answer = null;
  }
  for (const notice of officeNotices(answer, { id: 'profile-email', successKey: EMAIL_CHANGE_SUCCESS_KEY })) {
    yield put(notify(notice));
  }
  const ok = answer?.status === OFFICE_ANSWER_STATUS.done;
  yield put(emailChangeAnswered({ ok }));
  if (ok) yield call(loadPersonalData, deps);
}

/** The library's one root saga (`@bet/profile/sagas`; the app starts it with the personal data page, issue 16). */
export function* profileSaga(deps: ProfileDeps) {
  yield takeLatest([personalDataPageEntered.type, personalDataReloadRequested.type], loadPersonalData, deps);
  yield takeLeading(personalDataSaveRequested.type, savePersonal, deps);
  yield takeLeading(emailChangeRequested.type, changeEmail, deps);
  yield takeEvery([loggedOut.type, sessionEnded.type], function* () {
    yield put(profilePlayerLeft());
  });
}
