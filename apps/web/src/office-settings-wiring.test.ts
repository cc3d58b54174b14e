import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bridgeSaga } from '@bet/platform';
import { createTestStore } from '@bet/platform/testing';
import { disallowedSportToggled, disallowedSportsSaveRequested, officeSettingsOpened } from '@bet/office';
import { officeSaga } from '@bet/office/sagas';
import { officeSettingsAnswerFixture } from '@bet/office/testing';
import { userDataLoaded, userDataSaga } from '@bet/session';
import { createFakeSessionDeps, sessionStateFixture, userConfigFixture } from '@bet/session/testing';
import { selectBlacklist } from '@bet/sportsbook';
import { crossFeatureEvents, rootReducer } from './store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The session's user data, the office and the app's bridges on one store, with the server's lists kept. */
function start() {
  const stored = { line: [] as number[], live: [] as number[] };
  const fakes = createFakeSessionDeps({
    answers: {
      getUserConfig: () => userConfigFixture({ disallow_line_sport: stored.line, disallow_live_sport: stored.live }),
      getOfficeSettings: () => officeSettingsAnswerFixture(),
      saveDisallowedSports: ({ body }) => {
        Object.assign(stored, body);
        return { status: 1, messages: [] };
      },
    },
  });
  const { store } = createTestStore({
    reducer: rootReducer,
    preloadedState: { session: sessionStateFixture({ identity: { userId: 7 } }) },
    sagas: [
      () => userDataSaga(fakes.deps),
      () => officeSaga({ api: fakes.api, logger: fakes.logger, clock: { now: () => Date.now() } }),
      () => bridgeSaga(crossFeatureEvents),
    ],
  });
  store.dispatch(userDataLoaded({ config: userConfigFixture() }));
  return { store, api: fakes.api };
}

describe('disallowed sports saved on the settings page (issue 12, spec 01 §6 blacklists)', () => {
  it('reach the sportsbook at once through the user config, the one source', async () => {
    const { store, api } = start();
    store.dispatch(officeSettingsOpened());
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(disallowedSportToggled({ section: 'line', sportId: 2, disallowed: true }));
    expect(selectBlacklist(store.getState(), 'line')).toEqual([]);
    store.dispatch(disallowedSportsSaveRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(api.callsTo('getUserConfig')).toHaveLength(1);
    expect(selectBlacklist(store.getState(), 'line')).toEqual([2]);
    expect(selectBlacklist(store.getState(), 'live')).toEqual([]);
  });

  it('a refused save leaves the sportsbook as it was', async () => {
    const { store, api } = start();
    api.answer('saveDisallowedSports', () => ({ status: 2, messages: ['No.'] }));
    store.dispatch(officeSettingsOpened());
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(disallowedSportToggled({ section: 'live', sportId: 1, disallowed: true }));
    store.dispatch(disallowedSportsSaveRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(api.callsTo('getUserConfig')).toHaveLength(0);
    expect(selectBlacklist(store.getState(), 'live')).toEqual([]);
  });
});
