import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { protectionLevelOf } from '@bet/contract';
import { httpError } from '@bet/request/testing';
import { protectionBand } from './protection-level';
import {
  selectEmailAuthChange,
  selectPasswordChange,
  selectPhoneBinding,
  selectPhoneCatalogue,
  selectSecurityQuestionSave,
  selectTwoStepChange,
} from './selectors';
import { loggedOut, userDataRequested } from './session-events';
import { passwordChangeRequested, securityPageOpened, type AccountSecurity } from './security-slice';
import {
  emailAuthChangeRequested,
  phoneBindingCodeRequested,
  phoneBindingCodeSubmitted,
  phoneBindingRestarted,
  securityQuestionSaveRequested,
  twoStepChangeRequested,
} from './security-methods-slice';
import { createSessionHarness, type SessionHarnessOptions } from './testing';

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const facts: AccountSecurity = {
  protectionLevel: 30,
  email: 'f***@orbitbet.example',
  emailConfirmed: false,
  phoneBound: false,
  twoStepEnabled: false,
  newsletter: true,
  phone: null,
  securityQuestion: null,
  emailAuthEnabled: false,
  passwordChanged: false,
};

const catalogue = {
  getPhoneCountries: () => ({ countries: [{ id: 1, name: 'Russia', country_code: 'ru', tel_code: '+7' }] }),
  getPhoneMasks: () => ({ masks: [{ CountryId: 1, Mask: '(###) ###-##-##', Min: 10, Max: 10 }] }),
};

async function start(answers: SessionHarnessOptions['answers']) {
  const harness = createSessionHarness({ answers: { getAccountSecurity: () => facts, ...catalogue, ...answers } });
  await tick();
  return harness;
}

describe('protection level weights (one source: the contract) in the bands of spec 02 §9', () => {
  it('a new player is bad, a confirmed e-mail normal, every method full', () => {
    const none = {
      emailConfirmed: false,
      phoneBound: false,
      twoStepEnabled: false,
      securityQuestionSet: false,
      emailAuthEnabled: false,
    };
    expect(protectionBand(protectionLevelOf(none))).toBe('bad');
    expect(protectionBand(protectionLevelOf({ ...none, emailConfirmed: true }))).toBe('normal');
    expect(
      protectionBand(protectionLevelOf({ ...none, emailConfirmed: true, phoneBound: true, twoStepEnabled: true })),
    ).toBe('good');
    const all = {
      emailConfirmed: true,
      phoneBound: true,
      twoStepEnabled: true,
      securityQuestionSet: true,
      emailAuthEnabled: true,
    };
    expect(protectionLevelOf(all)).toBe(100);
    expect(protectionBand(protectionLevelOf(all))).toBe('full');
  });
});

describe('phone binding (spec 01 §4 "Phone update"; spec 02 §7 countries and masks)', () => {
  it('loads the countries and masks once, sends the digits, then binds with the code and refreshes', async () => {
    const h = await start({
      sendPhoneBindingCode: () => ({ status: 1, messages: [] }),
      confirmPhoneBinding: () => ({ status: 1, messages: [] }),
    });
    h.store.dispatch(securityPageOpened());
    await tick();
    expect(selectPhoneCatalogue(h.store.getState()).status).toBe('ready');
    h.store.dispatch(securityPageOpened());
    await tick();
    expect(h.api.callsTo('getPhoneCountries')).toHaveLength(1);

    h.store.dispatch(phoneBindingCodeRequested({ countryId: 1, phoneNumber: '(912) 345-67-89' }));
    await tick();
    expect(h.api.callsTo('sendPhoneBindingCode')[0]?.body).toEqual({ countryId: 1, phoneNumber: '9123456789' });
    expect(selectPhoneBinding(h.store.getState())).toMatchObject({
      step: 'code',
      target: { countryId: 1, phoneNumber: '9123456789' },
    });

    const securityCalls = h.api.callsTo('getAccountSecurity').length;
    h.store.dispatch(phoneBindingCodeSubmitted({ code: ' 123456 ' }));
    await tick();
    expect(h.api.callsTo('confirmPhoneBinding')[0]?.body).toEqual({
      countryId: 1,
      phoneNumber: '9123456789',
      code: '123456',
    });
    expect(selectPhoneBinding(h.store.getState())).toMatchObject({ status: 'saved', step: 'enter', target: null });
    expect(h.api.callsTo('getAccountSecurity')).toHaveLength(securityCalls + 1);
    expect(h.typesOf(userDataRequested.type).length).toBeGreaterThan(0);
    h.task.cancel();
  });

  it("a refused number stays on the number step with the server's message (spec 02 §8)", async () => {
    const h = await start({
      sendPhoneBindingCode: () => ({ status: 2, messages: ['The phone number has the wrong number of digits'] }),
    });
    h.store.dispatch(phoneBindingCodeRequested({ countryId: 1, phoneNumber: '912' }));
    await tick();
    expect(selectPhoneBinding(h.store.getState())).toEqual({
      status: 'failed',
      step: 'enter',
      target: null,
      messages: [{ tone: 'error', text: 'The phone number has the wrong number of digits', isKey: false }],
    });
    h.task.cancel();
  });

  it('a wrong code keeps the code step; restarting goes back to the number', async () => {
    const h = await start({
      sendPhoneBindingCode: () => ({ status: 1, messages: [] }),
      confirmPhoneBinding: () => ({ status: 2, messages: ['The code is wrong'] }),
    });
    h.store.dispatch(phoneBindingCodeRequested({ countryId: 1, phoneNumber: '9123456789' }));
    await tick();
    h.store.dispatch(phoneBindingCodeSubmitted({ code: '000000' }));
    await tick();
    expect(selectPhoneBinding(h.store.getState())).toMatchObject({ status: 'failed', step: 'code' });
    h.store.dispatch(phoneBindingRestarted());
    expect(selectPhoneBinding(h.store.getState())).toMatchObject({ status: 'idle', step: 'enter', target: null });
    h.task.cancel();
  });
});

