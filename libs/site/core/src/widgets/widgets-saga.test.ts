import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall, ConfigGroups, SiteConfig } from '@bet/contract';
import { siteConfigFixture } from '@bet/contract/testing';
import { createMemoryLogger, createMemoryStorage, createTestStore } from '@bet/platform/testing';
import { ApiError } from '@bet/request';
import { languageSwitched, signedInChanged, siteReducer } from '../site-slice';
import { siteStateFixture } from '../testing';
import {
  AD_BLOCK_WARNING_DISMISSED_KEY,
  AGE_ACKNOWLEDGED_SESSION_KEY,
  AGE_ACKNOWLEDGED_UNTIL_KEY,
  NEW_SITE_SEEN_UNTIL_KEY,
  REGISTRATION_REMINDER_NEXT_KEY,
} from './constants';
import type { WidgetsDeps } from './widgets-deps';
import { widgetsSaga } from './widgets-saga';
import {
  adBlockWarningDismissed,
  ageConfirmed,
  ageNoticeLeft,
  newSiteModalClosed,
  registrationReminderFired,
  widgetsReducer,
} from './widgets-slice';

const NOW = Date.UTC(2026, 10, 22, 8, 0, 0);

const REMINDER = { delaySeconds: 60, intervalMinutes: 30 };

interface Setup {
  groups?: ConfigGroups | Error;
  config?: SiteConfig;
  isSignedIn?: boolean;
  local?: Record<string, string>;
  session?: Record<string, string>;
  adBlocker?: boolean;
  /** Whether another feature's modal is open (read live). */
  busy?: { value: boolean };
  /** Whether the session's sign-in or registration form is on screen (read live). */
  authForm?: { value: boolean };
}

