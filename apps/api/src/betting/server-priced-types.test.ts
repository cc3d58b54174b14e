import { BET_ERROR_CODES, getAntiExpressPrice, placedCouponRecordSchema, placementRefusalSchema } from '@bet/contract';
import type { PostCouponBody } from '@bet/contract';
import { BetStatus } from '@bet/coupon';
import { afterEach, describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../payments/testing/payment-kit';
import { authHeaders } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import { antiExpressCoefMilli, settleAntiExpress } from './anti-express-price';
import { settleGame } from './settle-game';
import {
  couponBody,
  DEMO_START_MONEY,
  finishGame,
  GAME,
  leg,
  M,
  moneyOf,
  place,
  placedCouponId,
  setMarketState,
  useBettor,
} from './testing/bet-fixture';

const server = useTestServer();
const bettor = useBettor(server);

afterEach(async () => {
  await expectLedgerBalanced(server.database.db);
});

const QUOTE = '/web-api/coupon/anti-express';

async function settle(gameId: number, score1: number | null, score2: number | null): Promise<void> {
  await finishGame(server.database.db, gameId, score1, score2, new Date(server.clock.now() + 7_200_000));
  await settleGame(server.database.db, gameId);
}

async function record(couponId: string) {
  const response = await server.app.inject({
    url: `/web-api/bets/coupon?couponId=${couponId}`,
    headers: authHeaders(bettor.browser),
  });
  expect(response.statusCode, response.body).toBe(200);
  return placedCouponRecordSchema.parse(response.json());
}

async function refusalOf(body: PostCouponBody) {
  const response = await place(server.app, bettor.browser, body);
  expect(response.statusCode, response.body).toBe(400);
  return placementRefusalSchema.parse(response.json());
}

describe('anti-express price (README "Anti-express")', () => {
  it('is the fair price 1 / (1 - 1/∏D) with 6 % of its winnings kept, rounded down', () => {
    // ∏ = 4: fair 1.333; 1 + 0.94 / 3 = 1.31333 -> 1.313.
    expect(antiExpressCoefMilli([2000, 2000])).toBe(1313);
    // coupon-math.md vector 2.0, 1.5, 1.25 (fair 1.364): 1 + 0.94 / 2.75 = 1.3418 -> 1.341.
    expect(antiExpressCoefMilli([2000, 1500, 1250])).toBe(1341);
    expect(antiExpressCoefMilli([1000, 1000])).toBeNull();
  });

  it('settles: a lost leg wins it, every leg won loses it, otherwise the stake comes back (spec 01 §4 codes)', () => {
    expect(settleAntiExpress(10_000, 1313, [BetStatus.Lose, BetStatus.NotStarted])).toEqual({
      payout: 13_130,
      status: BetStatus.Win,
    });
    expect(settleAntiExpress(10_000, 1313, [BetStatus.Win, BetStatus.Win])).toEqual({
      payout: 0,
      status: BetStatus.Lose,
    });
    expect(settleAntiExpress(10_000, 1313, [BetStatus.Win, BetStatus.NotStarted])).toBeNull();
    expect(settleAntiExpress(10_000, 1313, [BetStatus.Win, BetStatus.HalfLoseHalfReturn])).toEqual({
      payout: 10_000,
      status: BetStatus.Return,
    });
  });

  it('quotes the price for bets at the line now (contract getAntiExpressPrice), to visitors too', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: QUOTE,
      payload: {
        bets: [
          { id: M.result1(GAME.a), gameId: GAME.a },
          { id: M.result1(GAME.b), gameId: GAME.b },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(getAntiExpressPrice.response.parse(response.json())).toEqual({
      coef: 1.313,
      legs: [
        { marketId: M.result1(GAME.a), coef: 2 },
        { marketId: M.result1(GAME.b), coef: 2 },
      ],
    });
  });

  it('refuses to quote two bets on one game or a suspended market', async () => {
    const sameGame = await server.app.inject({
      method: 'POST',
      url: QUOTE,
      payload: {
        bets: [
          { id: M.result1(GAME.a), gameId: GAME.a },
          { id: M.over25(GAME.a), gameId: GAME.a },
        ],
      },
    });
    expect(sameGame.statusCode).toBe(400);
    expect(sameGame.json().errors[0].code).toBe('anti_express_unavailable');
    await setMarketState(server.database.db, M.result1(GAME.b), { isBlocked: true });
    const suspended = await server.app.inject({
      method: 'POST',
      url: QUOTE,
      payload: {
        bets: [
          { id: M.result1(GAME.a), gameId: GAME.a },
          { id: M.result1(GAME.b), gameId: GAME.b },
        ],
      },
    });
    expect(suspended.statusCode).toBe(400);
    expect(suspended.json().errors[0].detail).toMatch(/suspended/);
  });
});

const antiExpress = (overrides: Partial<PostCouponBody> = {}) =>
  couponBody([leg(M.result1(GAME.a)), leg(M.result1(GAME.b))], { typeId: 6, coef: 1.313, ...overrides });

describe('placing and settling an anti-express (type 6)', () => {
  it('accepts it at the server price: the answer and the history carry antiExpressCoef', async () => {
    const response = await place(server.app, bettor.browser, antiExpress());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ typeId: 6, amount: 10_000, coef: 1.313, possibleWin: 13_130 });
    const stored = await record(response.json().couponId);
    expect(stored).toMatchObject({ typeId: 6, coef: 1.313, status: -1, payout: null });
    expect(stored.amountByBlockId).toBeUndefined();
  });

  it('coef_changed when the price shown is above the server price (changeCoefAction 2); 1 takes it', async () => {
    // The fair preview 1.333 is above the server price.
    const refusal = await refusalOf(antiExpress({ coef: 1.333 }));
    expect(refusal.errors[0]).toEqual({ code: BET_ERROR_CODES.coefChanged, detail: expect.stringMatching(/1\.313/) });
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY);
    const taken = await place(server.app, bettor.browser, antiExpress({ coef: 1.333, changeCoefAction: 1 }));
    expect(taken.json()).toMatchObject({ coef: 1.313 });
  });

  it('a price rise is taken under 2, refused under 0', async () => {
    expect((await place(server.app, bettor.browser, antiExpress({ coef: 1.3 }))).json()).toMatchObject({
      coef: 1.313,
    });
    expect((await refusalOf(antiExpress({ coef: 1.3, changeCoefAction: 0 }))).errors[0]?.code).toBe(
      BET_ERROR_CODES.coefChanged,
    );
  });

  it('invalid_coupon without a price, with one bet, or with two bets on one game', async () => {
    expect((await refusalOf(antiExpress({ coef: null }))).errors[0]?.detail).toMatch(/price the server gives/);
    const one = couponBody([leg(M.result1(GAME.a))], { typeId: 6, coef: 1.5 });
    expect((await refusalOf(one)).errors[0]?.detail).toMatch(/too few bets/);
    const sameGame = couponBody([leg(M.result1(GAME.a)), leg(M.over25(GAME.a))], { typeId: 6, coef: 1.3 });
    expect((await refusalOf(sameGame)).errors[0]?.detail).toMatch(/same game/);
  });

  it('wins when one leg loses: stake × price (status 1)', async () => {
    const id = await placedCouponId(server.app, bettor.browser, antiExpress());
    await settle(GAME.a, 1, 1);
    expect((await record(id)).isSettled).toBe(false);
    await settle(GAME.b, 2, 0);
    expect(await record(id)).toMatchObject({ status: BetStatus.Win, payout: 13_130, isSettled: true });
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY - 10_000 + 13_130);
  });

  it('loses when every leg wins (status 0)', async () => {
    const id = await placedCouponId(server.app, bettor.browser, antiExpress());
    await settle(GAME.a, 2, 1);
    await settle(GAME.b, 2, 0);
    expect(await record(id)).toMatchObject({ status: BetStatus.Lose, payout: 0 });
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY - 10_000);
  });

  it('returns the stake when no leg lost and one was returned (status 2)', async () => {
    const id = await placedCouponId(server.app, bettor.browser, antiExpress());
    await settle(GAME.a, null, null);
    await settle(GAME.b, 2, 0);
    expect(await record(id)).toMatchObject({ status: BetStatus.Return, payout: 10_000 });
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY);
  });
});

