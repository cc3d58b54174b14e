import { DEFAULT_SANDBOX_FAULTS, errorBodySchema, sandboxFaultsSchema } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import type { SandboxMode } from '../server';
import { buildServer } from '../server';
import { openTestDatabase } from '../testing/test-database';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
afterEach(async () => {
  await app?.close();
});

async function start(mode: SandboxMode) {
  app = await buildServer({ database, mode, webDist: '/nonexistent' });
}

const getFaults = () => app.inject({ method: 'GET', url: '/sandbox-api/control/faults' });
const setFaults = (payload: object) => app.inject({ method: 'PUT', url: '/sandbox-api/control/faults', payload });
const reset = () => app.inject({ method: 'POST', url: '/sandbox-api/control/reset' });

describe('control API in test mode', () => {
  it('reports the defaults, switches faults one by one and resets them', async () => {
    await start('test');
    const initial = await getFaults();
    expect(initial.statusCode).toBe(200);
    expect(initial.headers['cache-control']).toBe('no-store');
    expect(sandboxFaultsSchema.parse(initial.json())).toEqual(DEFAULT_SANDBOX_FAULTS);

    const changed = await setFaults({ configUnavailable: true });
    expect(changed.json()).toEqual({ ...DEFAULT_SANDBOX_FAULTS, configUnavailable: true });
    expect((await setFaults({ embedConfig: false })).json()).toEqual({ configUnavailable: true, embedConfig: false });
    expect((await getFaults()).json()).toEqual({ configUnavailable: true, embedConfig: false });

    const afterReset = await reset();
    expect(afterReset.statusCode).toBe(200);
    expect(afterReset.json()).toEqual(DEFAULT_SANDBOX_FAULTS);
    expect((await getFaults()).json()).toEqual(DEFAULT_SANDBOX_FAULTS);
  });

  it('makes the config call fail while configUnavailable is on', async () => {
    await start('test');
    await setFaults({ configUnavailable: true });
    expect((await app.inject('/bff-api/config/all.json')).statusCode).toBe(503);
    await reset();
    expect((await app.inject('/bff-api/config/all.json')).statusCode).toBe(200);
  });

  it('refuses a body that is not a set of faults, changing nothing', async () => {
    await start('test');
    for (const payload of [{ configUnavailable: 'yes' }, [true]]) {
      const response = await setFaults(payload);
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).errors?.[0]?.code).toBe('invalid_body');
    }
    const unreadable = await app.inject({
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
    await start('demo');
    expect((await getFaults()).statusCode).toBe(200);
  });
});

describe('control API in production mode', () => {
  it('does not exist: every control path is a 404 with the error body', async () => {
    await start('production');
    for (const response of [await getFaults(), await setFaults({ configUnavailable: true }), await reset()]) {
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json())).toMatchObject({ statusCode: 404, errors: [{ code: 'not_found' }] });
    }
    // And nothing was switched.
    expect((await app.inject('/bff-api/config/all.json')).statusCode).toBe(200);
  });
});
