import { BLOCK_REASONS, MAINTENANCE_COOKIE } from '@bet/contract';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();

const REDIRECT = '/redirects-api/api/v1/redirect-light';
const BLOCK = '/blocks-api/api/v2/block';
const FAULTS = '/sandbox-api/control/faults';

async function setFaults(payload: Record<string, unknown>) {
  const answer = await server.app.inject({ method: 'PUT', url: FAULTS, payload });
  expect(answer.statusCode).toBe(200);
}

describe('redirect check (spec 02 §7 POST /redirects-api/api/v1/redirect-light)', () => {
  it('answers no redirect by default, in the §3 shape', async () => {
    const answer = await server.app.inject({ method: 'POST', url: REDIRECT, payload: { url: 'http://site.test/ru/' } });
    expect(answer.json()).toEqual({ redirect: false, code: 200, url: null, reasons: [], breadcrumbs: [] });
  });

  it('refuses a body without url', async () => {
    expect((await server.app.inject({ method: 'POST', url: REDIRECT, payload: {} })).statusCode).toBe(400);
  });

  it('sends every other address to redirectTo, and the target nowhere', async () => {
    await setFaults({ redirectTo: '/en/' });
    const away = await server.app.inject({
      method: 'POST',
      url: REDIRECT,
      payload: { url: 'http://site.test/ru/?x=1' },
    });
    expect(away.json()).toMatchObject({ redirect: true, code: 302, url: 'http://site.test/en/' });
    const target = await server.app.inject({
      method: 'POST',
      url: REDIRECT,
      payload: { url: 'http://site.test/en/?x=1' },
    });
    expect(target.json()).toMatchObject({ redirect: false, url: null });
  });

  it('with redirectCyclic the target answers a redirect back to where the visitor came from', async () => {
    await setFaults({ redirectTo: '/en/', redirectCyclic: true });
    await server.app.inject({ method: 'POST', url: REDIRECT, payload: { url: 'http://site.test/ru/?flag=1' } });
    const back = await server.app.inject({ method: 'POST', url: REDIRECT, payload: { url: 'http://site.test/en/' } });
    expect(back.json()).toMatchObject({ redirect: true, url: 'http://site.test/ru/?flag=1' });
  });
});

describe('block check (spec 02 §7 POST /blocks-api/api/v2/block)', () => {
  it('answers not blocked by default', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: BLOCK,
      payload: { auth: false, url: 'http://site.test/ru/' },
    });
    expect(answer.json()).toEqual({ displayTypeId: 0, templateTypeId: null });
  });

  it.each(BLOCK_REASONS)('answers blocking reason %i when switched on', async (reason) => {
    await setFaults({ blockReason: reason });
    const answer = await server.app.inject({
      method: 'POST',
      url: BLOCK,
      payload: { auth: true, url: 'http://site.test/ru/' },
    });
    expect(answer.json()).toMatchObject({ displayTypeId: reason });
  });

  it('refuses a reason the spec does not name', async () => {
    expect((await server.app.inject({ method: 'PUT', url: FAULTS, payload: { blockReason: 7 } })).statusCode).toBe(400);
  });

  it('answers 500 with blockCheckFails', async () => {
    await setFaults({ blockCheckFails: true });
    const answer = await server.app.inject({
      method: 'POST',
      url: BLOCK,
      payload: { auth: false, url: 'http://site.test/ru/' },
    });
    expect(answer.statusCode).toBe(500);
  });
});

describe('maintenance (GET /web-api/maintenance, spec 01 §3 first form)', () => {
  it('answers off and removes the maintenance cookie by default', async () => {
    const answer = await server.app.inject({ url: '/web-api/maintenance' });
    expect(answer.json()).toEqual({
      started_at: null,
      ended_at: null,
      notify_started_at: null,
      notify_ended_at: null,
      isActive: 0,
      web_state: 0,
    });
    expect(String(answer.headers['set-cookie'])).toContain(`${MAINTENANCE_COOKIE}=;`);
  });

  it('answers isActive and sets the maintenance cookie to 1 while switched on', async () => {
    await setFaults({ maintenanceActive: true });
    const answer = await server.app.inject({ url: '/web-api/maintenance' });
    expect(answer.json()).toMatchObject({ isActive: 1 });
    expect(String(answer.headers['set-cookie'])).toContain(`${MAINTENANCE_COOKIE}=1;`);
  });

  it('answers the window and the notice window in seconds; the cookie follows the window', async () => {
    const now = Math.floor(server.clock.now() / 1000);
    await setFaults({
      maintenanceStartAt: now + 60,
      maintenanceFinishAt: now + 120,
      maintenanceNotifyStartAt: now - 10,
      maintenanceNotifyEndAt: now + 60,
    });
    const before = await server.app.inject({ url: '/web-api/maintenance' });
    expect(before.json()).toMatchObject({
      started_at: now + 60,
      ended_at: now + 120,
      notify_started_at: now - 10,
      notify_ended_at: now + 60,
      isActive: 0,
    });
    expect(String(before.headers['set-cookie'])).toContain(`${MAINTENANCE_COOKIE}=;`);
    server.clock.advance(90_000);
    const during = await server.app.inject({ url: '/web-api/maintenance' });
    expect(String(during.headers['set-cookie'])).toContain(`${MAINTENANCE_COOKIE}=1;`);
  });
});
