import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userIdChanged } from './identity-slice';
import { sessionExpiredNoticeDismissed } from './notices-slice';
import { sessionEnded, sessionExpired } from './session-events';
import { createSessionHarness, type SessionHarnessOptions } from './testing';
import { selectUserId } from './selectors';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function signedInHarness(options: SessionHarnessOptions = {}) {
  const h = createSessionHarness({
    cookies: { ua: '1', user_token: 't', lng: 'en' },
    answers: { fetchUserId: () => ({ user_id: 7 }) },
    ...options,
  });
  await tick(0);
  expect(selectUserId(h.store.getState())).toBe(7);
  return h;
}

describe('session expired (spec 02 §4 Authentication failures: a failed refresh gives one logout)', () => {
  it('removes ua and user_token, logs the state out and raises the notice', async () => {
    const h = await signedInHarness();
    h.store.dispatch(sessionExpired());
    await tick(0);
    expect(h.trail).toEqual(['remove ua', 'remove user_token']);
    expect(h.cookies.get('lng')).toBe('en');
    expect(h.store.getState().session).toMatchObject({
      identity: { known: true, userId: null, token: null },
      user: { config: null },
      notices: { sessionExpired: true },
    });
    h.store.dispatch(sessionExpiredNoticeDismissed());
    expect(h.store.getState().session.notices.sessionExpired).toBe(false);
    h.task.cancel();
  });

  it('goes home when the route needs auth', async () => {
    const h = await signedInHarness({ needsAuth: true });
    h.store.dispatch(sessionExpired());
    await tick(0);
    expect(h.trail.at(-1)).toBe('home');
    h.task.cancel();
  });

  it('acts exactly once for N reports', async () => {
    const h = await signedInHarness({ needsAuth: true });
    for (let i = 0; i < 5; i += 1) h.store.dispatch(sessionExpired());
    await tick(0);
    expect(h.typesOf(sessionEnded.type)).toHaveLength(1);
    expect(h.trail).toEqual(['remove ua', 'remove user_token', 'home']);
    h.task.cancel();
  });

  it('does nothing for a guest', async () => {
    const h = createSessionHarness();
    await tick(0);
    h.store.dispatch(sessionExpired());
    await tick(0);
    expect(h.trail).toEqual([]);
    expect(h.store.getState().session.notices.sessionExpired).toBe(false);
    h.task.cancel();
  });
});

describe('session check answering guest while signed in (spec 02 §7 session check)', () => {
  it('is the session ending elsewhere: the same as sessionExpired', async () => {
    let userId: number | null = 7;
    const h = await signedInHarness({ answers: { fetchUserId: () => ({ user_id: userId }) } });
    userId = null;
    await tick(60_000);
    expect(h.typesOf(sessionExpired.type)).toHaveLength(1);
    expect(h.store.getState().session).toMatchObject({ identity: { userId: null }, notices: { sessionExpired: true } });
    expect(h.trail).toEqual(['remove ua', 'remove user_token']);
    h.task.cancel();
  });

  it('drops a guest answer that started before the player signed in', async () => {
    let resolve: (answer: { user_id: number | null }) => void = () => undefined;
    const h = createSessionHarness({
      answers: { fetchUserId: () => new Promise((done) => (resolve = done)) },
    });
    await tick(0);
    h.store.dispatch(userIdChanged({ userId: 7 }));
    resolve({ user_id: null });
    await tick(0);
    expect(h.store.getState().session).toMatchObject({ identity: { userId: 7 }, notices: { sessionExpired: false } });
    expect(h.typesOf(sessionExpired.type)).toHaveLength(0);
    h.task.cancel();
  });
});
