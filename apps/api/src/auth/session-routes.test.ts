import { accountSchema, getFingerprint, userConfigSchema } from '@bet/contract';
import { isTokenValid, tokenExpiry } from '../testing/client-token';
import { describe, expect, it } from 'vitest';
import { signToken } from './signing';
import { authHeaders, CookieJar, cookiesOf, DEMO, errorCodeOf, signInAs } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();

const rights = (token: string) =>
  server.app.inject({ url: '/web-api/auth/rights', headers: { 'x-auth-token': token } });
const getToken = (cookie: string) =>
  server.app.inject({ url: '/web-api/user/gettoken?force_refresh=true', headers: { cookie } });

describe('tokens', () => {
  it('refuses a forged or tampered token with 401 and the error body', async () => {
    const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
    const [header, payload] = browser.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const otherPlayer = Buffer.from(JSON.stringify({ ...claims, sub: DEMO.phone.id })).toString('base64url');
    const tampered = `${header}.${otherPlayer}.${browser.token.split('.')[2]}`;
    const forged = signToken('not-the-server-secret-at-all-000000', 'access', claims);
    for (const token of [tampered, forged, 'not.a.token', '']) {
      const response = await rights(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, errors: [{ code: 'unauthorized' }] });
    }
    expect((await rights(browser.token)).statusCode).toBe(200);
  });

  it('expires a token after 15 minutes; gettoken gives a fresh one by the session cookie', async () => {
    const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
    expect(tokenExpiry(browser.token)).toBe(Math.floor(server.clock.now() / 1000) + 900);
    server.clock.advance(15 * 60 * 1000);
    expect((await rights(browser.token)).statusCode).toBe(401);

    const refreshed = await getToken(browser.jar.header());
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const { token } = refreshed.json<{ token: string }>();
    expect(isTokenValid(token, server.clock.now())).toBe(true);
    expect(cookiesOf(refreshed).get('user_token')).toEqual({ value: token, attributes: ['Path=/', 'SameSite=Lax'] });
    expect((await rights(token)).statusCode).toBe(200);
  });

  it('keeps sessions across a restart (the generated secret is stored), not across a new secret', async () => {
    const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
    await server.app.close();
    await server.restart();
    expect((await rights(browser.token)).statusCode).toBe(200);
    expect((await getToken(browser.jar.header())).statusCode).toBe(200);
    await server.app.close();
    await server.restart({ sessionSecret: 'z'.repeat(40) });
    expect((await rights(browser.token)).statusCode).toBe(401);
    expect((await getToken(browser.jar.header())).statusCode).toBe(401);
  });

  it('answers gettoken 401 without a live session or with a forged cookie', async () => {
    expect((await getToken('')).statusCode).toBe(401);
    const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
    const sid = browser.jar.get('sid') ?? '';
    expect((await getToken(`sid=${encodeURIComponent(`${sid}0`)}`)).statusCode).toBe(401);
    const id = sid.split('.')[0] ?? '';
    expect((await getToken(`sid=${encodeURIComponent(`${id}.forged`)}`)).statusCode).toBe(401);
  });

  it('ends a browser session after a day, a saved one after 30 days', async () => {
    const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
    const saved = await signInAs(server.app, DEMO.email.login, DEMO.email.password, { save: true });
    server.clock.advance(24 * 60 * 60 * 1000);
    expect((await getToken(browser.jar.header())).statusCode).toBe(401);
    expect((await getToken(saved.jar.header())).statusCode).toBe(200);
    server.clock.advance(29 * 24 * 60 * 60 * 1000);
    expect((await getToken(saved.jar.header())).statusCode).toBe(401);
  });

  it('expireTokens expires every token but keeps the sessions; endSessions ends them', async () => {
    const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
    const expired = await server.app.inject({ method: 'POST', url: '/sandbox-api/control/expire-tokens' });
    expect(expired.json()).toEqual({ expiredAt: Math.floor(server.clock.now() / 1000) });
    expect((await rights(browser.token)).statusCode).toBe(401);
    server.clock.advance(1);
    const fresh = (await getToken(browser.jar.header())).json<{ token: string }>().token;
    expect((await rights(fresh)).statusCode).toBe(200);

    const ended = await server.app.inject({ method: 'POST', url: '/sandbox-api/control/end-sessions' });
    expect(ended.json<{ ended: number }>().ended).toBeGreaterThanOrEqual(1);
    expect((await rights(fresh)).statusCode).toBe(401);
    expect((await getToken(browser.jar.header())).statusCode).toBe(401);
    expect(
      (await server.app.inject({ url: '/web-api/auth/user-id', headers: { cookie: browser.jar.header() } })).json(),
    ).toEqual({
      user_id: null,
    });
  });
});

