import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bridgeSaga } from '@bet/platform';
import { createTestStore } from '@bet/platform/testing';
import { selectAuthDialog, sessionSaga } from '@bet/session';
import { authConfigFixture, createFakeSessionDeps } from '@bet/session/testing';
import { registrationReminderFired } from '@bet/site';
import { crossFeatureEvents, rootReducer } from './store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The app's bridges and the whole session saga on the app's reducer. */
function start(registrationOpensAs: 'modal' | 'page') {
  const { deps, trail } = createFakeSessionDeps({ authConfig: authConfigFixture({ registrationOpensAs }) });
  const { store, task } = createTestStore({
    reducer: rootReducer,
    sagas: [() => bridgeSaga(crossFeatureEvents), () => sessionSaga(deps)],
  });
  return { store, trail, task };
}

describe('the registration reminder opens registration (spec 01 §4, §2 "as a modal or on the registration page")', () => {
  it('as the session’s dialog', async () => {
    const { store, trail, task } = start('modal');
    store.dispatch(registrationReminderFired({ at: Date.now() }));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectAuthDialog(store.getState())).toBe('registration');
    expect(trail).not.toContain('registration');
    task.cancel();
  });

  it('on the registration page', async () => {
    const { store, trail, task } = start('page');
    store.dispatch(registrationReminderFired({ at: Date.now() }));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectAuthDialog(store.getState())).toBe('closed');
    expect(trail).toContain('registration');
    task.cancel();
  });
});
