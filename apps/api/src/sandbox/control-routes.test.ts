import { DEFAULT_SANDBOX_FAULTS, errorBodySchema, FINGERPRINT_ERROR_CODE, sandboxFaultsSchema } from '@bet/contract';
import { describe, expect, it } from 'vitest';
import { authHeaders, DEMO, encode, errorCodeOf, fingerprintToken, signInAs } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();

const getFaults = () => server.app.inject({ method: 'GET', url: '/sandbox-api/control/faults' });
const setFaults = (payload: object) =>
  server.app.inject({ method: 'PUT', url: '/sandbox-api/control/faults', payload });
const reset = () => server.app.inject({ method: 'POST', url: '/sandbox-api/control/reset' });

describe('control API in test mode', () => {
  it('reports the defaults, switches faults one by one and resets them', async () => {
    const initial = await getFaults();
    expect(initial.statusCode).toBe(200);
    expect(initial.headers['cache-control']).toBe('no-store');
    expect(sandboxFaultsSchema.parse(initial.json())).toEqual(DEFAULT_SANDBOX_FAULTS);

    const changed = await setFaults({ configUnavailable: true });
    expect(changed.json()).toEqual({ ...DEFAULT_SANDBOX_FAULTS, configUnavailable: true });
    const both = { ...DEFAULT_SANDBOX_FAULTS, configUnavailable: true, embedConfig: false };
    expect((await setFaults({ embedConfig: false })).json()).toEqual(both);
    expect((await getFaults()).json()).toEqual(both);

    const afterReset = await reset();
    expect(afterReset.statusCode).toBe(200);
    expect(afterReset.json()).toEqual(DEFAULT_SANDBOX_FAULTS);
    expect((await getFaults()).json()).toEqual(DEFAULT_SANDBOX_FAULTS);
  });

  it('makes the config call fail while configUnavailable is on', async () => {
    await setFaults({ configUnavailable: true });
    expect((await server.app.inject('/bff-api/config/all.json')).statusCode).toBe(503);
    await reset();
    expect((await server.app.inject('/bff-api/config/all.json')).statusCode).toBe(200);
  });

  it('refuses a body that is not a set of faults, changing nothing', async () => {
    for (const payload of [{ configUnavailable: 'yes' }, [true]]) {
      const response = await setFaults(payload);
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).errors?.[0]?.code).toBe('invalid_body');
    }
    const unreadable = await server.app.inject({
      method: 'PUT',
      url: '/sandbox-api/control/faults',
      headers: { 'content-type': 'application/json' },
      payload: '{"configUnavailable":',
    });
    expect(unreadable.statusCode).toBe(400);
    expect(errorBodySchema.parse(unreadable.json()).statusCode).toBe(400);
    expect((await getFaults()).json()).toEqual(DEFAULT_SANDBOX_FAULTS);
  });

  it('is there in demo mode too', async () => {
    await server.restart({ mode: 'demo' });
    expect((await getFaults()).statusCode).toBe(200);
  });
});

describe('control API in production mode', () => {
  it('does not exist: every control path is a 404 with the error body', async () => {
    await server.restart({ mode: 'production' });
    for (const response of [await getFaults(), await setFaults({ configUnavailable: true }), await reset()]) {
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json())).toMatchObject({
        statusCode: 404,
        errors: [{ code: 'not_found' }],
      });
    }
    // And nothing was switched.
    expect((await server.app.inject('/bff-api/config/all.json')).statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', '/sandbox-api/control/expire-tokens'],
      ['POST', '/sandbox-api/control/end-sessions'],
      ['POST', '/sandbox-api/control/terms'],
      ['GET', '/sandbox-api/control/messages'],
      ['GET', '/sandbox-api/control/captcha'],
    ] as const) {
      expect((await server.app.inject({ method, url })).statusCode, url).toBe(404);
    }
  });
});

