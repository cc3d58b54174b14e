import { describe, expect, it } from 'vitest';
import { authHeaders, DEMO, errorCodeOf, signInAs } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();

/**
 * Found by the contract fuzzing (src/fuzz): numbers the schemas accept (safe integers) but the
 * columns cannot hold (int4, timestamps) made the query fail and the sandbox answer 500. They are
 * refused with 400 and the error body now.
 */
describe('numbers past what the columns hold', () => {
  const HUGE = 9_007_199_254_740_991;
  const cases: [string, Record<string, unknown>][] = [
    ['/web-api/user/accounts/currency', { currencyId: HUGE }],
    ['/web-api/user/accounts/currency/remove', { accountId: HUGE }],
    ['/web-api/user/accounts/active', { id: HUGE }],
    ['/web-api/user/cookies-agreement', { cookiesAgreeTime: HUGE, cookiesAgreeType: 'DISABLE' }],
    [
      '/web-api/api/web/user/v1/reality-check',
      { data: { attributes: { action: 'continue', do_not_show_again: true, popup_show_at: HUGE } } },
    ],
  ];

  for (const [url, payload] of cases) {
    it(`POST ${url} ${JSON.stringify(payload)} is a 4xx with the error body, not a 500`, async () => {
      const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
      const response = await server.app.inject({ method: 'POST', url, headers: authHeaders(browser), payload });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(errorCodeOf(response)).toEqual(expect.any(String));
    });
  }
});

describe('times past what a date holds', () => {
  for (const url of [
    '/web-api/bets/history?from=9007199254740991',
    '/web-api/bets/history?to=-9007199254740991',
    '/web-api/payments/history?from=9007199254740991',
    '/web-api/payments/history?to=9007199254740991',
  ]) {
    it(`GET ${url} is not a 500`, async () => {
      const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
      const response = await server.app.inject({ url, headers: authHeaders(browser) });
      expect(response.statusCode, response.body).toBeLessThan(500);
    });
  }
});
