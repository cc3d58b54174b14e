import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError } from '@bet/request/testing';
import { forgotPasswordRequested } from './forgot-password-slice';
import { authDialogClosed, signedIn, signInOpened, forgotPasswordOpened } from './session-events';
import { signInFormChanged, signInRequested, smsCodeRequested, twoStepCodeSubmitted } from './sign-in-slice';
import { createSessionHarness, type SessionHarnessOptions } from './testing';
import { selectAuthReturnTo, selectUserId } from './selectors';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const signedInAnswer = { status: 'signedIn', userId: 7, token: 'a.b.c' } as const;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function start(options: SessionHarnessOptions = {}) {
  const harness = createSessionHarness(options);
  await tick(0);
  harness.store.dispatch(signInOpened({}));
  return harness;
}

describe('sign-in by login and password (spec 02 §7 Authentication)', () => {
  it('sends the fingerprint token in componentData and signs the player in', async () => {
    const h = await start({ answers: { loginByPassword: () => signedInAnswer } });
    h.store.dispatch(signInRequested({ form: 'login_password', login: ' ivan ', password: 'secret', save: true }));
    expect(h.store.getState().session.signIn.status).toBe('pending');
    await tick(0);
    expect(h.api.callsTo('loginByPassword')[0]?.body).toEqual({
      uLogin: 'ivan',
      uPassword: 'secret',
      save: true,
      componentData: 'fp-token',
    });
    const types = h.actions.map((a) => a.type);
    const at = (type: string) => types.indexOf(type);
    expect(at('session/userIdChanged')).toBeLessThan(at('session/tokenReceived'));
    expect(at('session/tokenReceived')).toBeLessThan(at('session/signedIn'));
    expect(h.typesOf(signedIn.type)[0]?.payload).toEqual({ userId: 7, token: 'a.b.c', via: 'signIn' });
    expect(h.store.getState().session).toMatchObject({
      identity: { known: true, userId: 7, token: 'a.b.c' },
      authForm: { dialog: 'closed' },
      signIn: { status: 'idle', error: null },
    });
    h.task.cancel();
  });

  it('loads the user data after signing in', async () => {
    const h = await start({ answers: { loginByPassword: () => signedInAnswer } });
    h.store.dispatch(signInRequested({ form: 'login_password', login: 'ivan', password: 'p', save: false }));
    await tick(0);
    expect(h.api.callsTo('getUserConfig')).toHaveLength(1);
    expect(h.store.getState().session.user.config?.user_name).toBe('Ivan');
    h.task.cancel();
  });

  it('a refusal is signInFailed with the server code, message and status; the dialog stays', async () => {
    const h = await start({
      answers: {
        loginByPassword: () => {
          throw httpError(400, 'WRONG_CREDENTIALS', 'Wrong login or password');
        },
      },
    });
    h.store.dispatch(signInRequested({ form: 'login_password', login: 'ivan', password: 'bad', save: false }));
    await tick(0);
    expect(h.store.getState().session).toMatchObject({
      identity: { userId: null },
      authForm: { dialog: 'signIn' },
      signIn: {
        status: 'failed',
        error: { code: 'WRONG_CREDENTIALS', message: 'Wrong login or password', status: 400 },
      },
    });
    h.task.cancel();
  });

  it('a fingerprint that cannot be read fails the sign-in without calling it', async () => {
    const h = await start({ answers: { loginByPassword: () => signedInAnswer } });
    h.deps.fingerprint.token = () => Promise.reject(new Error('incorrect response'));
    h.store.dispatch(signInRequested({ form: 'login_password', login: 'ivan', password: 'p', save: false }));
    await tick(0);
    expect(h.api.callsTo('loginByPassword')).toEqual([]);
    expect(h.store.getState().session.signIn.error).toEqual({ code: null, message: 'incorrect response', status: 500 });
    h.task.cancel();
  });

  it('changing the form clears the last error', async () => {
    const h = await start({ answers: { loginByPassword: () => Promise.reject(httpError(400, 'X', 'no')) } });
    h.store.dispatch(signInRequested({ form: 'login_password', login: 'ivan', password: 'p', save: false }));
    await tick(0);
    h.store.dispatch(signInFormChanged({ form: 'sms' }));
    expect(h.store.getState().session.signIn).toMatchObject({ form: 'sms', status: 'idle', error: null });
    h.task.cancel();
  });
});

