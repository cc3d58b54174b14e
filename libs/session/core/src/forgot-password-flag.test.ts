import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionHarness } from './testing';
import { selectAuthDialog } from './selectors';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('showForgotPasswordModal=1 (spec 01 §2 user/forgotpassword)', () => {
  it('opens the forgot-password view for a guest once and strips the flag', async () => {
    const h = createSessionHarness({ url: '/en/?showForgotPasswordModal=1&x=1#top' });
    await tick(0);
    expect(selectAuthDialog(h.store.getState())).toBe('forgotPassword');
    expect(h.location.replaced).toEqual(['/en/?x=1#top']);
    await tick(120_000);
    expect(h.location.replaced).toHaveLength(1);
    h.task.cancel();
  });

  it('does not open it for a signed-in player, but strips the flag', async () => {
    const h = createSessionHarness({
      url: '/en/?showForgotPasswordModal=1',
      answers: { fetchUserId: () => ({ user_id: 7 }) },
    });
    await tick(0);
    expect(selectAuthDialog(h.store.getState())).toBe('closed');
    expect(h.location.replaced).toEqual(['/en/']);
    h.task.cancel();
  });

  it('waits for the session check to know who the player is', async () => {
    let answer: (value: { user_id: null }) => void = () => undefined;
    const h = createSessionHarness({
      url: '/en/?showForgotPasswordModal=1',
      answers: { fetchUserId: () => new Promise((done) => (answer = done)) },
    });
    await tick(0);
    expect(selectAuthDialog(h.store.getState())).toBe('closed');
    answer({ user_id: null });
    await tick(0);
    expect(selectAuthDialog(h.store.getState())).toBe('forgotPassword');
    h.task.cancel();
  });

  it('ignores any other value', async () => {
    const h = createSessionHarness({ url: '/en/?showForgotPasswordModal=0' });
    await tick(0);
    expect(selectAuthDialog(h.store.getState())).toBe('closed');
    expect(h.location.replaced).toEqual([]);
    h.task.cancel();
  });
});
