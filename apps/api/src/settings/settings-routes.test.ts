import { describe, expect, it } from 'vitest';
import { getCouponConfig, saveOfficeSetting } from '@bet/contract';
import { authHeaders, DEMO, errorCodeOf, signInAs } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();

async function save(headers: Record<string, string>, id: string, value: unknown) {
  return server.app.inject({ method: 'POST', url: saveOfficeSetting.path, headers, payload: { id, value } });
}

async function oddsView(headers: Record<string, string>) {
  const config = (await server.app.inject({ url: getCouponConfig.path, headers })).json<{
    coefViewId: number | null;
    appViewType: number | null;
  }>();
  return { coefViewId: config.coefViewId, appViewType: config.appViewType };
}

describe('save one setting (spec 02 §7 Office, contract saveOfficeSetting)', () => {
  it('needs a signed-in player (spec 02 §6)', async () => {
    const refused = await server.app.inject({
      method: 'POST',
      url: saveOfficeSetting.path,
      payload: { id: 'coefViewId', value: 1 },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('stores the odds view per player; the coupon config answers it (null until saved, spec 01 §3)', async () => {
    const headers = authHeaders(await signInAs(server.app, DEMO.email.login, DEMO.email.password));
    expect(await oddsView(headers)).toEqual({ coefViewId: null, appViewType: null });
    expect((await save(headers, 'appViewType', 1)).json()).toEqual({ status: 1, messages: [] });
    expect((await save(headers, 'coefViewId', 3)).json()).toEqual({ status: 1, messages: [] });
    expect(await oddsView(headers)).toEqual({ coefViewId: 3, appViewType: 1 });
    await save(headers, 'appViewType', 0);
    await save(headers, 'coefViewId', 2);
    expect(await oddsView(headers)).toEqual({ coefViewId: 2, appViewType: 0 });
  });

  it('refuses with status 2 and a message a format the view does not offer, an unknown id or a bad value (spec 01 §5, 02 §8)', async () => {
    const headers = authHeaders(await signInAs(server.app, DEMO.email.login, DEMO.email.password));
    await save(headers, 'appViewType', 0);
    const asian = (await save(headers, 'coefViewId', 4)).json<{ status: number; messages: string[] }>();
    expect(asian.status).toBe(2);
    expect(asian.messages[0]).toMatch(/not offered/);
    expect((await save(headers, 'appViewType', 7)).json()).toMatchObject({ status: 2 });
    expect((await save(headers, 'appViewType', '1')).json()).toMatchObject({ status: 2 });
    expect((await save(headers, 'nope', 1)).json()).toMatchObject({
      status: 2,
      messages: ['There is no setting "nope".'],
    });
    expect((await save(headers, '', 1)).statusCode).toBe(400);
  });

  it('answers 500 under the officeSettingSaveFails fault', async () => {
    const headers = authHeaders(await signInAs(server.app, DEMO.email.login, DEMO.email.password));
    await server.app.inject({
      method: 'PUT',
      url: '/sandbox-api/control/faults',
      payload: { officeSettingSaveFails: true },
    });
    const failed = await save(headers, 'coefViewId', 1);
    await server.app.inject({
      method: 'PUT',
      url: '/sandbox-api/control/faults',
      payload: { officeSettingSaveFails: false },
    });
    expect(failed.statusCode).toBe(500);
    expect(errorCodeOf(failed)).toBe('office_setting_unavailable');
  });
});