describe('sign-in by phone (spec 02 §5 phone code with one leading plus)', () => {
  it('normalises the phone code and strips the phone to digits', async () => {
    const h = await start({ answers: { loginByPhone: () => signedInAnswer } });
    h.store.dispatch(
      signInRequested({
        form: 'phone_password',
        phoneCode: '++7',
        phone: '(912) 345-67-89',
        password: 'p',
        save: false,
      }),
    );
    await tick(0);
    expect(h.api.callsTo('loginByPhone')[0]?.body).toEqual({
      phone_number: '9123456789',
      country_code: '+7',
      uPassword: 'p',
      save: false,
      componentData: 'fp-token',
    });
    expect(selectUserId(h.store.getState())).toBe(7);
    h.task.cancel();
  });
});

describe('sign-in by SMS code (spec 02 §7 Send SMS, By SMS code)', () => {
  it('sends the code, tells when another may be asked for, then signs in with it', async () => {
    const h = await start({
      answers: { sendLoginSms: () => ({ resendAfter: 60 }), loginBySms: () => signedInAnswer },
    });
    const now = Date.now();
    h.store.dispatch(smsCodeRequested({ phoneCode: '7', phone: '912 345 67 89' }));
    expect(h.store.getState().session.signIn.sms.status).toBe('sending');
    await tick(0);
    expect(h.api.callsTo('sendLoginSms')[0]?.body).toEqual({ 'phone-number': '9123456789', 'phone-code': '+7' });
    expect(h.store.getState().session.signIn.sms).toEqual({ status: 'sent', resendAt: now + 60_000, error: null });
    h.store.dispatch(signInRequested({ form: 'sms', phoneCode: '+7', phone: '9123456789', code: '1234', save: true }));
    await tick(0);
    expect(h.api.callsTo('loginBySms')[0]?.body).toEqual({
      'phone-number': '9123456789',
      'phone-code': '+7',
      'sms-code': '1234',
      save: true,
      componentData: 'fp-token',
    });
    expect(selectUserId(h.store.getState())).toBe(7);
    h.task.cancel();
  });

  it('a refused SMS is smsCodeFailed', async () => {
    const h = await start({
      answers: { sendLoginSms: () => Promise.reject(httpError(429, 'TOO_MANY_CODES', 'Wait a minute')) },
    });
    h.store.dispatch(smsCodeRequested({ phoneCode: '+7', phone: '9123456789' }));
    await tick(0);
    expect(h.store.getState().session.signIn.sms).toEqual({
      status: 'failed',
      resendAt: null,
      error: { code: 'TOO_MANY_CODES', message: 'Wait a minute', status: 429 },
    });
    h.task.cancel();
  });
});

describe('two-step sign-in (spec 02 §7 Two-step: code, save)', () => {
  it('asks for the code, then signs in with it and the first step save flag', async () => {
    const h = await start({
      answers: {
        loginByPassword: () => ({ status: 'twoStepRequired', sentTo: '+7 *** ***-**-67' }),
        loginTwoStep: () => signedInAnswer,
      },
    });
    h.store.dispatch(
      signInRequested({ form: 'login_password_two_step_code', login: 'ivan', password: 'p', save: true }),
    );
    await tick(0);
    expect(h.store.getState().session).toMatchObject({
      identity: { userId: null },
      authForm: { dialog: 'signIn' },
      signIn: { status: 'idle', twoStep: { sentTo: '+7 *** ***-**-67' } },
    });
    h.store.dispatch(twoStepCodeSubmitted({ code: ' 123456 ' }));
    await tick(0);
    expect(h.api.callsTo('loginTwoStep')[0]?.body).toEqual({ code: '123456', save: true });
    expect(h.store.getState().session).toMatchObject({
      identity: { userId: 7 },
      authForm: { dialog: 'closed' },
      signIn: { twoStep: null },
    });
    h.task.cancel();
  });

  it('a wrong code is signInFailed and the code can be typed again', async () => {
    const h = await start({
      answers: {
        loginByPassword: () => ({ status: 'twoStepRequired', sentTo: 'x' }),
        loginTwoStep: () => Promise.reject(httpError(400, 'WRONG_CODE', 'Wrong code')),
      },
    });
    h.store.dispatch(signInRequested({ form: 'login_password', login: 'ivan', password: 'p', save: false }));
    await tick(0);
    h.store.dispatch(twoStepCodeSubmitted({ code: '0000' }));
    await tick(0);
    expect(h.store.getState().session.signIn).toMatchObject({
      status: 'failed',
      twoStep: { sentTo: 'x' },
      error: { code: 'WRONG_CODE' },
    });
    h.task.cancel();
  });

  it('closing the dialog forgets the pending two-step', async () => {
    const h = await start({ answers: { loginByPassword: () => ({ status: 'twoStepRequired', sentTo: 'x' }) } });
    h.store.dispatch(signInRequested({ form: 'login_password', login: 'ivan', password: 'p', save: false }));
    await tick(0);
    h.store.dispatch(authDialogClosed());
    expect(h.store.getState().session).toMatchObject({ authForm: { dialog: 'closed' }, signIn: { twoStep: null } });
    h.task.cancel();
  });
});