describe('two-step, security question, e-mail authentication', () => {
  it('two-step on sends only the switch; off sends the current password', async () => {
    const h = await start({ setTwoStepSignIn: () => ({ status: 1, messages: [] }) });
    h.store.dispatch(twoStepChangeRequested({ enabled: true }));
    await tick();
    h.store.dispatch(twoStepChangeRequested({ enabled: false, currentPassword: 'pass-1' }));
    await tick();
    expect(h.api.callsTo('setTwoStepSignIn').map((c) => c.body)).toEqual([
      { enabled: true },
      { enabled: false, currentPassword: 'pass-1' },
    ]);
    expect(selectTwoStepChange(h.store.getState())).toEqual({
      status: 'saved',
      messages: [{ tone: 'success', text: 'main_save_success', isKey: true }],
    });
    h.task.cancel();
  });

  it('the security question saves; a failed call is main_query_error by key', async () => {
    let fail = true;
    const h = await start({
      setSecurityQuestion: () => {
        if (fail) throw httpError(500);
        return { status: 1, messages: [] };
      },
    });
    h.store.dispatch(securityQuestionSaveRequested({ question: 'first_pet', answer: 'Whiskers' }));
    await tick();
    expect(selectSecurityQuestionSave(h.store.getState())).toEqual({
      status: 'failed',
      messages: [{ tone: 'error', text: 'main_query_error', isKey: true }],
    });
    fail = false;
    h.store.dispatch(securityQuestionSaveRequested({ question: 'first_pet', answer: 'Whiskers' }));
    await tick();
    expect(h.api.callsTo('setSecurityQuestion')[1]?.body).toEqual({ question: 'first_pet', answer: 'Whiskers' });
    expect(selectSecurityQuestionSave(h.store.getState()).status).toBe('saved');
    h.task.cancel();
  });

  it("e-mail authentication refused shows the server's message; logout forgets it", async () => {
    const h = await start({
      setEmailAuth: () => ({ status: 2, messages: ['E-mail authentication needs a confirmed e-mail'] }),
    });
    h.store.dispatch(emailAuthChangeRequested({ enabled: true }));
    await tick();
    expect(selectEmailAuthChange(h.store.getState()).messages[0]?.text).toBe(
      'E-mail authentication needs a confirmed e-mail',
    );
    h.store.dispatch(loggedOut());
    expect(selectEmailAuthChange(h.store.getState()).status).toBe('idle');
    h.task.cancel();
  });
});

describe('too many wrong current passwords (429)', () => {
  it('the password change and two-step off say to wait, by key, not main_query_error', async () => {
    const h = await start({
      changePassword: () => {
        throw httpError(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong current-password attempts');
      },
      setTwoStepSignIn: () => {
        throw httpError(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong current-password attempts');
      },
    });
    h.store.dispatch(passwordChangeRequested({ currentPassword: 'x', newPassword: 'new-pass-1' }));
    h.store.dispatch(twoStepChangeRequested({ enabled: false, currentPassword: 'x' }));
    await tick();
    const tooMany = [{ tone: 'error', text: 'security_too_many_attempts', isKey: true }];
    expect(selectPasswordChange(h.store.getState())).toEqual({ status: 'failed', messages: tooMany });
    expect(selectTwoStepChange(h.store.getState())).toEqual({ status: 'failed', messages: tooMany });
    h.task.cancel();
  });
});
