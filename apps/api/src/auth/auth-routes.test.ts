import { AUTH_HEADER, FINGERPRINT_ERROR_CODE, loginAnswerSchema } from '@bet/contract';
import { isTokenValid } from '../testing/client-token';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signToken } from './signing';
import { sessions } from '../db/schema';
import {
  authHeaders,
  CookieJar,
  cookiesOf,
  DEMO,
  encode,
  errorCodeOf,
  fingerprintToken,
  signInAs,
} from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();

async function login(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/web-api/auth/login',
    headers,
    payload: { save: false, componentData: await fingerprintToken(server.app), ...body },
  });
}

const messages = async (to: string) =>
  (await server.app.inject({ url: `/sandbox-api/control/messages?to=${encodeURIComponent(to)}` })).json<{
    messages: { purpose: string; secret: string; kind: string }[];
  }>().messages;

describe('POST /web-api/auth/login', () => {
  it('signs in by e-mail: session cookies, and a token the client accepts', async () => {
    const response = await login({
      uLogin: encode('DEMO@orbitbet.example'),
      uPassword: encode(DEMO.email.password),
      save: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = loginAnswerSchema.parse(response.json());
    expect(answer).toMatchObject({ status: 'signedIn', userId: DEMO.email.id });
    if (answer.status !== 'signedIn') throw new Error('not signed in');
    expect(isTokenValid(answer.token, server.clock.now())).toBe(true);
    expect(isTokenValid(answer.token, server.clock.now() + 15 * 60 * 1000)).toBe(false);

    const cookies = cookiesOf(response);
    expect(cookies.get('user_token')?.value).toBe(answer.token);
    const thirtyDays = 'Max-Age=2592000';
    expect(cookies.get('user_token')?.attributes).toEqual([thirtyDays, 'Path=/', 'SameSite=Lax']);
    expect(cookies.get('ua')).toEqual({ value: '1', attributes: [thirtyDays, 'Path=/', 'SameSite=Lax'] });
    expect(cookies.get('sid')?.attributes).toEqual(['HttpOnly', thirtyDays, 'Path=/', 'SameSite=Lax']);
  });

  it('makes browser-session cookies without save, and signs in by player id', async () => {
    const response = await login({ uLogin: encode(String(DEMO.email.id)), uPassword: encode(DEMO.email.password) });
    expect(response.statusCode).toBe(200);
    const cookies = cookiesOf(response);
    expect(cookies.get('sid')?.attributes).toEqual(['HttpOnly', 'Path=/', 'SameSite=Lax']);
    expect(cookies.get('ua')?.attributes).toEqual(['Path=/', 'SameSite=Lax']);
  });

  it('answers the same 400 for a wrong password and an unknown login', async () => {
    const wrong = await login({ uLogin: encode(DEMO.email.login), uPassword: encode('nope-nope') });
    const unknown = await login({ uLogin: encode('nobody@orbitbet.example'), uPassword: encode('nope-nope') });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ code: 'WRONG_CREDENTIALS', detail: 'The login or the password is wrong' }],
        message: 'The login or the password is wrong',
        statusCode: 400,
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses secret fields that are not encoded', async () => {
    const response = await login({ uLogin: DEMO.email.login, uPassword: encode(DEMO.email.password) });
    expect(response.statusCode).toBe(400);
    expect(errorCodeOf(response)).toBe('invalid_body');
  });

  it('needs a valid, unexpired fingerprint', async () => {
    const credentials = { uLogin: encode(DEMO.email.login), uPassword: encode(DEMO.email.password) };
    const stale = await fingerprintToken(server.app);
    const forged = signToken('another-secret', 'fingerprint', { exp: 9_999_999_999 });
    for (const componentData of ['garbage', forged]) {
      const response = await login({ ...credentials, componentData });
      expect(response.statusCode).toBe(400);
      expect(errorCodeOf(response)).toBe(FINGERPRINT_ERROR_CODE);
    }
    server.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const expired = await server.app.inject({
      method: 'POST',
      url: '/web-api/auth/login',
      payload: { ...credentials, save: false, componentData: stale },
    });
    expect(errorCodeOf(expired)).toBe(FINGERPRINT_ERROR_CODE);
    expect((await login(credentials)).statusCode).toBe(200);
  });

  it('asks for a captcha after 3 wrong passwords in 15 minutes, and takes a solved one once', async () => {
    const login1 = encode(DEMO.email.login);
    for (let i = 0; i < 3; i += 1) {
      expect(errorCodeOf(await login({ uLogin: login1, uPassword: encode('wrong-one') }))).toBe('WRONG_CREDENTIALS');
    }
    // Even the right password needs the captcha now.
    const blocked = await login({ uLogin: login1, uPassword: encode(DEMO.email.password) });
    expect(blocked.statusCode).toBe(400);
    expect(errorCodeOf(blocked)).toBe(100);

    const jar = new CookieJar();
    jar.take(await server.app.inject({ url: '/captcha/update' }));
    const { answer } = (await server.app.inject({ url: '/sandbox-api/control/captcha' })).json<{ answer: string }>();
    const solved = await server.app.inject({
      method: 'POST',
      url: '/captcha/validate',
      headers: { cookie: jar.header() },
      payload: { captcha: answer },
    });
    expect(solved.json()).toMatchObject({ type: 0 });
    const headers = { 'x-captcha': answer, cookie: jar.header() };
    expect((await login({ uLogin: login1, uPassword: encode(DEMO.email.password) }, headers)).statusCode).toBe(200);

    // The right password cleared the count; another login is unaffected meanwhile.
    expect(errorCodeOf(await login({ uLogin: login1, uPassword: encode('wrong-one') }))).toBe('WRONG_CREDENTIALS');
  });

  it('forgets wrong passwords after 15 minutes', async () => {
    const login1 = encode(String(DEMO.email.id));
    for (let i = 0; i < 3; i += 1) await login({ uLogin: login1, uPassword: encode('wrong-one') });
    expect(errorCodeOf(await login({ uLogin: login1, uPassword: encode(DEMO.email.password) }))).toBe(100);
    server.clock.advance(15 * 60 * 1000 + 1);
    expect((await login({ uLogin: login1, uPassword: encode(DEMO.email.password) })).statusCode).toBe(200);
  });

  it('refuses a blocked player with 403, only when the password is right', async () => {
    const right = await login({ uLogin: encode(DEMO.blocked.login), uPassword: encode(DEMO.blocked.password) });
    expect(right.statusCode).toBe(403);
    expect(errorCodeOf(right)).toBe('ACCOUNT_BLOCKED');
    const wrong = await login({ uLogin: encode(DEMO.blocked.login), uPassword: encode('wrong-one') });
    expect(errorCodeOf(wrong)).toBe('WRONG_CREDENTIALS');
  });
});