describe('session faults', () => {
  const login = async (headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/web-api/auth/login',
      headers,
      payload: {
        uLogin: encode(DEMO.email.login),
        uPassword: encode(DEMO.email.password),
        save: false,
        componentData: await fingerprintToken(server.app),
      },
    });

  it('unauthorizedNext: the next N auth calls answer 401, counting down', async () => {
    const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
    await setFaults({ unauthorizedNext: 2 });
    const rights = () => server.app.inject({ url: '/web-api/auth/rights', headers: authHeaders(browser) });
    expect((await rights()).statusCode).toBe(401);
    expect((await getFaults()).json()).toMatchObject({ unauthorizedNext: 1 });
    // Calls not marked auth do not count.
    expect((await server.app.inject({ url: '/web-api/auth/user-id', headers: authHeaders(browser) })).statusCode).toBe(
      200,
    );
    expect((await rights()).statusCode).toBe(401);
    expect((await rights()).statusCode).toBe(200);
    expect((await getFaults()).json()).toMatchObject({ unauthorizedNext: 0 });
  });

  it('captchaNext: the next N sign-in calls answer 400 with captchaCode', async () => {
    await setFaults({ captchaNext: 1, captchaCode: 113 });
    const refused = await login();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: [{ code: 113 }] });
    expect((await getFaults()).json()).toMatchObject({ captchaNext: 0, captchaCode: 113 });
    expect((await login()).statusCode).toBe(200);
  });

  it('fingerprintNext: the next N sign-in and registration calls answer 400 with the fingerprint code', async () => {
    await setFaults({ fingerprintNext: 2 });
    expect(errorCodeOf(await login())).toBe(FINGERPRINT_ERROR_CODE);
    const registration = await server.app.inject({
      method: 'POST',
      url: '/web-api/registration/fast_reg',
      payload: { currencyId: 1, countryId: 1, bonusChoice: 0, componentData: await fingerprintToken(server.app) },
    });
    expect(errorCodeOf(registration)).toBe(FINGERPRINT_ERROR_CODE);
    expect((await login()).statusCode).toBe(200);
  });

  it('latencyMs delays and errorRate fails the calls of /web-api, /captcha and /social-api only', async () => {
    const waits: number[] = [];
    let roll = 0.9;
    await server.restart({ random: () => roll, sleep: async (ms) => void waits.push(ms) });
    await setFaults({ latencyMs: 1500, errorRate: 0.5 });
    expect((await server.app.inject({ url: '/web-api/session' })).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/captcha/update' })).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/bff-api/config/all.json' })).statusCode).toBe(200);
    expect(waits).toEqual([1500, 1500]);
    roll = 0.1;
    for (const url of ['/web-api/session', '/captcha/gettime', '/social-api/oauth/google-one-tap/clientId']) {
      const failed = await server.app.inject({ url });
      expect(failed.statusCode, url).toBe(500);
      expect(errorCodeOf(failed)).toBe('sandbox_error');
    }
    expect((await server.app.inject({ url: '/bff-api/config/all.json' })).statusCode).toBe(200);
    expect((await getFaults()).statusCode).toBe(200);
  });

  it('errorAfterRate answers 500 after the call ran; timeoutRate and outOfOrderRate hold answers (issue 17 chaos)', async () => {
    const waits: number[] = [];
    let rolls: number[] = [];
    await server.restart({ random: () => rolls.shift() ?? 0.99, sleep: async (ms) => void waits.push(ms) });
    await setFaults({
      errorAfterRate: 0.1,
      timeoutRate: 0.05,
      timeoutHoldMs: 4000,
      outOfOrderRate: 0.02,
      outOfOrderMaxMs: 800,
    });

    // Out of order (0.01 < 0.02) held 0.5 × 800 ms, then timed out (0.01 < 0.05), then answered.
    rolls = [0.01, 0.5, 0.01, 0.99];
    expect((await server.app.inject({ url: '/web-api/session' })).statusCode).toBe(200);
    expect(waits).toEqual([400, 4000]);

    // The call runs, its answer is replaced by a 500 (betting/placement-chaos.test.ts shows the coupon stays).
    rolls = [];
    const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
    rolls = [0.99, 0.99, 0.05];
    const lost = await server.app.inject({ url: '/web-api/auth/rights', headers: authHeaders(browser) });
    expect(lost.statusCode).toBe(500);
    expect(errorBodySchema.parse(lost.json())).toMatchObject({ errors: [{ code: 'sandbox_error' }] });

    // Nothing outside the faulty prefixes, and the control API never.
    rolls = [0, 0, 0, 0, 0, 0];
    expect((await server.app.inject({ url: '/bff-api/config/all.json' })).statusCode).toBe(200);
    expect((await getFaults()).statusCode).toBe(200);
    expect(waits).toEqual([400, 4000]);
  });

  it('shows the outbox newest first, filtered by recipient, and reset clears it with the captchas', async () => {
    const send = (number: string) =>
      server.app.inject({
        method: 'POST',
        url: '/web-api/auth/sms/send',
        payload: { 'phone-number': number, 'phone-code': '+7' },
      });
    await send('9001110001');
    await send('9001110002');
    const all = (await server.app.inject({ url: '/sandbox-api/control/messages' })).json<{
      messages: { to: string }[];
    }>();
    expect(all.messages.map((message) => message.to)).toEqual(['+79001110002', '+79001110001']);
    const one = await server.app.inject({ url: '/sandbox-api/control/messages?to=%2B79001110001' });
    expect(one.json<{ messages: { to: string }[] }>().messages.map((message) => message.to)).toEqual(['+79001110001']);

    expect((await server.app.inject({ url: '/sandbox-api/control/captcha' })).json()).toBeNull();
    await server.app.inject({ url: '/captcha/update' });
    expect((await server.app.inject({ url: '/sandbox-api/control/captcha' })).json()).toMatchObject({
      answer: expect.stringMatching(/^\d{5}$/),
    });

    await setFaults({ unauthorizedNext: 3, captchaNext: 1, fingerprintNext: 1 });
    expect((await reset()).json()).toEqual(DEFAULT_SANDBOX_FAULTS);
    expect((await server.app.inject({ url: '/sandbox-api/control/messages' })).json()).toEqual({ messages: [] });
    expect((await server.app.inject({ url: '/sandbox-api/control/captcha' })).json()).toBeNull();
    // The SMS wait went with the reset.
    expect((await send('9001110001')).statusCode).toBe(200);
  });
});
