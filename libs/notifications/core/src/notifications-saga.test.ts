import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_CLOSE_MS } from './constants';
import { dismissed, notify } from './notifications-slice';
import { createNotificationsHarness } from './testing';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const ids = (h: ReturnType<typeof createNotificationsHarness>) =>
  h.store.getState().notifications.items.map((item) => item.id);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('auto-close (spec 02 §9 "Auto-notification close 10 s")', () => {
  it('closes a shown notification after exactly 10 s', async () => {
    const h = createNotificationsHarness();
    h.store.dispatch(notify({ id: 'a', tone: 'success', text: 'main_save_success' }));
    await tick(AUTO_CLOSE_MS - 1);
    expect(ids(h)).toEqual(['a']);
    await tick(1);
    expect(ids(h)).toEqual([]);
    h.task.cancel();
  });

  it('keeps one that is not auto-closing until the player closes it', async () => {
    const h = createNotificationsHarness();
    h.store.dispatch(notify({ id: 'a', tone: 'error', text: 'x', autoClose: false }));
    await tick(60_000);
    expect(ids(h)).toEqual(['a']);
    h.store.dispatch(dismissed({ id: 'a', reason: 'player' }));
    expect(ids(h)).toEqual([]);
    h.task.cancel();
  });

  it('counts a queued notification from when it is shown', async () => {
    const h = createNotificationsHarness();
    for (const id of ['a', 'b', 'c']) h.store.dispatch(notify({ id, tone: 'info', text: id, autoClose: false }));
    h.store.dispatch(notify({ id: 'd', tone: 'info', text: 'd', group: 'custom' }));
    await tick(20_000);
    expect(ids(h)).toContain('d');
    h.store.dispatch(dismissed({ id: 'a' }));
    await tick(AUTO_CLOSE_MS - 1);
    expect(ids(h)).toContain('d');
    await tick(1);
    expect(ids(h)).toEqual(['b', 'c']);
    h.task.cancel();
  });

  it('restarts the 10 s when the same id comes again', async () => {
    const h = createNotificationsHarness();
    h.store.dispatch(notify({ id: 'a', tone: 'info', text: 'first' }));
    await tick(6000);
    h.store.dispatch(notify({ id: 'a', tone: 'info', text: 'again' }));
    await tick(6000);
    expect(ids(h)).toEqual(['a']);
    await tick(4000);
    expect(ids(h)).toEqual([]);
    h.task.cancel();
  });
});
