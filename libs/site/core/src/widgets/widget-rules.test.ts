import { describe, expect, it } from 'vitest';
import { ageAcknowledgement, isAgeNoticeDue } from './age-notice';
import { AGE_ACKNOWLEDGEMENT_MS, NEW_SITE_MODAL_MEMORY_MS } from './constants';
import { isNewSiteModalDue, newSiteModalSeenUntil } from './new-site-modal';
import { isPolicyLogoShown } from './policy-logo';
import { nextReminderAllowedAt, reminderDueAt } from './registration-reminder';
import { isScrollToTopShown } from './scroll-to-top';
import { isConsultantAvailable, supportOptions } from './support-options';
import { parseWidgetSettings } from './widget-settings';

const NOW = Date.UTC(2026, 10, 22, 8, 0, 0);
const on = { isEnabled: true, acknowledgement: 'days' as const };

describe('age notice (spec 01 §5, spec 02 §9)', () => {
  const due = (overrides: Partial<Parameters<typeof isAgeNoticeDue>[0]> = {}) =>
    isAgeNoticeDue({
      minAge: 18,
      settings: on,
      acknowledgedUntil: null,
      acknowledgedThisSession: false,
      now: NOW,
      ...overrides,
    });

  it('appears when an age setting exists, age-restriction is on and no acknowledgement is stored', () => {
    expect(due()).toBe(true);
  });
  it('needs an age setting', () => {
    expect(due({ minAge: 0 })).toBe(false);
    expect(due({ minAge: null })).toBe(false);
  });
  it('needs the restriction on', () => {
    expect(due({ settings: { ...on, isEnabled: false } })).toBe(false);
    expect(due({ settings: null })).toBe(false);
  });
  it('a stored acknowledgement holds until its end, then the notice is due again', () => {
    expect(due({ acknowledgedUntil: NOW + 1 })).toBe(false);
    expect(due({ acknowledgedUntil: NOW })).toBe(true);
    expect(due({ acknowledgedThisSession: true })).toBe(false);
  });
  it('is acknowledged for 3 days (259200000 ms) or for the session only', () => {
    expect(AGE_ACKNOWLEDGEMENT_MS).toBe(259_200_000);
    expect(ageAcknowledgement(on, NOW)).toEqual({ kind: 'days', until: NOW + 259_200_000 });
    expect(ageAcknowledgement({ ...on, acknowledgement: 'session' }, NOW)).toEqual({ kind: 'session' });
  });
});

describe('new-site modal (spec 01 §4, spec 02 §9)', () => {
  it('is shown once to visitors when enabled', () => {
    expect(isNewSiteModalDue({ isEnabled: true, isSignedIn: false, seenUntil: null, now: NOW })).toBe(true);
    expect(isNewSiteModalDue({ isEnabled: false, isSignedIn: false, seenUntil: null, now: NOW })).toBe(false);
    expect(isNewSiteModalDue({ isEnabled: true, isSignedIn: true, seenUntil: null, now: NOW })).toBe(false);
  });
  it('is remembered 15768e7 ms', () => {
    expect(NEW_SITE_MODAL_MEMORY_MS).toBe(157_680_000_000);
    const seenUntil = newSiteModalSeenUntil(NOW);
    expect(isNewSiteModalDue({ isEnabled: true, isSignedIn: false, seenUntil, now: NOW + 157_679_999_999 })).toBe(
      false,
    );
    expect(isNewSiteModalDue({ isEnabled: true, isSignedIn: false, seenUntil, now: NOW + 157_680_000_000 })).toBe(true);
  });
});

describe('registration reminder (spec 01 §4)', () => {
  it('stores the next allowed time as now + interval minutes, or 0', () => {
    expect(nextReminderAllowedAt(NOW, { delaySeconds: 60, intervalMinutes: 30 })).toBe(NOW + 30 * 60_000);
    expect(nextReminderAllowedAt(NOW, { delaySeconds: 60, intervalMinutes: 0 })).toBe(0);
  });
  it('is due delay seconds after the start, not before the next allowed time', () => {
    const settings = { delaySeconds: 60, intervalMinutes: 30 };
    expect(reminderDueAt(NOW, settings, null)).toBe(NOW + 60_000);
    expect(reminderDueAt(NOW, settings, 0)).toBe(NOW + 60_000);
    expect(reminderDueAt(NOW, settings, NOW + 600_000)).toBe(NOW + 600_000);
  });
});

describe('policy logo (spec 01 §2, spec 02 §9)', () => {
  it.each([1, 66, 126, 228, 120])('is shown for geo country id %i', (id) => {
    expect(isPolicyLogoShown(id)).toBe(true);
  });
  it.each([80, 190, 231, 0])('is not shown for geo country id %i', (id) => {
    expect(isPolicyLogoShown(id)).toBe(false);
  });
  it('is not shown without a geo', () => {
    expect(isPolicyLogoShown(null)).toBe(false);
  });
});

describe('scroll-to-top (spec 02 §9: 1 screen on desktop)', () => {
  it('shows after more than one screen of scrolling', () => {
    expect(isScrollToTopShown(800, 800)).toBe(false);
    expect(isScrollToTopShown(801, 800)).toBe(true);
    expect(isScrollToTopShown(0, 0)).toBe(false);
  });
});

describe('support multi-button (spec 01 §2, spec 02 §5)', () => {
  const support = {
    consultantId: '4021',
    isChatEnabled: true,
    isCallbackEnabled: true,
    callbackExcludedLanguages: ['kz'],
    email: 'support@example.com',
    messengers: [{ name: 'Telegram', link: 'https://t.me/x', iconName: 'telegram' }],
  };
  it('a consultant is unavailable when its id is 0, empty or the word empty', () => {
    for (const id of [0, '0', '', ' ', 'empty', 'EMPTY', null]) expect(isConsultantAvailable(id)).toBe(false);
    expect(isConsultantAvailable('4021')).toBe(true);
    expect(isConsultantAvailable(7)).toBe(true);
  });
  it('offers callback to signed-in players whose language is not excluded', () => {
    expect(supportOptions(support, true, 'ru').callback).toBe(true);
    expect(supportOptions(support, false, 'ru').callback).toBe(false);
    expect(supportOptions(support, true, 'kz').callback).toBe(false);
  });
  it('offers chat only with a consultant, and always the e-mail form', () => {
    expect(supportOptions(support, false, 'ru')).toMatchObject({ chat: true, emailForm: true });
    expect(supportOptions({ ...support, consultantId: 'empty' }, false, 'ru').chat).toBe(false);
    expect(supportOptions(null, true, 'ru')).toEqual({ callback: false, chat: false, emailForm: true, messengers: [] });
  });
});

describe('widget settings groups', () => {
  it('reads each group, and a malformed one switches off its widget only', () => {
    const reported: string[] = [];
    const settings = parseWidgetSettings(
      {
        registration: { defaultType: 'full_reg', reminder: { delaySeconds: 60, intervalMinutes: 30 } },
        age_restriction: { isEnabled: 'yes' },
        new_site: { isEnabled: true },
      },
      (group) => reported.push(group),
    );
    expect(settings).toEqual({
      reminder: { delaySeconds: 60, intervalMinutes: 30 },
      ageRestriction: null,
      newSite: { isEnabled: true },
      support: null,
    });
    expect(reported).toEqual(['age_restriction']);
  });
});
