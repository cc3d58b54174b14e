import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError } from '@bet/request/testing';
import {
  emailConfirmationLinkOpened,
  newsletterStopLinkOpened,
  passwordResetLinkOpened,
  passwordResetSubmitted,
} from './account-links-slice';
import { selectEmailConfirmation, selectNewsletterStop, selectPasswordChange, selectPasswordReset } from './selectors';
import { loggedOut } from './session-events';
import {
  emailConfirmationLinkRequested,
  passwordChangeRequested,
  securityPageOpened,
  type AccountSecurity,
} from './security-slice';
import { createSessionHarness, type SessionHarnessOptions } from './testing';

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function start(answers: SessionHarnessOptions['answers']) {
  const harness = createSessionHarness({ answers });
  await tick();
  return harness;
}

const securityFacts: AccountSecurity = {
  protectionLevel: 60,
  email: 'f***@orbitbet.example',
  emailConfirmed: true,
  phoneBound: false,
  twoStepEnabled: false,
  newsletter: true,
  phone: null,
  securityQuestion: null,
  emailAuthEnabled: false,
  passwordChanged: false,
};

describe('password reset from the e-mailed link (issue 12)', () => {
  it('checks the link first, then sends the new password with the token', async () => {
    const h = await start({
      checkAccountLink: () => ({ state: 'valid' }),
      resetPassword: () => ({ outcome: 'changed' }),
    });
    h.store.dispatch(passwordResetLinkOpened({ token: ' tok-1 ' }));
    expect(selectPasswordReset(h.store.getState()).status).toBe('checking');
    await tick();
    expect(h.api.callsTo('checkAccountLink')[0]?.query).toEqual({ token: 'tok-1', purpose: 'password_reset' });
    expect(selectPasswordReset(h.store.getState()).status).toBe('ready');

    h.store.dispatch(passwordResetSubmitted({ token: 'tok-1', password: 'new-pass-1' }));
    expect(selectPasswordReset(h.store.getState()).status).toBe('saving');
    await tick();
    expect(h.api.callsTo('resetPassword')[0]?.body).toEqual({ token: 'tok-1', password: 'new-pass-1' });
    expect(selectPasswordReset(h.store.getState())).toEqual({ status: 'changed', refusal: null, error: null });
    h.task.cancel();
  });

  it.each(['expired', 'used', 'unknown'] as const)(
    'a %s link is refused with its own reason, before any form',
    async (state) => {
      const h = await start({ checkAccountLink: () => ({ state }) });
      h.store.dispatch(passwordResetLinkOpened({ token: 'tok' }));
      await tick();
      expect(selectPasswordReset(h.store.getState())).toEqual({ status: 'refused', refusal: state, error: null });
      h.task.cancel();
    },
  );

  it('an address with no token is an unknown link, and nothing is asked', async () => {
    const h = await start({});
    h.store.dispatch(passwordResetLinkOpened({ token: '' }));
    await tick();
    expect(selectPasswordReset(h.store.getState())).toMatchObject({ status: 'refused', refusal: 'unknown' });
    expect(h.api.callsTo('checkAccountLink')).toHaveLength(0);
    h.task.cancel();
  });

  it('the link used up meanwhile (another tab) is refused at the save', async () => {
    const h = await start({
      checkAccountLink: () => ({ state: 'valid' }),
      resetPassword: () => ({ outcome: 'used' }),
    });
    h.store.dispatch(passwordResetLinkOpened({ token: 'tok' }));
    await tick();
    h.store.dispatch(passwordResetSubmitted({ token: 'tok', password: 'new-pass-1' }));
    await tick();
    expect(selectPasswordReset(h.store.getState())).toMatchObject({ status: 'refused', refusal: 'used' });
    h.task.cancel();
  });

  it('a failed save goes back to the form with the error; a failed check can be tried again', async () => {
    let checks = 0;
    const h = await start({
      checkAccountLink: () => {
        checks += 1;
        if (checks === 1) throw httpError(500, undefined, 'down');
        return { state: 'valid' };
      },
      resetPassword: () => {
        throw httpError(500, undefined, 'down');
      },
    });
    h.store.dispatch(passwordResetLinkOpened({ token: 'tok' }));
    await tick();
    expect(selectPasswordReset(h.store.getState())).toMatchObject({ status: 'failed', error: { status: 500 } });
    h.store.dispatch(passwordResetLinkOpened({ token: 'tok' }));
    await tick();
    expect(selectPasswordReset(h.store.getState()).status).toBe('ready');
    h.store.dispatch(passwordResetSubmitted({ token: 'tok', password: 'new-pass-1' }));
    await tick();
    expect(selectPasswordReset(h.store.getState())).toMatchObject({ status: 'ready', error: { status: 500 } });
    h.task.cancel();
  });
});

