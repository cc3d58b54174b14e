import { pageLeft, pageReturned } from '@bet/platform';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError } from '@bet/request/testing';
import { loggedOut } from './session-events';
import { createSessionHarness } from './testing';
import { VIDEO_TOKEN_FAILED } from './video-token-saga';
import { selectVideoToken } from './selectors';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('user video token (spec 02 §7 /web-api/user/updatetoken, §9 every 600000 ms, signed in only)', () => {
  it('updates at once and every 600000 ms while signed in', async () => {
    let n = 0;
    const h = createSessionHarness({
      answers: { fetchUserId: () => ({ user_id: 7 }), updateVideoToken: () => ({ token: `v${(n += 1)}` }) },
    });
    const t0 = Date.now();
    await tick(0);
    expect(selectVideoToken(h.store.getState())).toBe('v1');
    await tick(1_200_000);
    expect(h.api.callsTo('updateVideoToken').map((c) => c.at - t0)).toEqual([0, 600_000, 1_200_000]);
    expect(selectVideoToken(h.store.getState())).toBe('v3');
    h.task.cancel();
  });

  it('stops when the player signs out, and the token is dropped', async () => {
    let user: number | null = 7;
    const h = createSessionHarness({ answers: { fetchUserId: () => ({ user_id: user }) } });
    await tick(0);
    user = null;
    h.store.dispatch(loggedOut());
    await tick(1_800_000);
    expect(h.api.callsTo('updateVideoToken')).toHaveLength(1);
    expect(selectVideoToken(h.store.getState())).toBeNull();
    h.task.cancel();
  });

  it('is not asked for by guests', async () => {
    const h = createSessionHarness();
    await tick(1_800_000);
    expect(h.api.callsTo('updateVideoToken')).toHaveLength(0);
    h.task.cancel();
  });

  it('a failure is logged and the next one comes on time', async () => {
    let fail = true;
    const h = createSessionHarness({
      answers: {
        fetchUserId: () => ({ user_id: 7 }),
        updateVideoToken: () => (fail ? Promise.reject(httpError(500)) : { token: 'ok' }),
      },
    });
    await tick(0);
    expect(h.logger.entries.map((e) => e.message)).toContain(VIDEO_TOKEN_FAILED);
    fail = false;
    await tick(600_000);
    expect(selectVideoToken(h.store.getState())).toBe('ok');
    h.task.cancel();
  });

  it('pauses 30 s after the page is left and refreshes at once on return (spec 02 §4 Page-leave)', async () => {
    const h = createSessionHarness({ answers: { fetchUserId: () => ({ user_id: 7 }) } });
    const t0 = Date.now();
    await tick(0);
    h.store.dispatch(pageLeft());
    await tick(3_000_000);
    expect(h.api.callsTo('updateVideoToken')).toHaveLength(1);
    h.store.dispatch(pageReturned());
    await tick(0);
    expect(h.api.callsTo('updateVideoToken').map((c) => c.at - t0)).toEqual([0, 3_000_000]);
    h.task.cancel();
  });
});
