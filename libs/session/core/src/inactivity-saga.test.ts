import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@bet/platform/testing';
import { httpError } from '@bet/request/testing';
import { AUTO_LOGOFF_NOTICE_STORAGE_KEY, LAST_ACTIVE_STORAGE_KEY } from './constants';
import { AUTO_LOGOFF_DISCONNECT_FAILED } from './inactivity-saga';
import { autoLogoffNoticeDismissed } from './notices-slice';
import { loggedOut } from './session-events';
import { authConfigFixture, createSessionHarness, type SessionHarnessOptions } from './testing';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const logoffTrail = ['remove ua', 'remove user_token', 'reload'];

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') }));
afterEach(() => vi.useRealTimers());

/** A signed-in player on a site that logs off after one minute without input. */
async function start(options: SessionHarnessOptions = {}) {
  const h = createSessionHarness({
    cookies: { ua: '1', user_token: 't' },
    authConfig: authConfigFixture({ autoLogoffMinutes: 1 }),
    ...options,
    answers: { fetchUserId: () => ({ user_id: 7 }), ...options.answers },
  });
  await tick(0);
  return { ...h, t0: Date.now() };
}

describe('inactivity logoff (spec 01 §4, spec 02 §9 timeout = autologoff minutes x 60000)', () => {
  it('logs off after the full timeout without input: notice flag stored, disconnect, cookies removed, reload', async () => {
    const h = await start();
    await tick(59_999);
    expect(h.trail).toEqual([]);
    await tick(1);
    expect(h.storage.getItem(AUTO_LOGOFF_NOTICE_STORAGE_KEY)).toBe('1');
    expect(h.api.callsTo('disconnect')).toHaveLength(1);
    expect(h.trail).toEqual(logoffTrail);
    expect(h.activity.listenerCount).toBe(0);
    h.task.cancel();
  });

  it('activity postpones it', async () => {
    const h = await start();
    await tick(30_000);
    h.activity.emit();
    await tick(59_999);
    expect(h.trail).toEqual([]);
    await tick(1);
    expect(h.trail).toEqual(logoffTrail);
    h.task.cancel();
  });

  it("another tab's activity (the shared stored time) postpones it", async () => {
    const h = await start();
    await tick(40_000);
    h.storage.setItem(LAST_ACTIVE_STORAGE_KEY, String(Date.now()));
    await tick(59_999);
    expect(h.trail).toEqual([]);
    await tick(1);
    expect(h.trail).toEqual(logoffTrail);
    h.task.cancel();
  });

  it('writes the last-active time at most once per 100 ms (spec 02 §9 Inactivity throttle)', async () => {
    const h = await start();
    const writes: string[] = [];
    const setItem = h.storage.setItem;
    h.storage.setItem = (key, value) => {
      if (key === LAST_ACTIVE_STORAGE_KEY) writes.push(value);
      setItem(key, value);
    };
    await tick(1000);
    h.activity.emit();
    await tick(50);
    h.activity.emit();
    await tick(49);
    h.activity.emit();
    await tick(1);
    h.activity.emit();
    expect(writes).toEqual([String(h.t0 + 1000), String(h.t0 + 1100)]);
    h.task.cancel();
  });

  it('a disconnect failure is logged and the logoff goes on', async () => {
    const h = await start({ answers: { disconnect: () => Promise.reject(httpError(500)) } });
    await tick(60_000);
    expect(h.logger.entries.map((e) => e.message)).toContain(AUTO_LOGOFF_DISCONNECT_FAILED);
    expect(h.trail).toEqual(logoffTrail);
    h.task.cancel();
  });

  it('a { success: false } disconnect is a failure too', async () => {
    const h = await start({ answers: { disconnect: () => ({ success: false, message: 'no session' }) } });
    await tick(60_000);
    expect(h.logger.entries.find((e) => e.message === AUTO_LOGOFF_DISCONNECT_FAILED)?.details).toMatchObject({
      message: 'no session',
    });
    h.task.cancel();
  });

  it('is off for guests', async () => {
    const h = await start({ answers: { fetchUserId: () => ({ user_id: null }) } });
    await tick(600_000);
    expect(h.trail).toEqual([]);
    expect(h.activity.listenerCount).toBe(0);
    h.task.cancel();
  });

  it('is off when autoLogoffMinutes is not set', async () => {
    const h = await start({ authConfig: authConfigFixture({ autoLogoffMinutes: null }) });
    await tick(600_000);
    expect(h.trail).toEqual([]);
    h.task.cancel();
  });

  it('stops listening when the player signs out', async () => {
    let user: number | null = 7;
    const h = await start({ answers: { fetchUserId: () => ({ user_id: user }) } });
    expect(h.activity.listenerCount).toBe(1);
    user = null;
    h.store.dispatch(loggedOut());
    await tick(0);
    expect(h.activity.listenerCount).toBe(0);
    await tick(600_000);
    expect(h.trail).toEqual([]);
    h.task.cancel();
  });
});

describe('the auto-logoff notice on the next start (spec 01 §4 one-time notice)', () => {
  it('shows once from the stored flag, which is removed', async () => {
    const storage = createMemoryStorage({ [AUTO_LOGOFF_NOTICE_STORAGE_KEY]: '1' });
    const first = createSessionHarness({ storage });
    await tick(0);
    expect(first.store.getState().session.notices.autoLogoff).toBe(true);
    expect(storage.getItem(AUTO_LOGOFF_NOTICE_STORAGE_KEY)).toBeNull();
    first.store.dispatch(autoLogoffNoticeDismissed());
    expect(first.store.getState().session.notices.autoLogoff).toBe(false);
    first.task.cancel();
    const second = createSessionHarness({ storage });
    await tick(0);
    expect(second.store.getState().session.notices.autoLogoff).toBe(false);
    second.task.cancel();
  });

  it('the logoff of one page gives the notice on the next', async () => {
    const storage = createMemoryStorage();
    const h = await start({ storage });
    await tick(60_000);
    h.task.cancel();
    const next = createSessionHarness({ storage });
    await tick(0);
    expect(next.store.getState().session.notices.autoLogoff).toBe(true);
    next.task.cancel();
  });
});
