import type { Task } from 'redux-saga';
import { call, fork, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  getOfficeSettings,
  officeMessages,
  saveDisallowedSports,
  saveOfficeSetting,
  type CallResponse,
  type OfficeAnswer,
} from '@bet/contract';
import { OFFICE_SETTING_SAVE_FAILED, OFFICE_SETTINGS_LOAD_FAILED } from './constants';
import type { OfficeDeps } from './office-deps';
import { normalizeOfficeSettings } from './office-settings';
import {
  disallowedSportsSaved,
  disallowedSportsSaveFailed,
  disallowedSportsSaveRequested,
  officeSettingChosen,
  officeSettingSaved,
  officeSettingSaveFailed,
  officeSettingsLoaded,
  officeSettingsLoadFailed,
  officeSettingsOpened,
  type OfficeSettingsState,
} from './office-settings-slice';
import { selectOfficeSettingsState } from './selectors';

function* loadSettings(deps: OfficeDeps) {
  try {
    const lang = deps.language?.();
    const answer: CallResponse<typeof getOfficeSettings> = yield call([deps.api, deps.api.call], getOfficeSettings, {
      query: lang ? { lang } : {},
    });
    yield put(officeSettingsLoaded({ settings: normalizeOfficeSettings(answer) }));
  } catch (error) {
    deps.logger.error(OFFICE_SETTINGS_LOAD_FAILED, error);
    yield put(officeSettingsLoadFailed());
  }
}

/**
 * One answer of an office save: the answer, or null when the call failed (network, 5xx, a bad
 * answer), which officeMessages turns into 'main_query_error' (spec 02 §8 Office).
 */
function* send(deps: OfficeDeps, request: () => Promise<OfficeAnswer>) {
  try {
    const answer: OfficeAnswer = yield call(request);
    return answer;
  } catch (error) {
    deps.logger.warn(OFFICE_SETTING_SAVE_FAILED, error);
    return null;
  }
}

/** Per setting the latest choice wins: a switch pressed twice reports its last save only. */
function* saveSetting(deps: OfficeDeps, latest: Map<string, object>, action: ReturnType<typeof officeSettingChosen>) {
  const { id, value } = action.payload;
  const token = {};
  latest.set(id, token);
  const answer: OfficeAnswer | null = yield call(send, deps, () =>
    deps.api.call(saveOfficeSetting, { body: { id, value } }),
  );
  if (latest.get(id) !== token) return;
  const messages = officeMessages(answer);
  if (answer?.status === 1) yield put(officeSettingSaved({ id, messages }));
  else yield put(officeSettingSaveFailed({ id, messages }));
}

function* saveBlacklists(deps: OfficeDeps) {
  const { draft }: OfficeSettingsState = yield select(selectOfficeSettingsState);
  const body = { line: [...draft.line], live: [...draft.live] };
  const answer: OfficeAnswer | null = yield call(send, deps, () => deps.api.call(saveDisallowedSports, { body }));
  const messages = officeMessages(answer);
  if (answer?.status === 1) yield put(disallowedSportsSaved({ ...body, messages }));
  else yield put(disallowedSportsSaveFailed({ messages }));
}

/**
 * The settings page's office groups (issue 12, spec 01 §3 Office settings): loaded each time the
 * page is entered (one load at a time); each chosen setting saved on its own, a later choice of the same
 * setting replacing an earlier save on its way; the blacklists saved on the player's press.
 */
export function* officeSettingsSaga(deps: OfficeDeps) {
  yield fork(function* loadOnOpen() {
    // Each section of the page may say the page was entered: one load serves them all.
    let loading: Task | undefined;
    for (;;) {
      yield take(officeSettingsOpened.type);
      if (!loading?.isRunning()) loading = yield fork(loadSettings, deps);
    }
  });
  // Two settings saved at once both go (takeEvery); saveSetting keeps the latest of each.
  yield takeEvery(officeSettingChosen.type, saveSetting, deps, new Map<string, object>());
  yield takeLatest(disallowedSportsSaveRequested.type, saveBlacklists, deps);
}