describe('GET /web-api/session', () => {
  it('answers text, not cached', async () => {
    const guest = await server.app.inject({ url: '/web-api/session' });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(guest.headers['cache-control']).toContain('no-cache');
    expect(guest.body).toBe('guest');
    const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
    expect((await server.app.inject({ url: '/web-api/session', headers: { cookie: browser.jar.header() } })).body).toBe(
      'signed_in',
    );
  });
});

describe('signed-in calls', () => {
  it('answers a video token, the secure data, the user config and the accounts', async () => {
    const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
    const video = await server.app.inject({
      method: 'POST',
      url: '/web-api/user/updatetoken',
      headers: authHeaders(browser),
    });
    expect(isTokenValid(video.json<{ token: string }>().token, server.clock.now())).toBe(true);

    const secure = await server.app.inject({ url: '/web-api/user/secure-data', headers: authHeaders(browser) });
    expect(secure.json()).toMatchObject({
      ggru: expect.any(String),
      grant: { cookieId: expect.any(String), key: expect.any(String) },
    });

    const config = await server.app.inject({ url: '/web-api/user/config', headers: authHeaders(browser) });
    expect(userConfigSchema.parse(config.json())).toMatchObject({
      user_id: DEMO.email.id,
      user_name: 'Ivan Demo',
      user_email: DEMO.email.login,
      user_country_code: 'ru',
      activation_type: 1,
      user_hide_balance: false,
      ban_level: 0,
      protection_methods: { enable_two_factor_auth: false },
    });

    const list = await server.app.inject({ url: '/web-api/user/accounts', headers: authHeaders(browser) });
    const accounts = list.json<{ accounts: unknown[] }>().accounts.map((account) => accountSchema.parse(account));
    expect(accounts).toEqual([
      expect.objectContaining({
        iso: 'RUB',
        symbol: '₽',
        currencyId: 1,
        money: 1_500_000,
        type: 0,
        label: 'main',
        isActive: true,
      }),
    ]);
  });

  it('answers 401 to each without a token', async () => {
    for (const [method, url] of [
      ['POST', '/web-api/user/updatetoken'],
      ['GET', '/web-api/user/secure-data'],
      ['GET', '/web-api/user/config'],
      ['GET', '/web-api/user/accounts'],
      ['POST', '/web-api/auth/disconnect'],
      ['GET', '/web-api/api-v3/v2/user/agreement-rules/status'],
    ] as const) {
      const response = await server.app.inject({ method, url });
      expect(response.statusCode, url).toBe(401);
      expect(errorCodeOf(response)).toBe('unauthorized');
    }
  });
});

describe('POST /web-api/fingerprint', () => {
  it('answers a signed token valid for a day and echoes the components', async () => {
    const componentsData = { userAgent: 'x', cores: 8, touch: true };
    const response = await server.app.inject({
      method: 'POST',
      url: '/web-api/fingerprint',
      payload: { componentsData },
    });
    const answer = getFingerprint.response.parse(response.json());
    expect(answer.componentsData).toEqual(componentsData);
    expect(answer.expiresAt).toBe(Math.floor(server.clock.now() / 1000) + 86400);
    expect(tokenExpiry(answer.token)).toBe(answer.expiresAt);
    expect(new CookieJar().take(response).header()).toBe('');
  });
});
