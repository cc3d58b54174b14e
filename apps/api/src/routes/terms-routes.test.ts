import { TERMS_EXCEPTION_CODE } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { SEED_TERMS_UPDATED_AT } from '../db/seed-data';
import { buildServer } from '../server';
import type { FakeClock } from '../testing/auth-test-kit';
import { authHeaders, createFakeClock, DEMO, errorCodeOf, signInAs } from '../testing/auth-test-kit';
import { openTestDatabase } from '../testing/test-database';

let database: Database;
let app: FastifyInstance;
let clock: FakeClock;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await app?.close();
  await database.close();
});
beforeEach(async () => {
  await app?.close();
  clock = createFakeClock();
  app = await buildServer({ database, mode: 'test', webDist: '/nonexistent', clock });
});

const STATUS = '/web-api/api-v3/v2/user/agreement-rules/status';
const CONFIRM = '/web-api/api-v3/v2/user/agreement-rules/confirm';

describe('terms', () => {
  it('answers 451 with exception_code 1 until the player confirms the new terms', async () => {
    const browser = await signInAs(app, DEMO.email.login, DEMO.email.password);
    const headers = authHeaders(browser);
    const before = await app.inject({ url: STATUS, headers });
    expect(before.json()).toEqual({ result: false, updatedAt: SEED_TERMS_UPDATED_AT.getTime() / 1000 });

    clock.advance(1000);
    const published = await app.inject({ method: 'POST', url: '/sandbox-api/control/terms' });
    const { updatedAt } = published.json<{ updatedAt: number }>();
    expect(updatedAt).toBe(Math.floor(clock.now() / 1000));

    expect((await app.inject({ url: STATUS, headers })).json()).toEqual({ result: true, updatedAt });
    for (const url of ['/web-api/auth/rights', '/web-api/user/config', '/web-api/user/accounts']) {
      const refused = await app.inject({ url, headers });
      expect(refused.statusCode, url).toBe(451);
      expect(refused.json()).toMatchObject({ statusCode: 451, exception_code: TERMS_EXCEPTION_CODE });
    }
    // Not these: the session itself still works.
    expect((await app.inject({ url: '/web-api/user/gettoken', headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/web-api/auth/user-id', headers })).json()).toEqual({ user_id: DEMO.email.id });

    const stale = await app.inject({ method: 'POST', url: CONFIRM, headers, payload: { updatedAt: updatedAt - 1 } });
    expect(stale.statusCode).toBe(400);
    expect(errorCodeOf(stale)).toBe('terms_changed');

    const confirmed = await app.inject({ method: 'POST', url: CONFIRM, headers, payload: { updatedAt } });
    expect(confirmed.json()).toEqual({ result: false, updatedAt });
    expect((await app.inject({ url: STATUS, headers })).json()).toEqual({ result: false, updatedAt });
    expect((await app.inject({ url: '/web-api/auth/rights', headers })).statusCode).toBe(200);
  });

  it('lets a player who has not confirmed sign out', async () => {
    const browser = await signInAs(app, String(DEMO.phone.id), DEMO.phone.password);
    clock.advance(1000);
    await app.inject({ method: 'POST', url: '/sandbox-api/control/terms' });
    const headers = authHeaders(browser);
    expect((await app.inject({ url: '/web-api/auth/rights', headers })).statusCode).toBe(451);
    const out = await app.inject({ method: 'POST', url: '/web-api/auth/disconnect', headers });
    expect(out.json()).toEqual({ success: true });
  });
});
