import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError } from '@bet/request/testing';
import { selectBanLevel, selectDisplayName, selectUserConfig } from './selectors';
import { loggedOut, userDataRequested } from './session-events';
import { initialSessionState } from './session-reducer';
import { signInRequested } from './sign-in-slice';
import { createSessionHarness, userConfigFixture } from './testing';
import { USER_DATA_FAILED } from './user-data-saga';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('user data (spec 01 §3 User config, Accounts)', () => {
  it('loads the config when the first check finds a user, and not again on later checks', async () => {
    const h = createSessionHarness({
      answers: {
        fetchUserId: () => ({ user_id: 7 }),
        getUserConfig: () => userConfigFixture({ user_name: 'Ivan', ban_level: 45 }),
      },
    });
    await tick(0);
    const state = h.store.getState();
    expect(selectUserConfig(state)?.user_name).toBe('Ivan');
    expect(selectDisplayName(state)).toBe('Ivan');
    expect(selectBanLevel(state)).toBe(45);
    await tick(120_000);
    expect(h.api.callsTo('getUserConfig')).toHaveLength(1);
    h.task.cancel();
  });

  it('loads them after signing in, and again on userDataRequested', async () => {
    const h = createSessionHarness({
      answers: { loginByPassword: () => ({ status: 'signedIn', userId: 7, token: 't' }) },
    });
    await tick(0);
    expect(h.api.callsTo('getUserConfig')).toHaveLength(0);
    h.store.dispatch(signInRequested({ form: 'login_password', login: 'a', password: 'b', save: false }));
    await tick(0);
    expect(h.api.callsTo('getUserConfig')).toHaveLength(1);
    h.store.dispatch(userDataRequested());
    await tick(0);
    expect(h.api.callsTo('getUserConfig')).toHaveLength(2);
    h.task.cancel();
  });

  it('a failure is logged and the next check tries again', async () => {
    let fail = true;
    const h = createSessionHarness({
      answers: {
        fetchUserId: () => ({ user_id: 7 }),
        getUserConfig: () => (fail ? Promise.reject(httpError(500)) : userConfigFixture()),
      },
    });
    await tick(0);
    expect(h.logger.entries.map((e) => e.message)).toContain(USER_DATA_FAILED);
    expect(h.store.getState().session.user.config).toBeNull();
    fail = false;
    await tick(60_000);
    expect(h.store.getState().session.user.config).not.toBeNull();
    h.task.cancel();
  });

  it('a logout drops a load still running, and the data', async () => {
    let release: () => void = () => undefined;
    const h = createSessionHarness({
      answers: {
        fetchUserId: () => ({ user_id: 7 }),
        getUserConfig: () => new Promise((done) => (release = () => done(userConfigFixture()))),
      },
    });
    await tick(0);
    h.store.dispatch(loggedOut());
    release();
    await tick(0);
    expect(h.store.getState().session.user.config).toBeNull();
    h.task.cancel();
  });

  it('the display name falls back to null', () => {
    const state = {
      session: {
        ...initialSessionState,
        user: {
          ...initialSessionState.user,
          config: userConfigFixture({ user_name: '  ' }),
        },
      },
    };
    expect(selectDisplayName(state)).toBeNull();
  });
});
