import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError } from '@bet/request/testing';
import { GRANT_COOKIE, SECURE_DATA_FAILED } from './secure-data-saga';
import { loggedOut } from './session-events';
import { createSessionHarness } from './testing';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('secure data (spec 02 §7: ggru in a cookie, the grant in a cookie living 30 min)', () => {
  it('stores ggru and the grant once signed in, and renews the grant before it runs out', async () => {
    let n = 0;
    const h = createSessionHarness({
      answers: {
        fetchUserId: () => ({ user_id: 7 }),
        getSecureData: () => ({ ggru: 'g-1', grant: { cookieId: 'c', key: `k${(n += 1)}` } }),
      },
    });
    const t0 = Date.now();
    await tick(0);
    expect(h.cookies.get('ggru')).toBe('g-1');
    expect(h.cookies.entries.get(GRANT_COOKIE)).toEqual({ value: 'c:k1', options: { maxAgeSeconds: 1800 } });
    await tick(30 * 60_000);
    expect(h.api.callsTo('getSecureData').map((c) => c.at - t0)).toEqual([0, 29 * 60_000]);
    expect(h.cookies.get(GRANT_COOKIE)).toBe('c:k2');
    h.task.cancel();
  });

  it('is not read for guests, and stops after sign-out', async () => {
    let user: number | null = null;
    const h = createSessionHarness({
      answers: {
        fetchUserId: () => ({ user_id: user }),
        getSecureData: () => ({ ggru: 'g', grant: { cookieId: 'c', key: 'k' } }),
      },
    });
    await tick(60 * 60_000);
    expect(h.api.callsTo('getSecureData')).toHaveLength(0);
    user = 7;
    await tick(60_000);
    expect(h.api.callsTo('getSecureData')).toHaveLength(1);
    user = null;
    h.store.dispatch(loggedOut());
    await tick(60 * 60_000);
    expect(h.api.callsTo('getSecureData')).toHaveLength(1);
    h.task.cancel();
  });

  it("a failure is logged ('Secure data read failure') and tried again at the next renewal", async () => {
    let fail = true;
    const h = createSessionHarness({
      answers: {
        fetchUserId: () => ({ user_id: 7 }),
        getSecureData: () =>
          fail ? Promise.reject(httpError(500)) : { ggru: 'g', grant: { cookieId: 'c', key: 'k' } },
      },
    });
    await tick(0);
    expect(h.logger.entries.map((e) => e.message)).toContain(SECURE_DATA_FAILED);
    expect(h.cookies.get('ggru')).toBeUndefined();
    fail = false;
    await tick(29 * 60_000);
    expect(h.cookies.get('ggru')).toBe('g');
    h.task.cancel();
  });
});
