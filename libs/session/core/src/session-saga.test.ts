import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLeft, pageReturned, selectIsPageAway } from '@bet/platform';
import { ApiError } from '@bet/request';
import { LOGOUT_FAILED, SESSION_CHECK_FAILED, SESSION_LOAD_FAILED } from './session-saga';
import { profileIdsReceived, banLevelChanged, userIdChanged } from './identity-slice';
import { logoutConfirmed, logoutRequested } from './logout-slice';
import { logoutDemanded, sessionEnded } from './session-events';
import { createSessionHarness, userConfigFixture } from './testing';
import { selectSessionStatus, selectUserId } from './selectors';

interface Setup {
  /** Answers of successive session checks: an answer, or an error to throw; then `{ userId }` of `rest`. */
  answers?: ({ userId: number | null } | Error)[];
  rest?: number | null;
  cookies?: Record<string, string>;
  needsAuth?: boolean;
  /** The address carries the go-home-on-logout marker. */
  marker?: boolean;
  disconnectFails?: boolean;
  /** disconnect answers { success: false, message } instead of throwing. */
  disconnectRefuses?: boolean;
  /** disconnect answers 401: the server has ended the session already. */
  disconnectUnauthorised?: boolean;
  /** The session ends (sessionEnded) while the disconnect is on its way, as a failed token refresh ends it. */
  endSessionOnDisconnect?: boolean;
  loadFails?: boolean;
}

function setup({
  answers = [],
  rest = null,
  cookies = { ua: '1', user_token: 't', lng: 'en' },
  needsAuth = false,
  marker = false,
  disconnectFails = false,
  disconnectRefuses = false,
  disconnectUnauthorised = false,
  endSessionOnDisconnect = false,
  loadFails = false,
}: Setup = {}) {
  const start = Date.now();
  const checks: number[] = [];
  const loads: number[] = [];
  const harness = createSessionHarness({
    cookies,
    needsAuth,
    url: marker ? '/en/?logout=home' : '/en/',
    answers: {
      fetchUserId: () => {
        checks.push(Date.now() - start);
        const answer = answers.shift() ?? { userId: rest };
        if (answer instanceof Error) throw answer;
        return { user_id: answer.userId };
      },
      loadSession: () => {
        loads.push(Date.now() - start);
        if (loadFails) throw new Error('503');
        return 'ok';
      },
      disconnect: () => {
        harness.trail.push('disconnect');
        if (endSessionOnDisconnect) harness.store.dispatch(sessionEnded());
        if (disconnectFails) throw new Error('disconnect failed');
        if (disconnectUnauthorised) {
          throw new ApiError({ kind: 'http', status: 401, message: 'The session has ended' });
        }
        return disconnectRefuses ? { success: false, message: 'Session not found' } : { success: true };
      },
      getUserConfig: () => userConfigFixture({ user_id: rest ?? 7 }),
    },
  });
  return { ...harness, checks, loads };
}

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('session check (spec 02 §7, §9)', () => {
  it('checks on start and every 60 s', async () => {
    const { store, checks, task } = setup({ rest: 7 });
    await tick(0);
    expect(store.getState().session).toMatchObject({ identity: { known: true, userId: 7 } });
    await tick(180_000);
    expect(checks).toEqual([0, 60_000, 120_000, 180_000]);
    task.cancel();
  });

  it('retries 2 times 1500 ms apart and then succeeds', async () => {
    const { store, checks, task } = setup({ answers: [new Error('a'), new Error('b')], rest: 3 });
    await tick(2999);
    expect(checks).toEqual([0, 1500]);
    expect(selectSessionStatus(store.getState())).toBe('unknown');
    await tick(1);
    expect(checks).toEqual([0, 1500, 3000]);
    expect(selectUserId(store.getState())).toBe(3);
    task.cancel();
  });

  it('gives up after 3 tries, logs, keeps the state and checks again 60 s later', async () => {
    const { store, checks, logger, task } = setup({ answers: [new Error('a'), new Error('b'), new Error('c')] });
    await tick(3000);
    expect(checks).toEqual([0, 1500, 3000]);
    expect(selectSessionStatus(store.getState())).toBe('unknown');
    expect(logger.entries.filter((e) => e.level === 'error').map((e) => e.message)).toEqual([SESSION_CHECK_FAILED]);
    await tick(63_000);
    expect(checks).toEqual([0, 1500, 3000, 63_000]);
    expect(selectSessionStatus(store.getState())).toBe('guest');
    task.cancel();
  });

  it('resets the profile ids when the check answers another user (spec 01 §4)', async () => {
    const { store, task } = setup({ answers: [{ userId: 7 }, { userId: 8 }] });
    await tick(0);
    store.dispatch(profileIdsReceived({ lineProfileId: 1, liveProfileId: 2 }));
    await tick(60_000);
    expect(store.getState().session).toMatchObject({
      identity: { userId: 8, lineProfileId: null, liveProfileId: null },
    });
    task.cancel();
  });
});