/** Block 1: "1" of game A at 2.00 for 100.00; block 2: "1" of B at 2.00 and over 2.5 of C at 1.85, up to 50.00. */
const conditional = (overrides: Partial<PostCouponBody> = {}) =>
  couponBody(
    [
      leg(M.result1(GAME.a), { blockId: 1 }),
      leg(M.result1(GAME.b), { blockId: 2 }),
      leg(M.over25(GAME.c), { blockId: 2 }),
    ],
    { typeId: 5, amount: 10_000, amountByBlockId: { 1: 10_000, 2: 5_000 }, ...overrides },
  );

describe('placing and settling a conditional coupon (type 5)', () => {
  it('prices it by its blocks: 100.00 × 2 = 200.00, 50.00 of it on 2 × 1.85, 150.00 waits: 335.00', async () => {
    const response = await place(server.app, bettor.browser, conditional());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ typeId: 5, amount: 10_000, coef: null, possibleWin: 33_500 });
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY - 10_000);
    const stored = await record(response.json().couponId);
    expect(stored.amountByBlockId).toEqual({ 1: 10_000, 2: 5_000 });
    expect(stored.legs.map((one) => one.blockId)).toEqual([1, 2, 2]);
  });

  it.each([
    ['one block', { amountByBlockId: { 1: 10_000 } }, [1, 1, 1], /at least 2 blocks/],
    ['a block without an amount', { amountByBlockId: { 1: 10_000 } }, [1, 2, 2], /Block 2 .* no amount/],
    ['a block of amount 0', { amountByBlockId: { 1: 10_000, 2: 0 } }, [1, 2, 2], /Block 2 .* no amount/],
    ['an amount for a block with no bet', { amountByBlockId: { 1: 10_000, 2: 5_000, 7: 1 } }, [1, 2, 2], /block 7/],
    ['an amount other than the first block', { amount: 5_000 }, [1, 2, 2], /first block's amount/],
  ])('invalid_coupon: %s', async (_name, overrides, blocks, detail) => {
    const body = conditional(overrides);
    body.bets = body.bets.map((one, index) => ({ ...one, blockId: blocks[index] ?? 0 }));
    const refusal = await refusalOf(body);
    expect(refusal.errors[0]?.code).toBe(BET_ERROR_CODES.invalidCoupon);
    expect(refusal.errors[0]?.detail).toMatch(detail);
  });

  it('a lost later block keeps what waited: 200.00 - 50.00 = 150.00 (status 1)', async () => {
    const id = await placedCouponId(server.app, bettor.browser, conditional());
    await settle(GAME.a, 2, 1);
    await settle(GAME.b, 2, 1);
    await settle(GAME.c, 1, 1);
    expect(await record(id)).toMatchObject({ status: BetStatus.Win, payout: 15_000 });
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY - 10_000 + 15_000);
  });

  it('every block won pays the possible win', async () => {
    const id = await placedCouponId(server.app, bettor.browser, conditional());
    await settle(GAME.a, 2, 1);
    await settle(GAME.b, 2, 1);
    await settle(GAME.c, 2, 1);
    expect(await record(id)).toMatchObject({ status: BetStatus.Win, payout: 33_500 });
  });

  it('a lost first block loses the coupon (status 0)', async () => {
    const id = await placedCouponId(server.app, bettor.browser, conditional());
    await settle(GAME.a, 0, 1);
    await settle(GAME.b, 2, 1);
    await settle(GAME.c, 2, 1);
    expect(await record(id)).toMatchObject({ status: BetStatus.Lose, payout: 0 });
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY - 10_000);
  });
});