describe('POST /web-api/auth/login/phone', () => {
  it('signs in by phone and password', async () => {
    const payload = {
      phone_number: DEMO.phone.number,
      country_code: DEMO.phone.code,
      uPassword: encode(DEMO.phone.password),
      save: false,
      componentData: await fingerprintToken(server.app),
    };
    const response = await server.app.inject({ method: 'POST', url: '/web-api/auth/login/phone', payload });
    expect(response.json()).toMatchObject({ status: 'signedIn', userId: DEMO.phone.id });
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/web-api/auth/login/phone',
      payload: { ...payload, uPassword: encode('wrong-one') },
    });
    expect(errorCodeOf(wrong)).toBe('WRONG_CREDENTIALS');
  });
});

describe('SMS sign-in', () => {
  const phone = { 'phone-number': DEMO.phone.number, 'phone-code': DEMO.phone.code };
  const send = () => server.app.inject({ method: 'POST', url: '/web-api/auth/sms/send', payload: phone });
  const loginBySms = async (code: string) =>
    server.app.inject({
      method: 'POST',
      url: '/web-api/auth/login/sms',
      payload: { ...phone, 'sms-code': encode(code), save: false, componentData: await fingerprintToken(server.app) },
    });

  it('sends a 6-digit code to the outbox, once a minute, valid 5 minutes', async () => {
    await server.app.inject({ method: 'POST', url: '/sandbox-api/control/reset' });
    const sent = await send();
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ resendAfter: 60 });
    const [message] = await messages('+79001234567');
    expect(message).toMatchObject({ kind: 'sms', purpose: 'login_code' });
    expect(message?.secret).toMatch(/^\d{6}$/);

    const again = await send();
    expect(again.statusCode).toBe(400);
    expect(errorCodeOf(again)).toBe('TOO_MANY_CODES');

    const wrongCode = message?.secret === '000000' ? '111111' : '000000';
    expect(errorCodeOf(await loginBySms(wrongCode))).toBe('WRONG_CODE');
    const ok = await loginBySms(message?.secret ?? '');
    expect(ok.json()).toMatchObject({ status: 'signedIn', userId: DEMO.phone.id });
    // Used up.
    expect(errorCodeOf(await loginBySms(message?.secret ?? ''))).toBe('CODE_EXPIRED');

    server.clock.advance(61_000);
    expect((await send()).statusCode).toBe(200);
    const [second] = await messages('+79001234567');
    server.clock.advance(5 * 60 * 1000);
    expect(errorCodeOf(await loginBySms(second?.secret ?? ''))).toBe('CODE_EXPIRED');
  });
});