describe('session load (spec 02 §7, §9 Session load delay)', () => {
  it('loads /web-api/session once, 8 s after start, when there is no session', async () => {
    const { loads, task } = setup({ rest: null });
    await tick(7999);
    expect(loads).toEqual([]);
    await tick(1);
    expect(loads).toEqual([8000]);
    await tick(120_000);
    expect(loads).toEqual([8000]);
    task.cancel();
  });

  it('does not load it when a session is present', async () => {
    const { loads, task } = setup({ rest: 5 });
    await tick(60_000);
    expect(loads).toEqual([]);
    task.cancel();
  });

  it('logs a failed load', async () => {
    const { logger, task } = setup({ loadFails: true });
    await tick(8000);
    expect(logger.entries.map((e) => e.message)).toContain(SESSION_LOAD_FAILED);
    task.cancel();
  });
});

describe('page-leave (spec 02 §4 Page-leave; the 30 s rule is @bet/platform pageLeaveSaga)', () => {
  it('pauses the checks on pageLeft and resumes with an immediate check on pageReturned', async () => {
    const { store, checks, task } = setup({ rest: 1 });
    await tick(40_000);
    store.dispatch(pageLeft());
    expect(selectIsPageAway(store.getState())).toBe(true);
    await tick(200_000);
    expect(checks).toEqual([0]);
    store.dispatch(pageReturned());
    await tick(0);
    expect(checks).toEqual([0, 240_000]);
    await tick(60_000);
    expect(checks).toEqual([0, 240_000, 300_000]);
    task.cancel();
  });

  it('lets a check finish its retries when the pause comes mid-check, then pauses', async () => {
    const { store, checks, task } = setup({ answers: [{ userId: 1 }, new Error('a')], rest: 1 });
    await tick(61_000);
    store.dispatch(pageLeft());
    expect(checks).toEqual([0, 60_000]);
    await tick(39_000);
    expect(checks).toEqual([0, 60_000, 61_500]);
    store.dispatch(pageReturned());
    await tick(0);
    expect(checks).toEqual([0, 60_000, 61_500, 100_000]);
    task.cancel();
  });
});

const signedIn = async (store: ReturnType<typeof setup>['store']) => {
  await tick(0);
  store.dispatch(profileIdsReceived({ lineProfileId: 1, liveProfileId: 2 }));
  store.dispatch(banLevelChanged({ banLevel: 45 }));
};

const confirmLogout = async (store: ReturnType<typeof setup>['store']) => {
  store.dispatch(logoutRequested());
  expect(store.getState().session.logout).toBe('confirming');
  store.dispatch(logoutConfirmed());
  await tick(0);
};

