import { AUTH_ERROR_CODES } from '@bet/contract';
import { describe, expect, it } from 'vitest';
import { CookieJar, DEMO, encode, errorCodeOf, fingerprintToken } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import type { AttemptLimit } from './rate-limit-settings';

/*
 * README "Rate limits": per address and per account, past captchaAfter the captcha is demanded
 * (code 100), past lockAfter 429 TOO_MANY_ATTEMPTS until the window ends. Small limits here,
 * time moved on the injected clock, addresses set per request.
 */
const WINDOW = 15 * 60 * 1000;
const small = (captchaAfter: number, lockAfter: number): AttemptLimit => ({
  windowMs: WINDOW,
  captchaAfter,
  lockAfter,
});

const server = useTestServer({
  rateLimits: {
    actions: {
      signIn: { byAddress: small(4, 8), byAccount: small(2, 4) },
      registration: { byAddress: small(1, 2) },
      sms: { byAddress: small(10, 20), byAccount: small(10, 2) },
      passwordReset: { byAddress: small(10, 20), byAccount: small(1, 3) },
      captcha: { byAddress: small(Infinity, 3) },
    },
  },
});

const LOCKED = AUTH_ERROR_CODES.tooManyAttempts;
const CAPTCHA = 100;

async function login(login: string, password: string, from = '10.0.0.1', headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/web-api/auth/login',
    remoteAddress: from,
    headers,
    payload: {
      uLogin: encode(login),
      uPassword: encode(password),
      save: false,
      componentData: await fingerprintToken(server.app),
    },
  });
}

let solver = 0;

/** A solved captcha for a fresh browser (on an address of its own, so the captcha's own limit stays out of the way). */
async function solvedCaptcha(): Promise<Record<string, string>> {
  solver += 1;
  const from = `10.1.${Math.floor(solver / 250)}.${solver % 250}`;
  const jar = new CookieJar();
  jar.take(await server.app.inject({ url: '/captcha/update', remoteAddress: from }));
  const { answer } = (await server.app.inject({ url: '/sandbox-api/control/captcha' })).json<{ answer: string }>();
  const solved = await server.app.inject({
    method: 'POST',
    url: '/captcha/validate',
    remoteAddress: from,
    headers: { cookie: jar.header() },
    payload: { captcha: answer },
  });
  expect(solved.json()).toMatchObject({ type: 0 });
  return { 'x-captcha': answer, cookie: jar.header() };
}

describe('attempt limits per account (sign-in)', () => {
  it('demands the captcha past captchaAfter, then locks past lockAfter, from any address', async () => {
    // Different addresses, so only the account's count can trip.
    expect(errorCodeOf(await login(DEMO.email.login, 'wrong-1', '10.0.1.1'))).toBe('WRONG_CREDENTIALS');
    expect(errorCodeOf(await login(DEMO.email.login, 'wrong-2', '10.0.1.2'))).toBe('WRONG_CREDENTIALS');
    expect(errorCodeOf(await login(DEMO.email.login, 'wrong-3', '10.0.1.3'))).toBe(CAPTCHA);
    // A solved captcha still gets an answer while under the lock limit.
    const fourth = await login(DEMO.email.login, 'wrong-4', '10.0.1.4', await solvedCaptcha());
    expect(errorCodeOf(fourth)).toBe('WRONG_CREDENTIALS');
    const locked = await login(DEMO.email.login, DEMO.email.password, '10.0.1.5', await solvedCaptcha());
    expect(locked.statusCode).toBe(429);
    expect(errorCodeOf(locked)).toBe(LOCKED);
    expect(locked.json<{ message: string }>().message).toMatch(/for this account: try again in 15 min/);
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
    // Another account from the same addresses is not touched.
    expect((await login(DEMO.twoStep.login, DEMO.twoStep.password, '10.0.1.5')).statusCode).toBe(200);
  });

  it('ends the lock when the window ends (the injected clock, no waiting)', async () => {
    for (let i = 0; i < 4; i += 1) await login(DEMO.email.login, 'wrong', `10.0.2.${i}`, await solvedCaptcha());
    expect(errorCodeOf(await login(DEMO.email.login, DEMO.email.password, '10.0.2.9'))).toBe(LOCKED);
    server.clock.advance(10 * 60 * 1000);
    const later = await login(DEMO.email.login, DEMO.email.password, '10.0.2.9');
    expect(errorCodeOf(later)).toBe(LOCKED);
    expect(Number(later.headers['retry-after'])).toBe(5 * 60);
    server.clock.advance(5 * 60 * 1000);
    expect((await login(DEMO.email.login, DEMO.email.password, '10.0.2.9')).statusCode).toBe(200);
  });

  it('starts the account count again after the right password', async () => {
    expect(errorCodeOf(await login(DEMO.email.login, 'wrong-1', '10.0.3.1'))).toBe('WRONG_CREDENTIALS');
    expect((await login(DEMO.email.login, DEMO.email.password, '10.0.3.2')).statusCode).toBe(200);
    expect((await login(DEMO.email.login, DEMO.email.password, '10.0.3.3')).statusCode).toBe(200);
    expect((await login(DEMO.email.login, DEMO.email.password, '10.0.3.4')).statusCode).toBe(200);
  });
});

