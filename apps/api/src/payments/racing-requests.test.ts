import type { PaymentRecord, PaymentSession } from '@bet/contract';
import { PAYMENT_ERROR_CODES } from '@bet/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, ledgerEntries, players } from '../db/schema';
import { errorCodeOf } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import {
  call,
  CARDS,
  moneyOf,
  newRequestId,
  setBalance,
  startDepositOf,
  submitCard,
  usePayer,
} from './testing/payment-kit';

/**
 * Requests that race for something only one of them may have, on PostgreSQL as on PGlite (the
 * sandbox tests run on both: README "PostgreSQL in the tests"). Placements racing for the same
 * money or wagering limit: betting/bet-routes.test.ts "atomic debit", limits/limit-enforcement.test.ts.
 */
const server = useTestServer();
const payer = usePayer(server);

describe('racing payment requests', () => {
  it('two withdrawals of the whole balance at once: one holds the money, the other is refused', async () => {
    await setBalance(server.database.db, payer.accountId, 100_000);
    const answers = await Promise.all(
      [1, 2].map(() =>
        call(server.app, payer, 'POST', '/web-api/payments/withdrawal', {
          requestId: newRequestId(),
          accountId: payer.accountId,
          methodId: 'card',
          amount: 100_000,
          lang: 'en',
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused && errorCodeOf(refused)).toBe(PAYMENT_ERROR_CODES.insufficientFunds);
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(0);
  });

  it('two first deposits paid at once: the first-deposit bonus is credited once', async () => {
    await server.database.db.update(players).set({ bonusChoice: 1 }).where(eq(players.id, payer.playerId));
    // Both start before either is paid, so both carry the bonus choice; only the first paid may get it.
    const sessions = await Promise.all(
      [1, 2].map(async () => {
        const response = await startDepositOf(server.app, payer, { amount: 50_000 });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<PaymentSession & { payment: PaymentRecord }>();
      }),
    );
    await Promise.all(sessions.map((session) => submitCard(server.app, session, CARDS.success)));
    const [bonus] = await server.database.db
      .select({ id: accounts.id, money: accounts.money })
      .from(accounts)
      .where(and(eq(accounts.playerId, payer.playerId), eq(accounts.type, 4)));
    expect(bonus?.money).toBe(50_000);
    const bonusEntries = await server.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, bonus?.id ?? 0));
    expect(bonusEntries).toHaveLength(1);
  });
});
