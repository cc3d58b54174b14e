import { call, delay, fork, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { getConfigGroups, SITE_WIDGET_GROUPS, type ConfigGroups, type SiteConfig } from '@bet/contract';
import { selectIsSignedIn, selectLanguage, selectSiteConfig, selectSiteStatus } from '../selectors';
import { languageSwitched, signedInChanged, startupSucceeded } from '../site-slice';
import { ageAcknowledgement, isAgeNoticeDue } from './age-notice';
import {
  AD_BLOCK_WARNING_DISMISSED_KEY,
  AGE_ACKNOWLEDGED_SESSION_KEY,
  AGE_ACKNOWLEDGED_UNTIL_KEY,
  NEW_SITE_SEEN_UNTIL_KEY,
  REGISTRATION_REMINDER_NEXT_KEY,
  WIDGET_SETTINGS_FAILED,
} from './constants';
import { isNewSiteModalDue, newSiteModalSeenUntil } from './new-site-modal';
import { nextReminderAllowedAt, reminderDueAt } from './registration-reminder';
import { parseWidgetSettings, type WidgetSettings } from './widget-settings';
import type { StoragePort } from '@bet/platform';
import type { WidgetsDeps } from './widgets-deps';
import { selectIsWidgetModalOpen } from './widgets-selectors';
import {
  adBlockerChecked,
  adBlockWarningDismissed,
  ageConfirmed,
  ageNoticeLeft,
  ageNoticeShown,
  newSiteModalClosed,
  newSiteModalShown,
  registrationReminderFired,
  widgetSettingsFailed,
  widgetSettingsLoaded,
  widgetSettingsRequested,
} from './widgets-slice';

/** A stored epoch-ms number, or null when absent or not a number. */
function readTime(storage: StoragePort, key: string): number | null {
  const raw = storage.getItem(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** Spec 02 §7: the settings groups, in the site's language (cached by the server's headers). */
export function* loadWidgetSettings(deps: WidgetsDeps) {
  const language: string | null = yield select(selectLanguage);
  yield put(widgetSettingsRequested());
  try {
    const groups: ConfigGroups = yield call(() =>
      deps.api.call(getConfigGroups, {
        query: { groups: SITE_WIDGET_GROUPS.join(','), ...(language ? { lang: language } : {}) },
      }),
    );
    const settings = parseWidgetSettings(groups, (group) =>
      deps.logger.warn(`The settings group ${group} is malformed; its widget stays off`),
    );
    yield put(widgetSettingsLoaded({ settings }));
    return settings;
  } catch (error) {
    deps.logger.error(WIDGET_SETTINGS_FAILED, error);
    yield put(widgetSettingsFailed());
    return null;
  }
}

/** Spec 01 §5 age notice, spec 02 §9 acknowledgement: 3 days in local storage, or the session. */
export function* ageNoticeFlow(deps: WidgetsDeps, settings: WidgetSettings) {
  const config: SiteConfig | null = yield select(selectSiteConfig);
  const due = isAgeNoticeDue({
    minAge: config?.minAge,
    settings: settings.ageRestriction,
    acknowledgedUntil: readTime(deps.storage, AGE_ACKNOWLEDGED_UNTIL_KEY),
    acknowledgedThisSession: deps.sessionStorage.getItem(AGE_ACKNOWLEDGED_SESSION_KEY) === '1',
    now: deps.clock.now(),
  });
  if (!due || !config || !settings.ageRestriction) return;
  yield put(ageNoticeShown({ minAge: config.minAge }));
  const answer: { confirmed?: unknown; left?: unknown } = yield race({
    confirmed: take(ageConfirmed.type),
    left: take(ageNoticeLeft.type),
  });
  if (answer.left) {
    yield call(deps.leaveSite);
    return;
  }
  const stored = ageAcknowledgement(settings.ageRestriction, deps.clock.now());
  if (stored.kind === 'session') deps.sessionStorage.setItem(AGE_ACKNOWLEDGED_SESSION_KEY, '1');
  else deps.storage.setItem(AGE_ACKNOWLEDGED_UNTIL_KEY, String(stored.until));
}

/** Spec 01 §4 "New-site modal: shown once to non-authorized users when enabled; stored about 5 years". */
export function* newSiteModalFlow(deps: WidgetsDeps, settings: WidgetSettings) {
  const isSignedIn: boolean = yield select(selectIsSignedIn);
  const due = isNewSiteModalDue({
    isEnabled: settings.newSite?.isEnabled ?? false,
    isSignedIn,
    seenUntil: readTime(deps.storage, NEW_SITE_SEEN_UNTIL_KEY),
    now: deps.clock.now(),
  });
  if (!due) return;
  yield put(newSiteModalShown());
  yield take(newSiteModalClosed.type);
  deps.storage.setItem(NEW_SITE_SEEN_UNTIL_KEY, String(newSiteModalSeenUntil(deps.clock.now())));
}

/** Spec 01 §4 "if no auth form or modal is open": ours, the session's forms, or another feature's modal. */
function* isPageBusy(deps: WidgetsDeps) {
  const ours: boolean = yield select(selectIsWidgetModalOpen);
  if (ours) return true;
  const authForm: boolean = yield select(deps.selectIsAuthFormOpen);
  return authForm || deps.dialogs.isAnyOpen();
}

const isSignInEvent = (action: { type: string; payload?: { isSignedIn?: boolean } }) =>
  action.type === signedInChanged.type && action.payload?.isSignedIn === true;

function* waitUntilSignedOut() {
  for (;;) {
    const { payload }: ReturnType<typeof signedInChanged> = yield take(signedInChanged.type);
    if (!payload.isSignedIn) return;
  }
}

/**
 * Spec 01 §4 "Registration reminder: for non-authorized users after delay seconds opens
 * registration if no auth form or modal is open; next allowed time stored as now + interval
 * minutes, or 0". Decisions (README): the delay counts from the start (or the sign-out); a
 * reminder due while a form or modal is open waits another full delay; one reminder per visit
 * (page load or sign-out), the stored time spacing them across visits; registration must be
 * open on the site (spec 01 §5).
 */
export function* registrationReminderFlow(deps: WidgetsDeps, settings: WidgetSettings) {
  const reminder = settings.reminder;
  if (!reminder) return;
  for (;;) {
    const isSignedIn: boolean = yield select(selectIsSignedIn);
    if (isSignedIn) {
      yield call(waitUntilSignedOut);
      continue;
    }
    let startedAt = deps.clock.now();
    let fired = false;
    while (!fired) {
      const dueAt = reminderDueAt(startedAt, reminder, readTime(deps.storage, REGISTRATION_REMINDER_NEXT_KEY));
      const outcome: { due?: unknown; signedIn?: ReturnType<typeof signedInChanged> } = yield race({
        due: delay(Math.max(0, dueAt - deps.clock.now())),
        signedIn: take(isSignInEvent),
      });
      if (outcome.signedIn) break;
      const config: SiteConfig | null = yield select(selectSiteConfig);
      if (!config?.auth.isRegistrationAllowed || config.auth.isVipDomain) return;
      const busy: boolean = yield call(isPageBusy, deps);
      if (busy) {
        startedAt = deps.clock.now();
        continue;
      }
      const now = deps.clock.now();
      deps.storage.setItem(REGISTRATION_REMINDER_NEXT_KEY, String(nextReminderAllowedAt(now, reminder)));
      // The session opens registration on this event, as its auth settings say (the app's bridge).
      yield put(registrationReminderFired({ at: now }));
      fired = true;
    }
    // The next reminder comes with the next visit, or after a sign-in and sign-out.
    const after: boolean = yield select(selectIsSignedIn);
    if (!after) yield take(isSignInEvent);
    yield call(waitUntilSignedOut);
  }
}

/** Spec 01 §1 "ad-blocker warning" with 'main_dictionary_website_blocked_by_adblock' (spec 02 §8). */
export function* adBlockCheck(deps: WidgetsDeps) {
  let detected = false;
  try {
    detected = (yield call(deps.detectAdBlocker)) as boolean;
  } catch (error) {
    deps.logger.warn('The ad-blocker check failed; no warning shown', error);
  }
  const dismissed = deps.sessionStorage.getItem(AD_BLOCK_WARNING_DISMISSED_KEY) === '1';
  yield put(adBlockerChecked({ detected, dismissed }));
}

function* rememberAdBlockDismissal(deps: WidgetsDeps) {
  yield call([deps.sessionStorage, deps.sessionStorage.setItem], AD_BLOCK_WARNING_DISMISSED_KEY, '1');
}

/** The modals one after the other, so a visitor never gets two at once: age first. */
function* noticesInTurn(deps: WidgetsDeps, settings: WidgetSettings) {
  yield call(ageNoticeFlow, deps, settings);
  yield call(newSiteModalFlow, deps, settings);
}

/** The root saga of the site widgets; started after the site, it waits for start-up. */
export function* widgetsSaga(deps: WidgetsDeps) {
  const status: string = yield select(selectSiteStatus);
  if (status !== 'ready') yield take(startupSucceeded.type);
  yield fork(adBlockCheck, deps);
  yield takeLatest(adBlockWarningDismissed.type, rememberAdBlockDismissal, deps);
  const settings: WidgetSettings | null = yield call(loadWidgetSettings, deps);
  // Another language may have other support contacts (the groups are per language).
  yield takeLatest(languageSwitched.type, loadWidgetSettings, deps);
  if (!settings) return;
  yield fork(noticesInTurn, deps, settings);
  yield fork(registrationReminderFlow, deps, settings);
}