describe('logout (spec 01 §4 Session, spec 02 §4 Logout)', () => {
  it('resets one-click, disconnects, removes cookies, clears the user and reloads', async () => {
    const { store, trail, cookies, task } = setup({ rest: 7 });
    await signedIn(store);
    await confirmLogout(store);
    expect(trail).toEqual(['oneClickReset', 'disconnect', 'remove ua', 'remove user_token', 'reload']);
    expect(store.getState().session).toMatchObject({
      identity: { known: true, userId: null, lineProfileId: null, liveProfileId: null, banLevel: 0 },
      logout: 'idle',
    });
    expect(cookies.get('ua')).toBeUndefined();
    expect(cookies.get('user_token')).toBeUndefined();
    expect(cookies.get('lng')).toBe('en');
    task.cancel();
  });

  it('runs without the dialog when a feature demands it (logoutDemanded: a reality check)', async () => {
    const { store, trail, task } = setup({ rest: 7 });
    await signedIn(store);
    store.dispatch(logoutDemanded({ reason: 'realityCheck' }));
    await tick(0);
    expect(trail).toEqual(['oneClickReset', 'disconnect', 'remove ua', 'remove user_token', 'reload']);
    expect(store.getState().session.identity.userId).toBeNull();
    task.cancel();
  });

  it('a session limit logs out without a disconnect: the server has ended the session (spec 01 §4 Session limit)', async () => {
    const { store, trail, logger, task } = setup({ rest: 7, needsAuth: true });
    await signedIn(store);
    store.dispatch(logoutDemanded({ reason: 'sessionLimit' }));
    await tick(0);
    expect(trail).toEqual(['oneClickReset', 'remove ua', 'remove user_token', 'home']);
    expect(selectUserId(store.getState())).toBeNull();
    expect(logger.entries.some((e) => e.message === LOGOUT_FAILED)).toBe(false);
    task.cancel();
  });

  it('a session that ended during the disconnect has gone home already: no second home, no reload', async () => {
    // In the app a 401 is first retried after a token refresh; a failed refresh ends the session
    // (sessionExpired -> sessionEnded, which goes home) before the disconnect's 401 comes back.
    const { store, trail, task } = setup({ rest: 7, disconnectUnauthorised: true, endSessionOnDisconnect: true });
    await signedIn(store);
    await confirmLogout(store);
    expect(trail).toEqual(['oneClickReset', 'disconnect', 'remove ua', 'remove user_token']);
    expect(selectUserId(store.getState())).toBeNull();
    task.cancel();
  });

  it('goes home when the route needs auth', async () => {
    const { store, trail, task } = setup({ rest: 7, needsAuth: true });
    await signedIn(store);
    await confirmLogout(store);
    expect(trail.at(-1)).toBe('home');
    expect(trail).not.toContain('reload');
    task.cancel();
  });

  it('goes home when the address carries the marker logout=home (spec 02 §4 "a certain query marker")', async () => {
    const { store, trail, task } = setup({ rest: 7, marker: true });
    await signedIn(store);
    await confirmLogout(store);
    expect(trail.at(-1)).toBe('home');
    task.cancel();
  });

  it('does nothing until the player confirms, and nothing on cancel', async () => {
    const { store, trail, task } = setup({ rest: 7 });
    await signedIn(store);
    store.dispatch(logoutRequested());
    await tick(0);
    expect(trail).toEqual([]);
    store.dispatch({ type: 'session/logoutCancelled' });
    store.dispatch(logoutConfirmed());
    await tick(0);
    expect(trail).toEqual([]);
    expect(store.getState().session).toMatchObject({ identity: { userId: 7 }, logout: 'idle' });
    task.cancel();
  });

  it('on failure logs and reloads', async () => {
    const { store, trail, logger, task } = setup({ rest: 7, disconnectFails: true });
    await signedIn(store);
    await confirmLogout(store);
    expect(trail).toEqual(['oneClickReset', 'disconnect', 'reload']);
    expect(logger.entries.some((e) => e.level === 'error' && e.message === LOGOUT_FAILED)).toBe(true);
    expect(store.getState().session.logout).toBe('idle');
    task.cancel();
  });

  it('a 401 from disconnect is a logout, not a failure: the server ended the session already (a self-block)', async () => {
    const { store, trail, logger, task } = setup({ rest: 7, disconnectUnauthorised: true });
    await signedIn(store);
    store.dispatch(logoutDemanded({ reason: 'selfBlock' }));
    await tick(0);
    expect(trail).toEqual(['oneClickReset', 'disconnect', 'remove ua', 'remove user_token', 'reload']);
    expect(selectUserId(store.getState())).toBeNull();
    expect(logger.entries.some((e) => e.message === LOGOUT_FAILED)).toBe(false);
    task.cancel();
  });

  it('a { success: false } disconnect is a failure with its message (spec 02 §7)', async () => {
    const { store, trail, logger, typesOf, task } = setup({ rest: 7, disconnectRefuses: true });
    await signedIn(store);
    await confirmLogout(store);
    expect(trail).toEqual(['oneClickReset', 'disconnect', 'reload']);
    expect(typesOf('session/logoutFailed')[0]?.payload).toEqual({ message: 'Session not found' });
    expect(logger.entries.some((e) => e.message === LOGOUT_FAILED)).toBe(true);
    expect(selectUserId(store.getState())).toBe(7);
    task.cancel();
  });

  it('just removes the cookies when not authenticated locally', async () => {
    const { store, trail, cookies, task } = setup({ rest: null });
    await tick(0);
    await confirmLogout(store);
    expect(trail).toEqual(['remove ua', 'remove user_token']);
    expect(cookies.get('ua')).toBeUndefined();
    expect(store.getState().session.logout).toBe('idle');
    task.cancel();
  });

  it('treats a user id set by sign-in as authenticated', async () => {
    const { store, trail, task } = setup({ answers: [new Error('a'), new Error('b'), new Error('c')] });
    store.dispatch(userIdChanged({ userId: 9 }));
    await confirmLogout(store);
    expect(trail).toContain('disconnect');
    task.cancel();
  });
});
