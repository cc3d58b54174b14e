import { BET_ERROR_CODES, PAYMENT_ERROR_CODES, paymentRefusalSchema, placementRefusalSchema } from '@bet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { settleGame } from '../betting/settle-game';
import { couponBody, finishGame, GAME, leg, M, place, useBettor } from '../betting/testing/bet-fixture';
import { payments } from '../db/schema';
import { DEMO, signInAs } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import { expectLedgerBalanced } from '../payments/testing/payment-kit';
import { newRequestId } from '../payments/testing/payment-kit';
import { authHeaders } from '../testing/auth-test-kit';
import { freshLedger, resetLimits, saveLimit, savedOk } from './testing/limit-kit';

const server = useTestServer();
const bettor = useBettor(server);

beforeEach(async () => {
  await resetLimits(server.database.db, DEMO.email.id);
  await server.database.db.delete(payments);
  await freshLedger(server.database.db, DEMO.email.id, new Date(server.clock.now()));
});

function deposit(amount: number) {
  return server.app.inject({
    method: 'POST',
    url: '/web-api/payments/deposit',
    headers: authHeaders(bettor.browser),
    payload: { requestId: newRequestId(), accountId: bettor.accountId, methodId: 'card', amount, lang: 'en' },
  });
}

function stake(amount: number, gameId: number = GAME.a) {
  return place(server.app, bettor.browser, couponBody([leg(M.result1(gameId))], { amount }));
}

async function setLimit(limitType: number, limitValue: number) {
  await savedOk(await saveLimit(server.app, bettor.browser, { limitType, limitValue }));
}

describe('deposits meet the deposit limits (spec 01 §4 "Deposit limit")', () => {
  it('a deposit over what is left is refused with the amount left; open deposits count, expired ones do not', async () => {
    await setLimit(20, 100_000);
    expect((await deposit(60_000)).statusCode).toBe(200);
    const refused = await deposit(50_000);
    expect(refused.statusCode).toBe(400);
    expect(paymentRefusalSchema.parse(refused.json())).toMatchObject({
      errors: [{ code: PAYMENT_ERROR_CODES.limitExceeded }],
      limit: 40_000,
    });
    expect((await deposit(40_000)).statusCode).toBe(200);
    expect(paymentRefusalSchema.parse((await deposit(10_000)).json()).limit).toBe(0);
    // The unpaid sessions run out (15 min): their room comes back.
    server.clock.advance(16 * 60_000);
    bettor.browser.token = (await signInAs(server.app, DEMO.email.login, DEMO.email.password)).token;
    expect((await deposit(100_000)).statusCode).toBe(200);
  });

  it('the weekly and monthly limits count too; the tightest one answers', async () => {
    await setLimit(21, 200_000);
    await setLimit(22, 70_000);
    const refused = await deposit(80_000);
    expect(paymentRefusalSchema.parse(refused.json()).limit).toBe(70_000);
  });

  it('self-exclusion and deposit time-out refuse every deposit with nothing left', async () => {
    for (const type of [30, 33]) {
      await resetLimits(server.database.db, DEMO.email.id);
      await setLimit(type, 1);
      const refused = await deposit(10_000);
      expect(refused.statusCode).toBe(400);
      expect(paymentRefusalSchema.parse(refused.json())).toMatchObject({
        errors: [{ code: PAYMENT_ERROR_CODES.limitExceeded }],
        limit: 0,
      });
    }
  });

  it('concurrent starts cannot together pass the limit', async () => {
    await setLimit(20, 100_000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => deposit(30_000)));
    const accepted = answers.filter((response) => response.statusCode === 200);
    expect(accepted).toHaveLength(3);
    for (const refused of answers.filter((response) => response.statusCode !== 200)) {
      expect(paymentRefusalSchema.parse(refused.json())).toMatchObject({
        errors: [{ code: PAYMENT_ERROR_CODES.limitExceeded }],
        limit: 10_000,
      });
    }
  });
});

describe('stakes meet the wagering, loss and self-exclusion limits (spec 01 §3 types 1-3, 10-12, 30)', () => {
  it('a bet over the wagering limit is refused with what may still be staked, and nothing is debited', async () => {
    await setLimit(1, 20_000);
    expect((await stake(15_000)).statusCode).toBe(200);
    const refused = await stake(10_000, GAME.b);
    expect(refused.statusCode).toBe(400);
    expect(placementRefusalSchema.parse(refused.json())).toMatchObject({
      errors: [{ code: BET_ERROR_CODES.limitExceeded }],
      limit: 5_000,
    });
    expect((await stake(5_000, GAME.b)).statusCode).toBe(200);
    await expectLedgerBalanced(server.database.db);
  });

  it('a loss limit counts stakes minus wins', async () => {
    await setLimit(10, 15_000);
    const first = await stake(10_000);
    expect(first.statusCode, first.body).toBe(200);
    // 2-0: the single on 1 (coefficient 2.00) wins 20 000.
    await finishGame(server.database.db, GAME.a, 2, 0, new Date(server.clock.now()));
    await settleGame(server.database.db, GAME.a);
    // Lost so far: nothing (10 000 staked, 20 000 paid), so the whole 15 000 is room.
    expect((await stake(15_000, GAME.b)).statusCode).toBe(200);
    const refused = await stake(20_000, GAME.c);
    // Staked 25 000, paid 20 000: lost 5 000 of 15 000.
    expect(placementRefusalSchema.parse(refused.json()).limit).toBe(10_000);
  });

  it('concurrent stakes cannot together pass a wagering limit', async () => {
    await setLimit(1, 30_000);
    const games = [GAME.a, GAME.b, GAME.c, GAME.d, GAME.e, GAME.f];
    const answers = await Promise.all(games.map((game) => stake(10_000, game)));
    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(3);
  });

  it('self-exclusion refuses every bet with nothing left', async () => {
    await setLimit(30, 1);
    const refused = await stake(1_000);
    expect(refused.statusCode).toBe(400);
    expect(placementRefusalSchema.parse(refused.json())).toMatchObject({
      errors: [{ code: BET_ERROR_CODES.limitExceeded }],
      limit: 0,
    });
  });
});
