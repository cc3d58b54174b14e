import { describe, expect, it } from 'vitest';
import type { SandboxMessage } from '@bet/contract';
import { authHeaders, encode, fingerprintToken, signInAs, type SignedInBrowser } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import { CONFIRMATION_LINK_TTL_S, RESET_LINK_TTL_S } from './account-links';

const server = useTestServer();
let serial = 0;

/** A new e-mail player (full_reg), so each test owns its password and mail state. */
async function newPlayer(lang = 'en'): Promise<{ email: string; password: string; browser: SignedInBrowser }> {
  serial += 1;
  const email = `flows-${serial}-${server.clock.now()}@orbitbet.example`;
  const password = 'first-pass-1';
  const response = await server.app.inject({
    method: 'POST',
    url: '/web-api/registration/full_reg',
    headers: { cookie: `lng=${lang}` },
    payload: {
      currencyId: 1,
      countryId: 1,
      bonusChoice: 0,
      componentData: await fingerprintToken(server.app),
      email,
      uPassword: encode(password),
      name: 'Flow',
      surname: 'Tester',
      birthday: '1990-01-01',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { email, password, browser: await signInAs(server.app, email, password) };
}

async function lastMessage(to: string): Promise<SandboxMessage> {
  const { messages } = (
    await server.app.inject({ url: `/sandbox-api/control/messages?to=${encodeURIComponent(to)}` })
  ).json<{ messages: SandboxMessage[] }>();
  const [newest] = messages;
  if (!newest) throw new Error(`nothing sent to ${to}`);
  return newest;
}

const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token') ?? '';

async function forgot(login: string) {
  await server.app.inject({
    method: 'POST',
    url: '/web-api/user/forgot-password',
    headers: { cookie: 'lng=en' },
    payload: { login: encode(login) },
  });
  return lastMessage(login);
}

const reset = (token: string, password: string) =>
  server.app.inject({
    method: 'POST',
    url: '/web-api/user/password-reset',
    payload: { token, password: encode(password) },
  });

const check = (token: string, purpose: string) =>
  server.app.inject({ url: `/web-api/user/account-link?token=${token}&purpose=${purpose}` });

async function signInStatus(login: string, password: string): Promise<number> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/web-api/auth/login',
    payload: {
      uLogin: encode(login),
      uPassword: encode(password),
      save: false,
      componentData: await fingerprintToken(server.app),
    },
  });
  return response.statusCode;
}

describe('password reset from the e-mailed link (issue 12)', () => {
  it('mails a link to user/passwordreset in the player language; the link works once and signs out everywhere', async () => {
    const { email, browser } = await newPlayer();
    const message = await forgot(email);
    expect(message).toMatchObject({ kind: 'email', purpose: 'password_reset' });
    expect(message.secret).toMatch(/^\/en\/user\/passwordreset\?token=[\w-]+$/);
    const token = tokenOf(message.secret);

    expect((await check(token, 'password_reset')).json()).toEqual({ state: 'valid' });
    // A reset token never confirms an e-mail.
    expect((await check(token, 'email_confirmation')).json()).toEqual({ state: 'unknown' });

    const done = await reset(token, 'second-pass-2');
    expect(done.json()).toEqual({ outcome: 'changed' });
    expect(await signInStatus(email, 'first-pass-1')).toBe(400);
    expect(await signInStatus(email, 'second-pass-2')).toBe(200);
    // The session of before the reset has ended.
    expect((await server.app.inject({ url: '/web-api/user/security', headers: authHeaders(browser) })).statusCode).toBe(
      401,
    );

    expect((await reset(token, 'third-pass-3')).json()).toEqual({ outcome: 'used' });
    expect((await check(token, 'password_reset')).json()).toEqual({ state: 'used' });
    expect(await signInStatus(email, 'second-pass-2')).toBe(200);
  });

  it('refuses a link after its hour, and one it never issued', async () => {
    const { email } = await newPlayer();
    const token = tokenOf((await forgot(email)).secret);
    server.clock.advance(RESET_LINK_TTL_S * 1000 - 1000);
    expect((await check(token, 'password_reset')).json()).toEqual({ state: 'valid' });
    server.clock.advance(1000);
    expect((await check(token, 'password_reset')).json()).toEqual({ state: 'expired' });
    expect((await reset(token, 'second-pass-2')).json()).toEqual({ outcome: 'expired' });
    expect(await signInStatus(email, 'first-pass-1')).toBe(200);

    expect((await reset('no-such-token', 'second-pass-2')).json()).toEqual({ outcome: 'unknown' });
    expect((await check('no-such-token', 'password_reset')).json()).toEqual({ state: 'unknown' });
  });

  it('retires the older links once a newer one changed the password', async () => {
    const { email } = await newPlayer();
    const older = tokenOf((await forgot(email)).secret);
    const newer = tokenOf((await forgot(email)).secret);
    expect((await reset(newer, 'second-pass-2')).json()).toEqual({ outcome: 'changed' });
    expect((await reset(older, 'third-pass-3')).json()).toEqual({ outcome: 'used' });
  });

  it('refuses a password shorter than the site rule', async () => {
    const { email } = await newPlayer();
    const token = tokenOf((await forgot(email)).secret);
    expect((await reset(token, 'short')).statusCode).toBe(400);
    expect((await check(token, 'password_reset')).json()).toEqual({ state: 'valid' });
  });
});

