import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError } from '@bet/request/testing';
import { userDataRequested } from './session-events';
import { termsConfirmRequested, termsRequired } from './terms-slice';
import { createSessionHarness, type SessionHarnessOptions } from './testing';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function start(options: SessionHarnessOptions = {}) {
  const h = createSessionHarness({ answers: { fetchUserId: () => ({ user_id: 7 }), ...options.answers }, ...options });
  await tick(0);
  return h;
}

describe('terms required (spec 02 §4: 451 with exception_code 1, redirect to confirm terms when available)', () => {
  it('marks the terms required and goes to the confirm-terms page once while required', async () => {
    const h = await start();
    h.store.dispatch(termsRequired());
    h.store.dispatch(termsRequired());
    h.store.dispatch(termsRequired());
    await tick(0);
    expect(h.store.getState().session.terms.status).toBe('required');
    expect(h.trail).toEqual(['confirmTerms']);
    h.task.cancel();
  });

  it('stays put when confirm-terms is not available', async () => {
    const h = await start({ confirmTermsAvailable: false });
    h.store.dispatch(termsRequired());
    await tick(0);
    expect(h.store.getState().session.terms.status).toBe('required');
    expect(h.trail).toEqual([]);
    h.task.cancel();
  });
});

describe('confirming the terms (spec 01 §4 Terms, spec 02 §7)', () => {
  it('reads the current terms, confirms them, then goes home', async () => {
    const h = await start({
      answers: {
        fetchUserId: () => ({ user_id: 7 }),
        getTermsStatus: () => ({ result: true, updatedAt: 1_700_000_000 }),
        confirmTerms: () => ({ result: false, updatedAt: 1_700_000_000 }),
      },
    });
    h.store.dispatch(termsRequired());
    h.store.dispatch(termsConfirmRequested());
    expect(h.store.getState().session.terms.status).toBe('confirming');
    await tick(0);
    expect(h.api.callsTo('confirmTerms')[0]?.body).toEqual({ updatedAt: 1_700_000_000 });
    expect(h.store.getState().session.terms).toEqual({ status: 'ok', updatedAt: 1_700_000_000, error: null });
    expect(h.trail).toEqual(['confirmTerms', 'home']);
    // The data refused with 451 while the terms were pending is loaded again.
    expect(h.typesOf(userDataRequested.type)).toHaveLength(1);
    // Required again later: a new redirect.
    h.store.dispatch(termsRequired());
    await tick(0);
    expect(h.trail).toEqual(['confirmTerms', 'home', 'confirmTerms']);
    h.task.cancel();
  });

  it("a failure is termsConfirmFailed (spec 02 §8 'information_confirm_terms_error') and stays", async () => {
    const h = await start({
      answers: {
        fetchUserId: () => ({ user_id: 7 }),
        getTermsStatus: () => ({ result: true, updatedAt: 5 }),
        confirmTerms: () => Promise.reject(httpError(500, undefined, 'down')),
      },
    });
    h.store.dispatch(termsConfirmRequested());
    await tick(0);
    expect(h.store.getState().session.terms).toEqual({
      status: 'failed',
      updatedAt: null,
      error: { code: null, message: 'down', status: 500 },
    });
    expect(h.trail).toEqual([]);
    h.task.cancel();
  });
});
