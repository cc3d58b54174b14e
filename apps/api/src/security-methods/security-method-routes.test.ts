import { describe, expect, it } from 'vitest';
import { PROTECTION_WEIGHTS, type SandboxMessage } from '@bet/contract';
import { eq } from 'drizzle-orm';
import { playerSecurityMethods } from '../db/schema';
import { authHeaders, encode, fingerprintToken, signInAs, type SignedInBrowser } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import { answerMatches } from './security-method-routes';
import { checkPhone } from './phone-countries';

const server = useTestServer();
let serial = 0;

/** A new e-mail player (full_reg), so each test owns its password and methods. */
async function newPlayer(): Promise<{ email: string; password: string; browser: SignedInBrowser }> {
  serial += 1;
  const email = `methods-${serial}-${server.clock.now()}@orbitbet.example`;
  const password = 'first-pass-1';
  const response = await server.app.inject({
    method: 'POST',
    url: '/web-api/registration/full_reg',
    headers: { cookie: 'lng=en' },
    payload: {
      currencyId: 1,
      countryId: 1,
      bonusChoice: 0,
      componentData: await fingerprintToken(server.app),
      email,
      uPassword: encode(password),
      name: 'Method',
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

const post = (browser: SignedInBrowser, url: string, payload: object) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { ...authHeaders(browser), cookie: `${authHeaders(browser)['cookie']}; lng=en` },
    payload,
  });

const security = async (browser: SignedInBrowser) =>
  (await server.app.inject({ url: '/web-api/user/security', headers: authHeaders(browser) })).json<
    Record<string, unknown>
  >();
const config = async (browser: SignedInBrowser) =>
  (await server.app.inject({ url: '/web-api/user/config', headers: authHeaders(browser) })).json<
    Record<string, unknown>
  >();

async function confirmEmail(email: string) {
  const message = await lastMessage(email);
  const token = new URL(message.secret, 'http://x').searchParams.get('token') ?? '';
  await server.app.inject({ method: 'POST', url: '/web-api/user/email/confirm', payload: { token } });
}

async function bindPhone(browser: SignedInBrowser, phoneNumber = `912${String(serial).padStart(7, '0')}`) {
  expect((await post(browser, '/web-api/user/phone/code', { countryId: 1, phoneNumber })).json()).toEqual({
    status: 1,
    messages: [],
  });
  const sms = await lastMessage(`+7${phoneNumber}`);
  expect(sms).toMatchObject({ kind: 'sms', purpose: 'phone_binding' });
  return { phoneNumber, code: sms.secret };
}

describe('phone countries and masks (spec 02 §7, paths ours)', () => {
  it('answers the countries with a one-plus code (spec 02 §5) and the masks with Min and Max', async () => {
    const countries = (await server.app.inject({ url: '/web-api/user/phone/countries' })).json<{
      countries: { tel_code: string }[];
    }>();
    expect(countries.countries.length).toBeGreaterThan(3);
    expect(countries.countries.every((c) => /^\+\d+$/.test(c.tel_code))).toBe(true);
    const masks = (await server.app.inject({ url: '/web-api/user/phone/masks' })).json<{ masks: unknown[] }>();
    expect(masks.masks).toContainEqual({ CountryId: 1, Mask: '(###) ###-##-##', Min: 10, Max: 10 });
  });

  it('checks a number by its mask min and max', () => {
    expect(checkPhone(1, '912345678').kind).toBe('badLength');
    expect(checkPhone(1, '9123456789')).toEqual({ kind: 'ok', phoneCode: '+7', phoneNumber: '9123456789' });
    expect(checkPhone(4, '12345678901').kind).toBe('ok');
    expect(checkPhone(999, '9123456789').kind).toBe('unknownCountry');
  });
});

describe('phone binding by SMS code (spec 01 §4 "Phone update")', () => {
  it('binds the phone with its code: activation 1 becomes 2, binding on, the level rises', async () => {
    const { browser } = await newPlayer();
    expect(await security(browser)).toMatchObject({ phoneBound: false, protectionLevel: 30, phone: null });

    const short = await post(browser, '/web-api/user/phone/code', { countryId: 1, phoneNumber: '91234' });
    expect(short.json()).toEqual({
      status: 2,
      messages: ['The phone number has the wrong number of digits for this country'],
    });

    const { phoneNumber, code } = await bindPhone(browser);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post(browser, '/web-api/user/phone/bind', {
      countryId: 1,
      phoneNumber,
      code: encode(wrongCode),
    });
    expect(wrong.json()).toEqual({ status: 2, messages: ['The code is wrong'] });
    const bound = await post(browser, '/web-api/user/phone/bind', { countryId: 1, phoneNumber, code: encode(code) });
    expect(bound.json()).toEqual({ status: 1, messages: [] });

    expect(await security(browser)).toMatchObject({
      phoneBound: true,
      phone: expect.stringMatching(/^\+7 \*\*\* \*\*\*-\*\*-\d\d$/),
      protectionLevel: 30 + PROTECTION_WEIGHTS.phoneBinding,
    });
    expect(await config(browser)).toMatchObject({
      activation_type: 2,
      phone_code: '+7',
      phone_number: phoneNumber,
      protection_level: 30 + PROTECTION_WEIGHTS.phoneBinding,
      protection_methods: { enable_phone_binding: true, enable_two_factor_auth: false },
    });
    // The code is one use.
    const again = await post(browser, '/web-api/user/phone/bind', { countryId: 1, phoneNumber, code: encode(code) });
    expect(again.json()).toEqual({ status: 2, messages: ['The code has expired: ask for a new one'] });
  });

  it("refuses another player's phone and a second code within the minute", async () => {
    const first = await newPlayer();
    const { phoneNumber, code } = await bindPhone(first.browser);
    await post(first.browser, '/web-api/user/phone/bind', { countryId: 1, phoneNumber, code: encode(code) });
    const second = await newPlayer();
    const taken = await post(second.browser, '/web-api/user/phone/code', { countryId: 1, phoneNumber });
    expect(taken.json()).toEqual({ status: 2, messages: ['This phone is bound to another account'] });

    const other = `913${String(serial).padStart(7, '0')}`;
    await bindPhone(second.browser, other);
    const soon = await post(second.browser, '/web-api/user/phone/code', { countryId: 1, phoneNumber: other });
    expect(soon.json()).toMatchObject({ status: 2, messages: [expect.stringMatching(/less than a minute/)] });
  });

  it('needs a signed-in player', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/web-api/user/phone/code',
      payload: { countryId: 1, phoneNumber: '9123456789' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('two-step sign-in on and off', () => {
  it('on: the next sign-in asks for the code; off needs the current password', async () => {
    const { email, password, browser } = await newPlayer();
    // No confirmed e-mail and no phone: nowhere to send a code.
    const early = await post(browser, '/web-api/user/two-step', { enabled: true });
    expect(early.json()).toMatchObject({ status: 2 });
    await confirmEmail(email);

    expect((await post(browser, '/web-api/user/two-step', { enabled: true })).json()).toEqual({
      status: 1,
      messages: [],
    });
    expect(await security(browser)).toMatchObject({ twoStepEnabled: true, protectionLevel: 70 });
    expect(await config(browser)).toMatchObject({ protection_methods: { enable_two_factor_auth: true } });

    const signIn = await server.app.inject({
      method: 'POST',
      url: '/web-api/auth/login',
      payload: {
        uLogin: encode(email),
        uPassword: encode(password),
        save: false,
        componentData: await fingerprintToken(server.app),
      },
    });
    expect(signIn.json()).toMatchObject({ status: 'twoStepRequired' });

    const wrong = await post(browser, '/web-api/user/two-step', { enabled: false, currentPassword: encode('nope') });
    expect(wrong.json()).toEqual({ status: 2, messages: ['The current password is wrong'] });
    const off = await post(browser, '/web-api/user/two-step', { enabled: false, currentPassword: encode(password) });
    expect(off.json()).toEqual({ status: 1, messages: [] });
    expect(await security(browser)).toMatchObject({ twoStepEnabled: false, protectionLevel: 60 });
  });
});

describe('security question and e-mail authentication', () => {
  it('stores the answer hashed only; the level and is_active_secure_question follow', async () => {
    const { browser } = await newPlayer();
    const saved = await post(browser, '/web-api/user/security-question', {
      question: 'first_pet',
      answer: encode('  Mister   Whiskers '),
    });
    expect(saved.json()).toEqual({ status: 1, messages: [] });
    const [row] = await server.database.db
      .select()
      .from(playerSecurityMethods)
      .where(eq(playerSecurityMethods.playerId, browser.userId));
    expect(row?.securityQuestion).toBe('first_pet');
    expect(row?.securityAnswerHash).not.toContain('Whiskers');
    expect(await answerMatches('mister whiskers', row?.securityAnswerHash ?? '')).toBe(true);
    expect(await security(browser)).toMatchObject({ securityQuestion: 'first_pet', protectionLevel: 40 });
    expect(await config(browser)).toMatchObject({
      is_active_secure_question: true,
      protection_methods: { enable_security_question: true },
    });
  });

  it('e-mail authentication needs a confirmed e-mail', async () => {
    const { email, browser } = await newPlayer();
    const refused = await post(browser, '/web-api/user/email-auth', { enabled: true });
    expect(refused.json()).toEqual({ status: 2, messages: ['E-mail authentication needs a confirmed e-mail'] });
    await confirmEmail(email);
    expect((await post(browser, '/web-api/user/email-auth', { enabled: true })).json()).toEqual({
      status: 1,
      messages: [],
    });
    expect(await security(browser)).toMatchObject({ emailAuthEnabled: true, protectionLevel: 70 });
    expect(await config(browser)).toMatchObject({ protection_methods: { enable_email_auth: true } });
    await post(browser, '/web-api/user/email-auth', { enabled: false });
    expect(await security(browser)).toMatchObject({ emailAuthEnabled: false, protectionLevel: 60 });
  });
});

describe('wrong current-password guesses are limited', () => {
  it('5 wrong guesses in 15 minutes, then 429 with a clear message; the window ends', async () => {
    const { email, password, browser: first } = await newPlayer();
    let browser = first;
    const change = (current: string) =>
      post(browser, '/web-api/user/password/change', {
        currentPassword: encode(current),
        newPassword: encode('second-pass-2'),
      });
    for (let i = 0; i < 5; i += 1) {
      expect((await change('wrong-guess')).json()).toEqual({ status: 2, messages: ['The current password is wrong'] });
    }
    const locked = await change(password);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(JSON.stringify(locked.json())).toMatch(/Too many wrong current-password attempts for this account/);

    server.clock.advance(15 * 60 * 1000 + 1000);
    // The access token has expired meanwhile: the player signs in again.
    browser = await signInAs(server.app, email, password);
    expect((await change(password)).json()).toEqual({ status: 1, messages: [] });
    expect(await security(browser)).toMatchObject({ passwordChanged: true });
    expect(await config(browser)).toMatchObject({ protection_methods: { is_changed_password: true } });
  });
});