function setup({
  groups = { registration: { reminder: REMINDER } },
  config = siteConfigFixture({ lng: 'en', minAge: 18 }),
  isSignedIn = false,
  local = {},
  session = {},
  adBlocker = false,
  busy = { value: false },
  authForm = { value: false },
}: Setup = {}) {
  const asked: unknown[] = [];
  const trail: string[] = [];
  const storage = createMemoryStorage(local);
  const sessionStorage = createMemoryStorage(session);
  const logger = createMemoryLogger();
  const deps: WidgetsDeps = {
    api: {
      call: (async (_call: ApiCall, options?: { query?: unknown }) => {
        asked.push(options?.query);
        if (groups instanceof Error) throw groups;
        return groups;
      }) as WidgetsDeps['api']['call'],
    },
    storage,
    sessionStorage,
    clock: { now: () => Date.now() },
    logger,
    detectAdBlocker: async () => adBlocker,
    leaveSite: () => void trail.push('leave'),
    selectIsAuthFormOpen: () => authForm.value,
    dialogs: { isAnyOpen: () => busy.value },
  };
  const { store } = createTestStore({
    reducer: { site: siteReducer, widgets: widgetsReducer },
    preloadedState: { site: siteStateFixture({ language: 'en', config, isSignedIn }) },
    sagas: [() => widgetsSaga(deps)],
    // The reminder's event is what the app bridges to the session, which opens registration.
    onAction: (action) => {
      if (registrationReminderFired.match(action)) trail.push(`registration at ${action.payload.at - NOW}`);
    },
  });
  return { store, storage, sessionStorage, trail, asked, logger };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const ageOn = (acknowledgement: 'days' | 'session' = 'days') => ({
  age_restriction: { isEnabled: true, acknowledgement },
});

describe('widget settings (spec 02 §7 config groups)', () => {
  it('asks for the widget groups in the site language', async () => {
    const { asked, store } = setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([{ groups: 'registration,support,age_restriction,new_site', lang: 'en' }]);
    expect(store.getState().widgets.settings.reminder).toEqual(REMINDER);
  });

  it('asks again in the new language after a language switch (the groups are per language)', async () => {
    const { asked, store } = setup();
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(languageSwitched({ config: siteConfigFixture({ lng: 'ru' }), language: 'ru' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([
      { groups: 'registration,support,age_restriction,new_site', lang: 'en' },
      { groups: 'registration,support,age_restriction,new_site', lang: 'ru' },
    ]);
  });

  it('a malformed group is logged and only its widget stays off', async () => {
    const { store, logger } = setup({
      groups: { registration: { reminder: REMINDER }, age_restriction: { isEnabled: 1 } },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().widgets.settings.ageRestriction).toBeNull();
    expect(store.getState().widgets.settings.reminder).toEqual(REMINDER);
    expect(
      logger.entries.some((entry) => entry.level === 'warn' && String(entry.message).includes('age_restriction')),
    ).toBe(true);
  });

  it('a failed load leaves the widgets that need settings off, and is logged', async () => {
    const { store, trail, logger } = setup({
      groups: new ApiError({ kind: 'network', status: 0, message: 'Failed to fetch' }),
    });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(store.getState().widgets.settingsStatus).toBe('failed');
    expect(trail).toEqual([]);
    expect(logger.entries.some((entry) => entry.level === 'error')).toBe(true);
  });
});

describe('age notice (spec 01 §5, spec 02 §9)', () => {
  it('shows when the setting is on and nothing is stored; "I am 18 or older" is kept 3 days', async () => {
    const { store, storage } = setup({ groups: ageOn() });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().widgets.ageNotice).toEqual({ open: true, minAge: 18 });
    store.dispatch(ageConfirmed());
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().widgets.ageNotice.open).toBe(false);
    expect(storage.entries.get(AGE_ACKNOWLEDGED_UNTIL_KEY)).toBe(String(NOW + 259_200_000));
  });

  it('is not shown again while the acknowledgement lasts, and is after it ends', async () => {
    const kept = setup({ groups: ageOn(), local: { [AGE_ACKNOWLEDGED_UNTIL_KEY]: String(NOW + 1000) } });
    await vi.advanceTimersByTimeAsync(0);
    expect(kept.store.getState().widgets.ageNotice.open).toBe(false);
    const ended = setup({ groups: ageOn(), local: { [AGE_ACKNOWLEDGED_UNTIL_KEY]: String(NOW) } });
    await vi.advanceTimersByTimeAsync(0);
    expect(ended.store.getState().widgets.ageNotice.open).toBe(true);
  });

  it('session-only acknowledgement goes to session storage', async () => {
    const { store, storage, sessionStorage } = setup({ groups: ageOn('session') });
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(ageConfirmed());
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionStorage.entries.get(AGE_ACKNOWLEDGED_SESSION_KEY)).toBe('1');
    expect(storage.entries.has(AGE_ACKNOWLEDGED_UNTIL_KEY)).toBe(false);
  });

  it('leaving takes the visitor away and stores nothing', async () => {
    const { store, storage, trail } = setup({ groups: ageOn() });
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(ageNoticeLeft());
    await vi.advanceTimersByTimeAsync(0);
    expect(trail).toEqual(['leave']);
    expect(storage.entries.has(AGE_ACKNOWLEDGED_UNTIL_KEY)).toBe(false);
  });

  it('is off without an age setting', async () => {
    const { store } = setup({ groups: ageOn(), config: siteConfigFixture({ minAge: 0 }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().widgets.ageNotice.open).toBe(false);
  });
});

describe('new-site modal (spec 01 §4)', () => {
  it('comes after the age notice, once, and is remembered 15768e7 ms', async () => {
    const { store, storage } = setup({ groups: { ...ageOn(), new_site: { isEnabled: true } } });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().widgets.newSiteModal.open).toBe(false);
    store.dispatch(ageConfirmed());
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().widgets.newSiteModal.open).toBe(true);
    store.dispatch(newSiteModalClosed());
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.entries.get(NEW_SITE_SEEN_UNTIL_KEY)).toBe(String(NOW + 15768e7));
  });

  it('is not shown to signed-in players nor when remembered', async () => {
    const signedIn = setup({ groups: { new_site: { isEnabled: true } }, isSignedIn: true });
    const remembered = setup({
      groups: { new_site: { isEnabled: true } },
      local: { [NEW_SITE_SEEN_UNTIL_KEY]: String(NOW + 1) },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(signedIn.store.getState().widgets.newSiteModal.open).toBe(false);
    expect(remembered.store.getState().widgets.newSiteModal.open).toBe(false);
  });
});

describe('registration reminder (spec 01 §4)', () => {
  it('opens registration for a visitor after delay seconds and stores now + interval minutes', async () => {
    const { trail, storage, store } = setup();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(trail).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(trail).toEqual(['registration at 60000']);
    expect(storage.entries.get(REGISTRATION_REMINDER_NEXT_KEY)).toBe(String(NOW + 60_000 + 30 * 60_000));
    expect(store.getState().widgets.reminderFiredAt).toBe(NOW + 60_000);
    // One per visit.
    await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
    expect(trail).toHaveLength(1);
  });

  it('stores 0 when the interval is 0', async () => {
    const { storage } = setup({ groups: { registration: { reminder: { delaySeconds: 5, intervalMinutes: 0 } } } });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(storage.entries.get(REGISTRATION_REMINDER_NEXT_KEY)).toBe('0');
  });

  it('waits for the stored next allowed time', async () => {
    const { trail } = setup({ local: { [REGISTRATION_REMINDER_NEXT_KEY]: String(NOW + 10 * 60_000) } });
    await vi.advanceTimersByTimeAsync(10 * 60_000 - 1);
    expect(trail).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(trail).toEqual(['registration at 600000']);
  });

  it('does not open while another feature’s modal is open; tries again a delay later', async () => {
    const busy = { value: true };
    const { trail } = setup({ busy });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(trail).toEqual([]);
    busy.value = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(trail).toEqual(['registration at 120000']);
  });

  it('does not open while the session’s sign-in or registration form is on screen', async () => {
    const authForm = { value: true };
    const { trail } = setup({ authForm });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(trail).toEqual([]);
    authForm.value = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(trail).toEqual(['registration at 120000']);
  });

  it('waits for our own age notice too', async () => {
    const { trail, store } = setup({ groups: { ...ageOn(), registration: { reminder: REMINDER } } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(trail).toEqual([]);
    store.dispatch(ageConfirmed());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(trail).toEqual(['registration at 120000']);
  });

  it('is not for signed-in players; a sign-out starts the delay', async () => {
    const { trail, store } = setup({ isSignedIn: true });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(trail).toEqual([]);
    store.dispatch(signedInChanged({ isSignedIn: false, reloadConfig: false }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(trail).toEqual(['registration at 360000']);
  });

  it('a sign-in during the delay cancels it', async () => {
    const { trail, store } = setup();
    await vi.advanceTimersByTimeAsync(30_000);
    store.dispatch(signedInChanged({ isSignedIn: true, reloadConfig: true }));
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(trail).toEqual([]);
  });

  it('is off when the site does not allow registration (spec 01 §5)', async () => {
    const config = siteConfigFixture();
    const { trail } = setup({ config: { ...config, auth: { ...config.auth, isRegistrationAllowed: false } } });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(trail).toEqual([]);
  });
});

describe('ad-blocker warning (spec 02 §8 main_dictionary_website_blocked_by_adblock)', () => {
  it('is shown when a blocker is detected, and a dismissal is kept for the session', async () => {
    const { store, sessionStorage } = setup({ adBlocker: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().widgets.adBlock).toBe('detected');
    store.dispatch(adBlockWarningDismissed());
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().widgets.adBlock).toBe('dismissed');
    expect(sessionStorage.entries.get(AD_BLOCK_WARNING_DISMISSED_KEY)).toBe('1');
  });

  it('stays dismissed in the same session, and absent without a blocker', async () => {
    const dismissed = setup({ adBlocker: true, session: { [AD_BLOCK_WARNING_DISMISSED_KEY]: '1' } });
    const none = setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(dismissed.store.getState().widgets.adBlock).toBe('dismissed');
    expect(none.store.getState().widgets.adBlock).toBe('absent');
  });
});
