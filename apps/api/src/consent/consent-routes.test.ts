import { describe, expect, it } from 'vitest';
import { authHeaders, DEMO, errorCodeOf, signInAs } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();

const SAVE = '/web-api/user/cookies-agreement';
const COUNTERS = '/web-api/analytics/counters';
const AGREEMENTS = '/sandbox-api/control/cookie-agreements';

describe('save cookies agreement time (spec 02 §7 Office)', () => {
  it('needs a signed-in player (spec 02 §6)', async () => {
    const refused = await server.app.inject({ method: 'POST', url: SAVE, payload: { cookiesAgreeTime: 1 } });
    expect(refused.statusCode).toBe(401);
  });

  it("stores the player's latest agreement, readable through the control API", async () => {
    const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
    const headers = authHeaders(browser);
    const first = await server.app.inject({
      method: 'POST',
      url: SAVE,
      headers,
      payload: { cookiesAgreeTime: 1_700_000_000_000 },
    });
    expect(first.json()).toEqual({ success: true });
    const second = await server.app.inject({
      method: 'POST',
      url: SAVE,
      headers,
      payload: { cookiesAgreeTime: 1_700_000_500_000, cookiesAgreeType: 'MARKETING' },
    });
    expect(second.statusCode).toBe(200);
    const list = (await server.app.inject({ url: AGREEMENTS })).json<unknown[]>();
    expect(list).toContainEqual({
      playerId: DEMO.email.id,
      cookiesAgreeTime: 1_700_000_500_000,
      cookiesAgreeType: 'MARKETING',
    });
  });

  it('rejects a body without the time, and answers 500 under the cookieAgreementUnavailable fault', async () => {
    const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
    const headers = authHeaders(browser);
    const bad = await server.app.inject({ method: 'POST', url: SAVE, headers, payload: {} });
    expect(bad.statusCode).toBe(400);
    await server.app.inject({
      method: 'PUT',
      url: '/sandbox-api/control/faults',
      payload: { cookieAgreementUnavailable: true },
    });
    const failed = await server.app.inject({ method: 'POST', url: SAVE, headers, payload: { cookiesAgreeTime: 5 } });
    expect(failed.statusCode).toBe(500);
    expect(errorCodeOf(failed)).toBe('cookie_agreement_unavailable');
  });
});

describe('analytics counters (spec 02 §7 Analytics, spec 01 §3 type ids 1-11)', () => {
  it('answers a list of counters for a domain and project', async () => {
    const answer = await server.app.inject({ url: `${COUNTERS}?domain=orbitbet.example&projectId=1` });
    expect(answer.statusCode).toBe(200);
    const counters = answer.json<{ typeId: number; counterId: string }[]>();
    expect(counters.map((counter) => counter.typeId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(counters[0]?.counterId).toBe('orbitbet.example-1-1');
  });

  it('needs domain and projectId, and answers 503 under the analyticsCountersUnavailable fault', async () => {
    expect((await server.app.inject({ url: COUNTERS })).statusCode).toBe(400);
    await server.app.inject({
      method: 'PUT',
      url: '/sandbox-api/control/faults',
      payload: { analyticsCountersUnavailable: true },
    });
    expect((await server.app.inject({ url: `${COUNTERS}?domain=a&projectId=1` })).statusCode).toBe(503);
  });
});
