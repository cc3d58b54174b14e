import type { PaymentSession } from '@bet/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { couponBody, GAME, leg, M, place, useBettor } from '../betting/testing/bet-fixture';
import { authHeaders } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import { CARDS, expectLedgerBalanced, moneyOf, newRequestId, setBalance, submitCard } from './testing/payment-kit';

const server = useTestServer();
const bettor = useBettor(server);

afterEach(async () => {
  await expectLedgerBalanced(server.database.db);
});

describe('deposits and stakes at once', () => {
  it('never overdraw: every accepted stake is covered, and the balance is what the ledger says', async () => {
    await setBalance(server.database.db, bettor.accountId, 30_000);
    const sessions = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const response = await server.app.inject({
          method: 'POST',
          url: '/web-api/payments/deposit',
          headers: authHeaders(bettor.browser),
          payload: {
            requestId: newRequestId(),
            accountId: bettor.accountId,
            methodId: 'card',
            amount: 20_000,
            lang: 'en',
          },
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<PaymentSession>();
      }),
    );
    const games = [GAME.a, GAME.b, GAME.c, GAME.d, GAME.e, GAME.f];
    const [deposits, stakes] = await Promise.all([
      Promise.all(sessions.map((session) => submitCard(server.app, session, CARDS.success))),
      Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          place(
            server.app,
            bettor.browser,
            couponBody([leg(M.result1(games[i % games.length] ?? GAME.a))], { amount: 10_000 }),
          ),
        ),
      ),
    ]);
    expect(deposits.every((response) => response.statusCode === 303)).toBe(true);
    const accepted = stakes.filter((response) => response.statusCode === 200).length;
    for (const refused of stakes.filter((response) => response.statusCode !== 200)) {
      expect(refused.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('insufficient_funds');
    }
    const balance = await moneyOf(server.database.db, bettor.accountId);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(30_000 + 5 * 20_000 - accepted * 10_000);
    expect(accepted).toBeLessThanOrEqual(13);
  });
});