describe('attempt limits per address (sign-in)', () => {
  it('demands the captcha, then locks one address trying many accounts; another address goes on', async () => {
    const from = '10.0.4.1';
    for (let i = 0; i < 4; i += 1) {
      expect(errorCodeOf(await login(`nobody-${i}@orbitbet.example`, 'wrong', from))).toBe('WRONG_CREDENTIALS');
    }
    expect(errorCodeOf(await login('nobody-4@orbitbet.example', 'wrong', from))).toBe(CAPTCHA);
    for (let i = 5; i < 8; i += 1) {
      expect(errorCodeOf(await login(`nobody-${i}@orbitbet.example`, 'wrong', from, await solvedCaptcha()))).toBe(
        'WRONG_CREDENTIALS',
      );
    }
    const locked = await login(DEMO.email.login, DEMO.email.password, from, await solvedCaptcha());
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ message: string }>().message).toMatch(/from this address/);
    expect((await login(DEMO.email.login, DEMO.email.password, '10.0.4.2')).statusCode).toBe(200);
  });
});

describe('attempt limits of the other guarded calls', () => {
  it('locks SMS sending for one phone, whatever the address', async () => {
    const send = (from: string) =>
      server.app.inject({
        method: 'POST',
        url: '/web-api/auth/sms/send',
        remoteAddress: from,
        payload: { 'phone-code': DEMO.phone.code, 'phone-number': DEMO.phone.number },
      });
    expect((await send('10.0.5.1')).statusCode).toBe(200);
    // The 60 s resend rule answers the second; the third is past the lock.
    expect(errorCodeOf(await send('10.0.5.2'))).toBe(AUTH_ERROR_CODES.tooManyCodes);
    expect(errorCodeOf(await send('10.0.5.3'))).toBe(LOCKED);
  });

  it('demands the captcha for password resets of one login, then locks them', async () => {
    const reset = (headers: Record<string, string> = {}) =>
      server.app.inject({
        method: 'POST',
        url: '/web-api/user/forgot-password',
        headers,
        payload: { login: encode(DEMO.email.login) },
      });
    const first = await reset();
    expect(first.statusCode, first.body).toBe(200);
    expect(errorCodeOf(await reset())).toBe(CAPTCHA);
    expect((await reset(await solvedCaptcha())).statusCode).toBe(200);
    expect(errorCodeOf(await reset(await solvedCaptcha()))).toBe(LOCKED);
  });

  it('demands the captcha for registrations from one address, then locks them', async () => {
    const register = async (headers: Record<string, string> = {}) =>
      server.app.inject({
        method: 'POST',
        url: '/web-api/registration/fast_reg',
        remoteAddress: '10.0.6.1',
        headers,
        payload: { currencyId: 1, countryId: 1, bonusChoice: 0, componentData: await fingerprintToken(server.app) },
      });
    expect((await register()).statusCode).toBe(200);
    expect(errorCodeOf(await register())).toBe(CAPTCHA);
    expect(errorCodeOf(await register(await solvedCaptcha()))).toBe(LOCKED);
  });

  it('locks the captcha calls of one address', async () => {
    const update = () => server.app.inject({ url: '/captcha/update', remoteAddress: '10.0.7.1' });
    for (let i = 0; i < 3; i += 1) expect((await update()).statusCode).toBe(200);
    const locked = await update();
    expect(locked.statusCode).toBe(429);
    expect(errorCodeOf(locked)).toBe(LOCKED);
  });
});

describe('the control API', () => {
  it('resets every count, so a suite signing in many times from one address never trips them', async () => {
    for (let i = 0; i < 4; i += 1) await login(DEMO.email.login, 'wrong', '10.0.8.1', await solvedCaptcha());
    expect(errorCodeOf(await login(DEMO.email.login, DEMO.email.password, '10.0.8.1'))).toBe(LOCKED);
    expect((await server.app.inject({ method: 'POST', url: '/sandbox-api/control/reset' })).statusCode).toBe(200);
    expect((await login(DEMO.email.login, DEMO.email.password, '10.0.8.1')).statusCode).toBe(200);
  });
});

describe('switched off', () => {
  it('counts nothing with enabled: false (RATE_LIMITS=off)', async () => {
    await server.restart({ rateLimits: { enabled: false } });
    for (let i = 0; i < 12; i += 1) {
      expect(errorCodeOf(await login(`nobody-${i}@orbitbet.example`, 'wrong', '10.0.9.1'))).toBe('WRONG_CREDENTIALS');
    }
  });
});
