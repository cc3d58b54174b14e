import { describe, expect, it } from 'vitest';
import { bridgeSaga } from '@bet/platform';
import { createTestStore } from '@bet/platform/testing';
import { loggedOut, userDataLoaded } from '@bet/session';
import { userConfigFixture } from '@bet/session/testing';
import { selectBlacklist } from '@bet/sportsbook';
import { crossFeatureEvents, rootReducer } from './store';

function start() {
  return createTestStore({ reducer: rootReducer, sagas: [() => bridgeSaga(crossFeatureEvents)] }).store;
}

describe('sportsbook blacklists from the user config (spec 01 §3 disallow_line_sport / disallow_live_sport)', () => {
  it('follow the loaded user config and are cleared on logout', () => {
    const store = start();
    store.dispatch(
      userDataLoaded({
        config: userConfigFixture({ disallow_line_sport: [4, 2], disallow_live_sport: [7] }),
      }),
    );
    expect(selectBlacklist(store.getState(), 'line')).toEqual([2, 4]);
    expect(selectBlacklist(store.getState(), 'live')).toEqual([7]);
    store.dispatch(loggedOut());
    expect(selectBlacklist(store.getState(), 'line')).toEqual([]);
    expect(selectBlacklist(store.getState(), 'live')).toEqual([]);
  });
});
