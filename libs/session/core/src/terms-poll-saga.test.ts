import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLeft, pageReturned } from '@bet/platform';
import { httpError } from '@bet/request/testing';
import { loggedOut } from './session-events';
import { TERMS_POLL_INTERVAL_MS, TERMS_STATUS_FAILED } from './terms-poll-saga';
import { termsUpdateNoticeDismissed } from './terms-poll-slice';
import { createSessionHarness, type SessionHarnessOptions } from './testing';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The whole session saga for a signed-in player whose terms status answers `terms()`. */
function start(options: SessionHarnessOptions & { terms?: () => unknown } = {}) {
  let terms = options.terms ?? (() => ({ result: false, updatedAt: 100 }));
  const harness = createSessionHarness({
    ...options,
    answers: { fetchUserId: () => ({ user_id: 7 }), getTermsStatus: () => terms(), ...options.answers },
  });
  const setTerms = (next: () => unknown) => void (terms = next);
  return { ...harness, setTerms };
}

describe('terms poll (spec 01 §4 "Terms", 02 §9 "Terms poll 60 s")', () => {
  it('checks every 60 s while signed in', async () => {
    const h = start();
    const t0 = Date.now();
    await tick(0);
    await tick(3 * TERMS_POLL_INTERVAL_MS);
    expect(h.api.callsTo('getTermsStatus').map((c) => c.at - t0)).toEqual([60_000, 120_000, 180_000]);
    h.task.cancel();
  });

  it('changed terms send the signed-in player to confirm-terms', async () => {
    const h = start();
    await tick(TERMS_POLL_INTERVAL_MS);
    expect(h.trail).not.toContain('confirmTerms');
    h.setTerms(() => ({ result: true, updatedAt: 200 }));
    await tick(TERMS_POLL_INTERVAL_MS);
    expect(h.trail).toContain('confirmTerms');
    expect(h.store.getState().session.termsPoll.changed).toBe(true);
    expect(h.store.getState().session.terms.status).toBe('required');
    h.task.cancel();
  });

  it('unchanged terms on the confirm-terms page go home; elsewhere nothing moves', async () => {
    const elsewhere = start({ url: '/en/' });
    await tick(TERMS_POLL_INTERVAL_MS);
    expect(elsewhere.trail).not.toContain('home');
    elsewhere.task.cancel();

    const onConfirm = start({ url: '/en/confirm' });
    await tick(TERMS_POLL_INTERVAL_MS);
    expect(onConfirm.trail).toContain('home');
    onConfirm.task.cancel();
  });

  it('shows the update notice when updatedAt changes, not on the first answer, until dismissed', async () => {
    const h = start();
    await tick(TERMS_POLL_INTERVAL_MS);
    expect(h.store.getState().session.termsPoll.updatedAt).toBe(100);
    expect(h.store.getState().session.termsPoll.updateNotice).toBe(false);
    h.setTerms(() => ({ result: false, updatedAt: 300 }));
    await tick(TERMS_POLL_INTERVAL_MS);
    expect(h.store.getState().session.termsPoll.updateNotice).toBe(true);
    h.store.dispatch(termsUpdateNoticeDismissed());
    expect(h.store.getState().session.termsPoll.updateNotice).toBe(false);
    h.task.cancel();
  });

  it('a failure sets changed false, clears the timestamp and is logged (spec 02 §8 Terms)', async () => {
    const h = start({ terms: () => ({ result: true, updatedAt: 100 }) });
    await tick(TERMS_POLL_INTERVAL_MS);
    expect(h.store.getState().session.termsPoll).toMatchObject({ changed: true, updatedAt: 100 });
    h.setTerms(() => Promise.reject(httpError(500)));
    await tick(TERMS_POLL_INTERVAL_MS);
    expect(h.store.getState().session.termsPoll).toMatchObject({ changed: false, updatedAt: null });
    expect(h.logger.entries.map((e) => e.message)).toContain(TERMS_STATUS_FAILED);
    h.task.cancel();
  });

  it('is not run for guests nor when the confirm-terms option is off (spec 02 §6)', async () => {
    const guest = start({ answers: { fetchUserId: () => ({ user_id: null }) } });
    await tick(3 * TERMS_POLL_INTERVAL_MS);
    expect(guest.api.callsTo('getTermsStatus')).toHaveLength(0);
    guest.task.cancel();

    const off = start({ confirmTermsAvailable: false });
    await tick(3 * TERMS_POLL_INTERVAL_MS);
    expect(off.api.callsTo('getTermsStatus')).toHaveLength(0);
    off.task.cancel();
  });

  it('stops on sign-out and forgets the baseline', async () => {
    const h = start();
    await tick(TERMS_POLL_INTERVAL_MS);
    h.api.answer('fetchUserId', () => ({ user_id: null }));
    h.store.dispatch(loggedOut());
    await tick(3 * TERMS_POLL_INTERVAL_MS);
    expect(h.api.callsTo('getTermsStatus')).toHaveLength(1);
    expect(h.store.getState().session.termsPoll.updatedAt).toBeNull();
    h.task.cancel();
  });

  it('pauses 30 s after the page is left and checks at once on return (spec 02 §4 Page-leave)', async () => {
    const h = start();
    const t0 = Date.now();
    await tick(TERMS_POLL_INTERVAL_MS);
    h.store.dispatch(pageLeft());
    await tick(600_000);
    expect(h.api.callsTo('getTermsStatus')).toHaveLength(1);
    h.store.dispatch(pageReturned());
    await tick(0);
    expect(h.api.callsTo('getTermsStatus').map((c) => c.at - t0)).toEqual([60_000, 660_000]);
    h.task.cancel();
  });
});