describe('after sign-in (spec 01 §2/§5, spec 02 §5 return URL read from query, decoded, reset after use)', () => {
  const values = { form: 'login_password', login: 'ivan', password: 'p', save: false } as const;

  it('goes to the return URL, decoded, and removes it from the address', async () => {
    const h = await start({
      url: '/en/user/login?return_url=%2Fen%2Faccount%3Ftab%3D1&x=2',
      guestOnly: true,
      answers: { loginByPassword: () => signedInAnswer },
    });
    h.store.dispatch(signInRequested(values));
    await tick(0);
    expect(h.location.replaced).toEqual(['/en/user/login?x=2']);
    expect(h.trail).toEqual(['to /en/account?tab=1']);
    h.task.cancel();
  });

  it.each(['//evil.example/path', 'https://evil.example/', '/\\evil.example', 'account'])(
    'drops a return URL that is not a same-site path (%s) and goes home from the login page',
    async (returnUrl) => {
      const h = await start({
        url: `/en/user/login?return_url=${encodeURIComponent(returnUrl)}`,
        guestOnly: true,
        answers: { loginByPassword: () => signedInAnswer },
      });
      h.store.dispatch(signInRequested(values));
      await tick(0);
      expect(h.location.replaced).toEqual(['/en/user/login']);
      expect(h.trail).toEqual(['home']);
      h.task.cancel();
    },
  );

  it('goes home from a guest-only route without a return URL', async () => {
    const h = await start({
      url: '/en/user/login',
      guestOnly: true,
      answers: { loginByPassword: () => signedInAnswer },
    });
    h.store.dispatch(signInRequested(values));
    await tick(0);
    expect(h.trail).toEqual(['home']);
    h.task.cancel();
  });

  it('goes to the route kept when the authorization block opened (spec 01 §2)', async () => {
    const h = await start({ url: '/en/', answers: { loginByPassword: () => signedInAnswer } });
    h.store.dispatch(signInOpened({ returnTo: '/en/confirm' }));
    h.store.dispatch(signInRequested(values));
    await tick(0);
    expect(h.trail).toEqual(['to /en/confirm']);
    expect(selectAuthReturnTo(h.store.getState())).toBeNull();
    h.task.cancel();
  });

  it('forgets the kept route when the player closes the dialog', async () => {
    const h = await start({ url: '/en/', answers: { loginByPassword: () => signedInAnswer } });
    h.store.dispatch(signInOpened({ returnTo: '/en/confirm' }));
    h.store.dispatch(authDialogClosed());
    h.store.dispatch(signInOpened());
    h.store.dispatch(signInRequested(values));
    await tick(0);
    expect(h.trail).toEqual([]);
    h.task.cancel();
  });

  it('stays on any other route', async () => {
    const h = await start({ url: '/en/live', answers: { loginByPassword: () => signedInAnswer } });
    h.store.dispatch(signInRequested(values));
    await tick(0);
    expect(h.trail).toEqual([]);
    expect(h.location.replaced).toEqual([]);
    h.task.cancel();
  });
});

describe('forgot password', () => {
  it('asks for the reset link and shows it was sent', async () => {
    const h = await start({ answers: { requestPasswordReset: () => ({ sent: true }) } });
    h.store.dispatch(forgotPasswordOpened());
    h.store.dispatch(forgotPasswordRequested({ login: ' ivan@example.com ' }));
    expect(h.store.getState().session.forgotPassword.status).toBe('pending');
    await tick(0);
    expect(h.api.callsTo('requestPasswordReset')[0]?.body).toEqual({ login: 'ivan@example.com' });
    expect(h.store.getState().session).toMatchObject({
      authForm: { dialog: 'forgotPassword' },
      forgotPassword: { status: 'sent' },
    });
    h.task.cancel();
  });

  it('a failure is forgotPasswordFailed', async () => {
    const h = await start({
      answers: { requestPasswordReset: () => Promise.reject(httpError(500, undefined, 'down')) },
    });
    h.store.dispatch(forgotPasswordRequested({ login: 'ivan' }));
    await tick(0);
    expect(h.store.getState().session.forgotPassword).toEqual({
      status: 'failed',
      error: { code: null, message: 'down', status: 500 },
    });
    h.task.cancel();
  });
});