describe('two-step sign-in', () => {
  it('asks for the code sent by e-mail, then signs in with it', async () => {
    const first = await login({ uLogin: encode(DEMO.twoStep.login), uPassword: encode(DEMO.twoStep.password) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'twoStepRequired', sentTo: 't***@orbitbet.example' });
    const cookies = cookiesOf(first);
    expect(cookies.has('sid')).toBe(false);
    expect(cookies.get('two_step')?.attributes).toEqual(['HttpOnly', 'Max-Age=300', 'Path=/', 'SameSite=Lax']);
    const [message] = await messages(DEMO.twoStep.login);
    expect(message).toMatchObject({ kind: 'email', purpose: 'two_step_code' });

    const jar = new CookieJar().take(first);
    const twoStep = (code: string, cookie = jar.header()) =>
      server.app.inject({
        method: 'POST',
        url: '/web-api/auth/login/two-step',
        headers: { cookie },
        payload: { code: encode(code), save: true },
      });
    const wrongCode = message?.secret === '000000' ? '111111' : '000000';
    expect(errorCodeOf(await twoStep(wrongCode))).toBe('WRONG_CODE');
    expect(errorCodeOf(await twoStep(message?.secret ?? '', ''))).toBe('CODE_EXPIRED');
    const done = await twoStep(message?.secret ?? '');
    expect(done.json()).toMatchObject({ status: 'signedIn', userId: DEMO.twoStep.id });
    expect(cookiesOf(done).get('two_step')?.attributes).toContain('Max-Age=0');
    expect(cookiesOf(done).get('sid')?.attributes).toContain('Max-Age=2592000');
  });

  it('lets the pending sign-in expire after 5 minutes', async () => {
    const first = await login({ uLogin: encode(DEMO.twoStep.login), uPassword: encode(DEMO.twoStep.password) });
    const [message] = await messages(DEMO.twoStep.login);
    server.clock.advance(5 * 60 * 1000 + 1);
    const late = await server.app.inject({
      method: 'POST',
      url: '/web-api/auth/login/two-step',
      headers: { cookie: new CookieJar().take(first).header() },
      payload: { code: encode(message?.secret ?? ''), save: false },
    });
    expect(errorCodeOf(late)).toBe('CODE_EXPIRED');
  });
});

describe('disconnect, rights and user id', () => {
  it('answers the user id by the session cookie, null for a guest or a forged cookie', async () => {
    const userId = (cookie: string) => server.app.inject({ url: '/web-api/auth/user-id', headers: { cookie } });
    expect((await userId('')).json()).toEqual({ user_id: null });
    const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
    expect((await userId(browser.jar.header())).json()).toEqual({ user_id: DEMO.email.id });
    const sid = browser.jar.get('sid') ?? '';
    const tampered = `${sid.slice(0, 5)}${sid[5] === 'x' ? 'y' : 'x'}${sid.slice(6)}`;
    const forged = await userId(`sid=${encodeURIComponent(tampered)}`);
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toEqual({ user_id: null });
  });

  it('answers the rights with a token, 401 without', async () => {
    const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
    const rights = await server.app.inject({ url: '/web-api/auth/rights', headers: authHeaders(browser) });
    expect(rights.statusCode).toBe(200);
    expect(rights.json<{ rights: string[] }>().rights).toContain('bet');
    const none = await server.app.inject({ url: '/web-api/auth/rights' });
    expect(none.statusCode).toBe(401);
    expect(errorCodeOf(none)).toBe('unauthorized');
  });

  it('revokes the session and clears the cookies', async () => {
    const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password, { save: true });
    const response = await server.app.inject({
      method: 'POST',
      url: '/web-api/auth/disconnect',
      headers: authHeaders(browser),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const cookies = cookiesOf(response);
    for (const name of ['sid', 'ua', 'user_token']) expect(cookies.get(name)?.attributes).toContain('Max-Age=0');
    const sessionId = (browser.jar.get('sid') ?? '').split('.')[0] ?? '';
    const [row] = await server.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    // The old token and the old cookie are dead.
    expect(
      (await server.app.inject({ url: '/web-api/auth/rights', headers: { [AUTH_HEADER]: browser.token } })).statusCode,
    ).toBe(401);
    expect(
      (await server.app.inject({ url: '/web-api/user/gettoken', headers: { cookie: browser.jar.header() } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /web-api/user/forgot-password', () => {
  it('always answers sent, and mails a reset link only to a player', async () => {
    await server.app.inject({ method: 'POST', url: '/sandbox-api/control/reset' });
    const forgot = (login: string) =>
      server.app.inject({ method: 'POST', url: '/web-api/user/forgot-password', payload: { login: encode(login) } });
    for (const login of ['nobody@orbitbet.example', DEMO.email.login, '+7 900 123-45-67']) {
      const response = await forgot(login);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ sent: true });
    }
    const all = (await server.app.inject({ url: '/sandbox-api/control/messages' })).json<{
      messages: { to: string; purpose: string; secret: string }[];
    }>().messages;
    expect(all.map((message) => [message.to, message.purpose])).toEqual([
      ['+79001234567', 'password_reset'],
      [DEMO.email.login, 'password_reset'],
    ]);
    expect(all[0]?.secret).toMatch(/^\/ru\/user\/passwordreset\?token=/);
  });
});
