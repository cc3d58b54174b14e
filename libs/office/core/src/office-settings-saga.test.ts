import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError } from '@bet/request/testing';
import {
  DISALLOWED_SPORTS_SAVE,
  disallowedSportToggled,
  disallowedSportsSaveRequested,
  officeSettingChosen,
  officeSettingsOpened,
} from './office-settings-slice';
import { selectDisallowDraft, selectOfficeSettings, selectOfficeSettingsState, selectSettingSave } from './selectors';
import { createOfficeHarness, officeSettingsAnswerFixture } from './testing';

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function opened(answers: Parameters<typeof createOfficeHarness>[0] = {}) {
  const harness = createOfficeHarness({ getOfficeSettings: () => officeSettingsAnswerFixture(), ...answers });
  harness.store.dispatch(officeSettingsOpened());
  await tick();
  return harness;
}

const notifyNews = (state: ReturnType<ReturnType<typeof createOfficeHarness>['store']['getState']>) =>
  selectOfficeSettings(state)?.notificationSettings.find((item) => item.id === 'notifyNews')?.value;

describe('office settings saga (issue 12, spec 01 §3 Office settings, spec 02 §8 Office)', () => {
  it('loads on entering the page, with spec 01 §5 defaults applied', async () => {
    const h = await opened({ getOfficeSettings: () => ({ showWallets: 1, sports: [{ id: 1, name: 'Football' }] }) });
    const state = selectOfficeSettingsState(h.store.getState());
    expect(state.status).toBe('loaded');
    expect(state.settings).toMatchObject({ showWallets: true, lineSports: [], notificationSettings: [] });
  });

  it('a failed load says so (and is logged)', async () => {
    const h = await opened({
      getOfficeSettings: () => {
        throw httpError(500);
      },
    });
    expect(selectOfficeSettingsState(h.store.getState()).status).toBe('failed');
    expect(h.logger.entries.length).toBeGreaterThan(0);
  });

  it('saves one setting: the choice shows at once, then main_save_success', async () => {
    const h = await opened({ saveOfficeSetting: () => ({ status: 1, messages: [] }) });
    h.store.dispatch(officeSettingChosen({ id: 'notifyNews', value: true }));
    expect(notifyNews(h.store.getState())).toBe(true);
    expect(selectSettingSave(h.store.getState(), 'notifyNews')?.status).toBe('pending');
    await tick();
    expect(h.api.callsTo('saveOfficeSetting')[0]?.body).toEqual({ id: 'notifyNews', value: true });
    expect(selectSettingSave(h.store.getState(), 'notifyNews')).toEqual({
      status: 'saved',
      messages: [{ tone: 'success', text: 'main_save_success', isKey: true }],
    });
  });

  it('a status-2 answer shows the server message first; the choice stays shown, marked not saved', async () => {
    const h = await opened({ saveOfficeSetting: () => ({ status: 2, messages: ['Not now.'] }) });
    h.store.dispatch(officeSettingChosen({ id: 'bonusSetting', value: 2 }));
    await tick();
    expect(selectOfficeSettings(h.store.getState())?.bonusSetting?.value).toBe(2);
    expect(selectSettingSave(h.store.getState(), 'bonusSetting')).toEqual({
      status: 'failed',
      messages: [{ tone: 'error', text: 'Not now.', isKey: false }],
    });
  });

  it('a failed call keeps the choice and says main_query_error', async () => {
    const h = await opened({
      saveOfficeSetting: () => {
        throw httpError(500);
      },
    });
    h.store.dispatch(officeSettingChosen({ id: 'notifyNews', value: true }));
    await tick();
    expect(notifyNews(h.store.getState())).toBe(true);
    expect(selectSettingSave(h.store.getState(), 'notifyNews')).toEqual({
      status: 'failed',
      messages: [{ tone: 'error', text: 'main_query_error', isKey: true }],
    });
  });

  it('one switch pressed twice: the last save is the one reported', async () => {
    let answer = 0;
    const h = await opened({
      saveOfficeSetting: () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ status: answer++ === 0 ? 2 : 1, messages: [] }), answer === 0 ? 100 : 10),
        ),
    });
    h.store.dispatch(officeSettingChosen({ id: 'notifyNews', value: true }));
    h.store.dispatch(officeSettingChosen({ id: 'notifyNews', value: false }));
    await tick(200);
    expect(notifyNews(h.store.getState())).toBe(false);
    expect(selectSettingSave(h.store.getState(), 'notifyNews')?.status).toBe('saved');
  });

  it('saves both blacklists, sorted, on the press (spec 02 §7 save disallowed sports)', async () => {
    const h = await opened({ saveDisallowedSports: () => ({ status: 1, messages: [] }) });
    h.store.dispatch(disallowedSportToggled({ section: 'line', sportId: 3, disallowed: true }));
    h.store.dispatch(disallowedSportToggled({ section: 'line', sportId: 1, disallowed: true }));
    h.store.dispatch(disallowedSportToggled({ section: 'live', sportId: 3, disallowed: true }));
    h.store.dispatch(disallowedSportToggled({ section: 'live', sportId: 3, disallowed: false }));
    expect(selectDisallowDraft(h.store.getState())).toEqual({ line: [1, 3], live: [] });
    h.store.dispatch(disallowedSportsSaveRequested());
    await tick();
    expect(h.api.callsTo('saveDisallowedSports')[0]?.body).toEqual({ line: [1, 3], live: [] });
    expect(selectSettingSave(h.store.getState(), DISALLOWED_SPORTS_SAVE)?.status).toBe('saved');
    expect(selectOfficeSettings(h.store.getState())?.lineDisallowSports).toEqual([1, 3]);
  });

  it('a refused blacklist save keeps the ticks and shows the server message', async () => {
    const h = await opened({ saveDisallowedSports: () => ({ status: 2, messages: ['There is no sport 9.'] }) });
    h.store.dispatch(disallowedSportToggled({ section: 'line', sportId: 2, disallowed: true }));
    h.store.dispatch(disallowedSportsSaveRequested());
    await tick();
    expect(selectDisallowDraft(h.store.getState()).line).toEqual([2]);
    expect(selectOfficeSettings(h.store.getState())?.lineDisallowSports).toEqual([]);
    expect(selectSettingSave(h.store.getState(), DISALLOWED_SPORTS_SAVE)).toEqual({
      status: 'failed',
      messages: [{ tone: 'error', text: 'There is no sport 9.', isKey: false }],
    });
  });
});