describe('e-mail confirmation and stop newsletter links (issue 12)', () => {
  it('confirms once; the same link opened again in the app shows the first answer without a second use', async () => {
    const h = await start({ confirmEmail: () => ({ outcome: 'confirmed' }) });
    h.store.dispatch(emailConfirmationLinkOpened({ token: 'mail-1' }));
    expect(selectEmailConfirmation(h.store.getState()).status).toBe('pending');
    await tick();
    expect(selectEmailConfirmation(h.store.getState())).toEqual({ status: 'done', outcome: 'confirmed', error: null });
    h.store.dispatch(emailConfirmationLinkOpened({ token: 'mail-1' }));
    await tick();
    expect(selectEmailConfirmation(h.store.getState()).outcome).toBe('confirmed');
    expect(h.api.callsTo('confirmEmail')).toHaveLength(1);
    h.task.cancel();
  });

  it('says expired or already used as the sandbox answers; a network failure is its own state', async () => {
    const outcomes = ['expired', 'used'];
    const h = await start({
      confirmEmail: () => {
        const outcome = outcomes.shift();
        if (!outcome) throw httpError(503, undefined, 'down');
        return { outcome };
      },
    });
    for (const [token, expected] of [
      ['a', 'expired'],
      ['b', 'used'],
    ] as const) {
      h.store.dispatch(emailConfirmationLinkOpened({ token }));
      await tick();
      expect(selectEmailConfirmation(h.store.getState()).outcome).toBe(expected);
    }
    h.store.dispatch(emailConfirmationLinkOpened({ token: 'c' }));
    await tick();
    expect(selectEmailConfirmation(h.store.getState())).toMatchObject({ status: 'failed', error: { status: 503 } });
    h.task.cancel();
  });

  it('stops the newsletter from its link', async () => {
    const h = await start({ stopNewsletter: () => ({ outcome: 'stopped' }) });
    h.store.dispatch(newsletterStopLinkOpened({ token: 'n-1' }));
    await tick();
    expect(h.api.callsTo('stopNewsletter')[0]?.body).toEqual({ token: 'n-1' });
    expect(selectNewsletterStop(h.store.getState())).toEqual({ status: 'done', outcome: 'stopped', error: null });
    h.store.dispatch(newsletterStopLinkOpened({ token: '' }));
    await tick();
    expect(selectNewsletterStop(h.store.getState()).outcome).toBe('unknown');
    h.task.cancel();
  });
});

describe('the security page: password change with the office messages of spec 02 §8', () => {
  it('loads the facts and shows main_save_success by key when the server says nothing', async () => {
    const h = await start({
      getAccountSecurity: () => securityFacts,
      changePassword: () => ({ status: 1, messages: [] }),
    });
    h.store.dispatch(securityPageOpened());
    await tick();
    expect(h.store.getState().session.security.facts).toEqual({ status: 'ready', data: securityFacts, error: null });
    h.store.dispatch(passwordChangeRequested({ currentPassword: 'old-pass-1', newPassword: 'new-pass-1' }));
    expect(selectPasswordChange(h.store.getState()).status).toBe('pending');
    await tick();
    expect(h.api.callsTo('changePassword')[0]?.body).toEqual({
      currentPassword: 'old-pass-1',
      newPassword: 'new-pass-1',
    });
    expect(selectPasswordChange(h.store.getState())).toEqual({
      status: 'saved',
      messages: [{ tone: 'success', text: 'main_save_success', isKey: true }],
    });
    h.task.cancel();
  });

  it('a status-2 answer (wrong current password) shows the server message first, at most 3', async () => {
    const h = await start({
      changePassword: () => ({ status: 2, messages: ['The current password is wrong', 'b', 'c', 'd'] }),
    });
    h.store.dispatch(passwordChangeRequested({ currentPassword: 'x', newPassword: 'new-pass-1' }));
    await tick();
    expect(selectPasswordChange(h.store.getState())).toEqual({
      status: 'failed',
      messages: [
        { tone: 'error', text: 'The current password is wrong', isKey: false },
        { tone: 'error', text: 'b', isKey: false },
        { tone: 'error', text: 'c', isKey: false },
      ],
    });
    h.task.cancel();
  });

  it('any other failure is main_query_error by key', async () => {
    const h = await start({
      changePassword: () => {
        throw httpError(500, undefined, 'boom');
      },
    });
    h.store.dispatch(passwordChangeRequested({ currentPassword: 'x', newPassword: 'new-pass-1' }));
    await tick();
    expect(selectPasswordChange(h.store.getState())).toEqual({
      status: 'failed',
      messages: [{ tone: 'error', text: 'main_query_error', isKey: true }],
    });
    h.task.cancel();
  });

  it('asks for a new confirmation link, and forgets the page on logout', async () => {
    const h = await start({
      getAccountSecurity: () => securityFacts,
      requestEmailConfirmation: () => ({ status: 1, messages: [] }),
    });
    h.store.dispatch(securityPageOpened());
    h.store.dispatch(emailConfirmationLinkRequested());
    await tick();
    expect(h.store.getState().session.security.emailConfirmationRequest.status).toBe('sent');
    h.store.dispatch(loggedOut());
    expect(h.store.getState().session.security.facts.data).toBeNull();
    h.task.cancel();
  });
});

describe('user/activate/{type} (issue 12)', () => {
  it('a type other than email is an unknown link, and nothing is asked', async () => {
    const h = await start({ confirmEmail: () => ({ outcome: 'confirmed' }) });
    h.store.dispatch(emailConfirmationLinkOpened({ token: 'x', type: 'phone' }));
    await tick();
    expect(selectEmailConfirmation(h.store.getState()).outcome).toBe('unknown');
    h.store.dispatch(emailConfirmationLinkOpened({ token: 'x', type: 'email' }));
    await tick();
    expect(selectEmailConfirmation(h.store.getState()).outcome).toBe('confirmed');
    expect(h.api.callsTo('confirmEmail')).toHaveLength(1);
    h.task.cancel();
  });
});
