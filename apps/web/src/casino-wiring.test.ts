import { describe, expect, it } from 'vitest';
import { bridgeSaga } from '@bet/platform';
import { createTestStore } from '@bet/platform/testing';
import { accountsRefreshRequested } from '@bet/accounts';
import { casinoBalanceChanged, casinoPlayerChanged, selectCasinoSignedIn } from '@bet/casino';
import { loggedOut, sessionChecked } from '@bet/session';
import { crossFeatureEvents, rootReducer } from './store';

function setup() {
  return createTestStore({ reducer: rootReducer, sagas: [() => bridgeSaga(crossFeatureEvents)] });
}

describe('the casino in the composition root (crossFeatureEvents, issue 14)', () => {
  it('a real-money game’s balance refreshes the accounts, so the header balance follows the game', () => {
    const { store, actions } = setup();
    store.dispatch(casinoBalanceChanged({ balance: 9_850, currency: 'RUB' }));
    expect(actions.map((action) => action.type)).toEqual([casinoBalanceChanged.type, accountsRefreshRequested.type]);
  });

  it('tells the casino who plays: a found session is a player, a logout a visitor', () => {
    const { store, typesOf } = setup();
    store.dispatch(sessionChecked({ userId: 42 }));
    expect(selectCasinoSignedIn(store.getState())).toBe(true);
    store.dispatch(loggedOut());
    expect(selectCasinoSignedIn(store.getState())).toBe(false);
    expect(
      typesOf(casinoPlayerChanged).map((action) => (action as ReturnType<typeof casinoPlayerChanged>).payload.signedIn),
    ).toEqual([true, false]);
  });
});