describe('e-mail confirmation (issue 12)', () => {
  const confirm = (token: string) =>
    server.app.inject({ method: 'POST', url: '/web-api/user/email/confirm', payload: { token } });
  const security = (browser: SignedInBrowser) =>
    server.app.inject({ url: '/web-api/user/security', headers: authHeaders(browser) });

  it('registration mails a link to user/activate/email; it confirms once, and the protection level rises', async () => {
    const { email, browser } = await newPlayer('ru');
    const message = await lastMessage(email);
    expect(message).toMatchObject({ kind: 'email', purpose: 'email_confirmation' });
    expect(message.secret).toMatch(/^\/ru\/user\/activate\/email\?token=[\w-]+$/);
    expect((await security(browser)).json()).toMatchObject({ emailConfirmed: false, protectionLevel: 30 });

    const token = tokenOf(message.secret);
    expect((await confirm(token)).json()).toEqual({ outcome: 'confirmed' });
    expect((await confirm(token)).json()).toEqual({ outcome: 'used' });
    expect((await security(browser)).json()).toEqual({
      protectionLevel: 60,
      email: expect.stringMatching(/^f\*\*\*@orbitbet\.example$/),
      emailConfirmed: true,
      phoneBound: false,
      twoStepEnabled: false,
      newsletter: true,
      phone: null,
      securityQuestion: null,
      emailAuthEnabled: false,
      passwordChanged: false,
    });
    expect((await confirm('no-such-token')).json()).toEqual({ outcome: 'unknown' });
  });

  it('the security page asks for a new link to user/accountverify; a link expires after 24 hours', async () => {
    const { email, browser } = await newPlayer();
    const asked = await server.app.inject({
      method: 'POST',
      url: '/web-api/user/email/confirmation',
      headers: authHeaders(browser),
    });
    expect(asked.json()).toEqual({ status: 1, messages: [] });
    const message = await lastMessage(email);
    expect(message.secret).toMatch(/^\/ru\/user\/accountverify\?token=/);
    server.clock.advance(CONFIRMATION_LINK_TTL_S * 1000);
    expect((await confirm(tokenOf(message.secret))).json()).toEqual({ outcome: 'expired' });
  });
});

describe('stop newsletter (issue 12)', () => {
  it('the newsletter stop link turns the mailing off, and says so again the second time', async () => {
    const { email, browser } = await newPlayer();
    const sent = await server.app.inject({
      method: 'POST',
      url: '/sandbox-api/control/newsletter',
      headers: { cookie: 'lng=en' },
      payload: { playerId: browser.userId },
    });
    expect(sent.json()).toEqual({ sent: true });
    const message = await lastMessage(email);
    expect(message).toMatchObject({ purpose: 'newsletter' });
    expect(message.secret).toMatch(/^\/en\/user\/stopnewsletter\?token=/);
    const stop = (token: string) =>
      server.app.inject({ method: 'POST', url: '/web-api/user/newsletter/stop', payload: { token } });
    expect((await stop(tokenOf(message.secret))).json()).toEqual({ outcome: 'stopped' });
    expect((await stop(tokenOf(message.secret))).json()).toEqual({ outcome: 'alreadyStopped' });
    expect((await stop('a.forged.token')).json()).toEqual({ outcome: 'unknown' });
    const facts = await server.app.inject({ url: '/web-api/user/security', headers: authHeaders(browser) });
    expect(facts.json()).toMatchObject({ newsletter: false });
  });
});

describe('password change on the security page (issue 12, spec 02 §8)', () => {
  const change = (browser: SignedInBrowser, currentPassword: string, newPassword: string, lang = 'en') =>
    server.app.inject({
      method: 'POST',
      url: '/web-api/user/password/change',
      headers: { ...authHeaders(browser), cookie: `${browser.jar.header()}; lng=${lang}` },
      payload: { currentPassword: encode(currentPassword), newPassword: encode(newPassword) },
    });

  it('refuses a wrong current password with status 2 and its message, in the page language', async () => {
    const { email, browser } = await newPlayer();
    expect((await change(browser, 'wrong-pass-0', 'second-pass-2')).json()).toEqual({
      status: 2,
      messages: ['The current password is wrong'],
    });
    expect((await change(browser, 'wrong-pass-0', 'second-pass-2', 'ru')).json()).toEqual({
      status: 2,
      messages: ['Текущий пароль указан неверно'],
    });
    expect((await change(browser, 'first-pass-1', 'first-pass-1')).json()).toMatchObject({ status: 2 });
    expect(await signInStatus(email, 'first-pass-1')).toBe(200);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { email, password, browser } = await newPlayer();
    const other = await signInAs(server.app, email, password);
    expect((await change(browser, password, 'second-pass-2')).json()).toEqual({ status: 1, messages: [] });
    expect(await signInStatus(email, password)).toBe(400);
    expect(await signInStatus(email, 'second-pass-2')).toBe(200);
    const mine = await server.app.inject({ url: '/web-api/user/security', headers: authHeaders(browser) });
    expect(mine.statusCode).toBe(200);
    const theirs = await server.app.inject({ url: '/web-api/user/security', headers: authHeaders(other) });
    expect(theirs.statusCode).toBe(401);
  });

  it('needs a signed-in player', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/web-api/user/password/change',
      payload: { currentPassword: encode('a'), newPassword: encode('second-pass-2') },
    });
    expect(response.statusCode).toBe(401);
  });
});
