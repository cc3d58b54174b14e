import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError } from '@bet/request/testing';
import { selectIsAuthenticated, selectNotices, selectTerms } from './selectors';
import { sessionEnded, sessionExpired } from './session-events';
import { termsRequired } from './terms-slice';
import { createSessionHarness } from './testing';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The whole session saga on a real store, signed in, its fake client ready to emit. */
async function signedIn() {
  const h = createSessionHarness({
    cookies: { ua: '1', user_token: 't' },
    answers: { fetchUserId: () => ({ user_id: 7 }) },
    needsAuth: true,
  });
  await tick(0);
  expect(selectIsAuthenticated(h.store.getState())).toBe(true);
  return h;
}

describe('the request layer’s events reach the session (spec 02 §4 "Authentication failures")', () => {
  it('a failed token refresh ends the session once, however often it is told', async () => {
    const h = await signedIn();
    h.api.emit({ type: 'refreshFailed', error: new Error('no session') });
    h.api.emit({ type: 'refreshFailed', error: new Error('no session') });
    await tick(0);
    expect(h.typesOf(sessionExpired.type)).toHaveLength(2);
    expect(h.typesOf(sessionEnded.type)).toHaveLength(1);
    expect(selectIsAuthenticated(h.store.getState())).toBe(false);
    expect(selectNotices(h.store.getState()).sessionExpired).toBe(true);
    expect(h.trail).toEqual(['remove ua', 'remove user_token', 'home']);
    h.task.cancel();
  });

  it('a 451 with exception_code 1 sends the player to confirm the terms', async () => {
    const h = await signedIn();
    h.api.emit({ type: 'termsRequired', error: httpError(451) });
    await tick(0);
    expect(h.typesOf(termsRequired.type)).toHaveLength(1);
    expect(selectTerms(h.store.getState()).status).toBe('required');
    expect(h.trail).toEqual(['confirmTerms']);
    h.task.cancel();
  });

  it('stops listening when the session saga ends', async () => {
    const h = await signedIn();
    h.task.cancel();
    h.api.emit({ type: 'refreshFailed', error: new Error('no session') });
    await tick(0);
    expect(h.typesOf(sessionExpired.type)).toHaveLength(0);
    expect(selectIsAuthenticated(h.store.getState())).toBe(true);
  });
});
