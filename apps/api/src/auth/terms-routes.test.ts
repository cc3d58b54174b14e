import { TERMS_EXCEPTION_CODE } from '@bet/contract';
import { describe, expect, it } from 'vitest';
import { SEED_TERMS_UPDATED_AT } from './auth-seed';
import { authHeaders, DEMO, errorCodeOf, signInAs } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();

const STATUS = '/web-api/api-v3/v2/user/agreement-rules/status';
const CONFIRM = '/web-api/api-v3/v2/user/agreement-rules/confirm';

describe('terms', () => {
  it('answers 451 with exception_code 1 until the player confirms the new terms', async () => {
    const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
    const headers = authHeaders(browser);
    const before = await server.app.inject({ url: STATUS, headers });
    expect(before.json()).toEqual({ result: false, updatedAt: SEED_TERMS_UPDATED_AT.getTime() / 1000 });

    server.clock.advance(1000);
    const published = await server.app.inject({ method: 'POST', url: '/sandbox-api/control/terms' });
    const { updatedAt } = published.json<{ updatedAt: number }>();
    expect(updatedAt).toBe(Math.floor(server.clock.now() / 1000));

    expect((await server.app.inject({ url: STATUS, headers })).json()).toEqual({ result: true, updatedAt });
    for (const url of ['/web-api/auth/rights', '/web-api/user/config', '/web-api/user/accounts']) {
      const refused = await server.app.inject({ url, headers });
      expect(refused.statusCode, url).toBe(451);
      expect(refused.json()).toMatchObject({ statusCode: 451, exception_code: TERMS_EXCEPTION_CODE });
    }
    // Not these: the session itself still works.
    expect((await server.app.inject({ url: '/web-api/user/gettoken', headers })).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/web-api/auth/user-id', headers })).json()).toEqual({
      user_id: DEMO.email.id,
    });

    const stale = await server.app.inject({
      method: 'POST',
      url: CONFIRM,
      headers,
      payload: { updatedAt: updatedAt - 1 },
    });
    expect(stale.statusCode).toBe(400);
    expect(errorCodeOf(stale)).toBe('terms_changed');

    const confirmed = await server.app.inject({ method: 'POST', url: CONFIRM, headers, payload: { updatedAt } });
    expect(confirmed.json()).toEqual({ result: false, updatedAt });
    expect((await server.app.inject({ url: STATUS, headers })).json()).toEqual({ result: false, updatedAt });
    expect((await server.app.inject({ url: '/web-api/auth/rights', headers })).statusCode).toBe(200);
  });

  it('lets a player who has not confirmed sign out', async () => {
    const browser = await signInAs(server.app, String(DEMO.phone.id), DEMO.phone.password);
    server.clock.advance(1000);
    await server.app.inject({ method: 'POST', url: '/sandbox-api/control/terms' });
    const headers = authHeaders(browser);
    expect((await server.app.inject({ url: '/web-api/auth/rights', headers })).statusCode).toBe(451);
    const out = await server.app.inject({ method: 'POST', url: '/web-api/auth/disconnect', headers });
    expect(out.json()).toEqual({ success: true });
  });
});
