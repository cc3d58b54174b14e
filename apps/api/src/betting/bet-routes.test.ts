import { BET_ERROR_CODES, postCouponBodySchema, placedCouponSchema, placementRefusalSchema } from '@bet/contract';
import type { PlacedCouponAnswer, PlacementRefusal } from '@bet/contract';
import { calcPossibleWin } from '@bet/coupon';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { expectLedgerBalanced, setBalance } from '../payments/testing/payment-kit';
import {
  couponBody,
  DEMO_START_MONEY,
  GAME,
  leg,
  M,
  mainAccountId,
  moneyOf,
  place,
  PLACE,
  setMarketState,
  useBettor,
} from './testing/bet-fixture';
import { findPlayerById } from '../auth/players';
import { acceptCoupon } from './accept-coupon';
import type { Db } from '../db/database';
import { accounts, couponLegs, coupons, players } from '../db/schema';
import { DEMO, signInAs } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();
const bettor = useBettor(server);

// Stakes, wins and refunds are ledger entries (payments/ledger.ts): every balance is its ledger's sum.
afterEach(async () => {
  await expectLedgerBalanced(server.database.db);
});

function accepted(response: LightMyRequestResponse): PlacedCouponAnswer {
  expect(response.statusCode, response.body).toBe(200);
  return placedCouponSchema.parse(response.json());
}

function refused(response: LightMyRequestResponse): PlacementRefusal {
  expect(response.statusCode, response.body).toBe(400);
  return placementRefusalSchema.parse(response.json());
}

const couponCount = async () => (await server.database.db.select({ id: coupons.id }).from(coupons)).length;

describe('placing a coupon (contract postCoupon)', () => {
  it('needs a signed-in player (401 before the body is read)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: PLACE,
      payload: couponBody([leg(M.result1(GAME.a))]),
    });
    expect(response.statusCode).toBe(401);
  });

  it('accepts a single: debits the stake, stores the coupon and answers the engine possible win', async () => {
    const answer = accepted(
      await place(server.app, bettor.browser, couponBody([leg(M.result1(GAME.a))], { amount: 10_000 })),
    );
    expect(answer).toMatchObject({
      typeId: 0,
      amount: 10_000,
      coef: 2,
      possibleWin: 20_000,
      accountId: bettor.accountId,
      balance: DEMO_START_MONEY - 10_000,
      acceptedCoefs: [],
    });
    expect(answer.couponId).toMatch(/^\d+$/);
    expect(answer.placedAt).toBe(Math.floor(server.clock.now() / 1000));
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY - 10_000);
    const legs = await server.database.db
      .select()
      .from(couponLegs)
      .where(eq(couponLegs.couponId, Number(answer.couponId)));
    expect(legs).toEqual([
      expect.objectContaining({
        position: 0,
        marketId: M.result1(GAME.a),
        gameId: GAME.a,
        coefMilli: 2000,
        isLive: false,
        status: -1,
      }),
    ]);
  });

  it('prices an express and a system with the coupon engine (coupon-math.md)', async () => {
    const expressLegs = [leg(M.result1(GAME.a)), leg(M.over25(GAME.b)), leg(M.double1X(GAME.c))];
    const express = accepted(
      await place(server.app, bettor.browser, couponBody(expressLegs, { typeId: 1, amount: 10_000 })),
    );
    // 2.00 × 1.85 × 1.30 = 4.81 exactly.
    expect(express.coef).toBe(4.81);
    expect(express.possibleWin).toBe(48_100);

    const systemLegs = [leg(M.result1(GAME.d)), leg(M.draw(GAME.e)), leg(M.result2(GAME.f))];
    const system = accepted(
      await place(server.app, bettor.browser, couponBody(systemLegs, { typeId: 2, systemValue: 2, amount: 30_000 })),
    );
    // coupon-math.md vector: system 2/3 of 2.00, 3.50, 2.40 at 300 returns 2020.
    expect(system.possibleWin).toBe(202_000);
    expect(system.coef).toBeNull();
    expect(system.possibleWin).toBe(
      calcPossibleWin({ typeId: 2, amount: 30_000, systemValue: 2, legs: [{ coef: 2 }, { coef: 3.5 }, { coef: 2.4 }] }),
    );
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY - 40_000);
  });

  it('accepts many singles whose amount is the sum of their stakes', async () => {
    const bets = [leg(M.result1(GAME.a), { amount: 1_000 }), leg(M.result1(GAME.b), { amount: 2_500 })];
    const answer = accepted(await place(server.app, bettor.browser, couponBody(bets, { typeId: 9, amount: 3_500 })));
    expect(answer.possibleWin).toBe(2_000 + 5_000);
    expect(answer.balance).toBe(DEMO_START_MONEY - 3_500);
  });

  it('takes a live bet on a game in play, and stores it as live', async () => {
    const answer = accepted(await place(server.app, bettor.browser, couponBody([leg(M.result1(GAME.live))])));
    const [stored] = await server.database.db
      .select()
      .from(couponLegs)
      .where(eq(couponLegs.couponId, Number(answer.couponId)));
    expect(stored?.isLive).toBe(true);
  });
});

describe('refusals (contract BET_ERROR_CODES, 400 placementRefusalSchema)', () => {
  it('invalid_coupon: the same game twice in an express', async () => {
    const body = couponBody([leg(M.result1(GAME.a)), leg(M.over25(GAME.a))], { typeId: 1 });
    const refusal = refused(await place(server.app, bettor.browser, body));
    expect(refusal.errors[0]).toEqual({
      code: BET_ERROR_CODES.invalidCoupon,
      detail: expect.stringMatching(/same game/),
    });
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY);
    expect(await couponCount()).toBe(0);
  });

  it.each([
    ['a system value out of range (2/3 needs k in 2..2)', { typeId: 2, systemValue: 3 }, 3, /system value/],
    ['an express of one bet', { typeId: 1 }, 1, /too few bets/],
    ['a single of two bets', { typeId: 0 }, 2, /too many bets/],
    ['a patent of four bets', { typeId: 8 }, 4, /too many bets/],
    ['more prepaid money than the stake', { prepaidAmount: 20_000 }, 1, /prepaid/],
    ['a stake of zero on a type without a minimum', { typeId: 7, amount: 0 }, 2, /more than zero/],
  ])('invalid_coupon: %s', async (_name, overrides, legCount, detail) => {
    const games = [GAME.a, GAME.b, GAME.c, GAME.d];
    const body = couponBody(
      games.slice(0, legCount).map((game) => leg(M.result1(game))),
      overrides,
    );
    const refusal = refused(await place(server.app, bettor.browser, body));
    expect(refusal.errors[0]?.code).toBe(BET_ERROR_CODES.invalidCoupon);
    expect(refusal.errors[0]?.detail).toMatch(detail);
  });

  it('invalid_coupon: many singles whose amount is not the sum of their stakes, and a market of another game', async () => {
    const bets = [leg(M.result1(GAME.a), { amount: 1_000 }), leg(M.result1(GAME.b), { amount: 2_000 })];
    expect(
      refused(await place(server.app, bettor.browser, couponBody(bets, { typeId: 9, amount: 4_000 }))).errors[0]?.code,
    ).toBe(BET_ERROR_CODES.invalidCoupon);
    const wrongGame = couponBody([leg(M.result1(GAME.a), { gameId: GAME.b })]);
    expect(refused(await place(server.app, bettor.browser, wrongGame)).errors[0]?.code).toBe(
      BET_ERROR_CODES.invalidCoupon,
    );
  });

  it('amount_below_min and amount_above_max with the limit of the coupon settings group (RUB 10.00 .. 500 000.00)', async () => {
    const low = refused(await place(server.app, bettor.browser, couponBody([leg(M.result1(GAME.a))], { amount: 999 })));
    expect(low).toMatchObject({ errors: [{ code: BET_ERROR_CODES.amountBelowMin }], limit: 1_000 });
    const zero = refused(await place(server.app, bettor.browser, couponBody([leg(M.result1(GAME.a))], { amount: 0 })));
    expect(zero).toMatchObject({ errors: [{ code: BET_ERROR_CODES.amountBelowMin }], limit: 1_000 });
    await setBalance(server.database.db, bettor.accountId, 60_000_000);
    const high = refused(
      await place(server.app, bettor.browser, couponBody([leg(M.result1(GAME.a))], { amount: 50_000_001 })),
    );
    expect(high).toMatchObject({ errors: [{ code: BET_ERROR_CODES.amountAboveMax }], limit: 50_000_000 });
    accepted(await place(server.app, bettor.browser, couponBody([leg(M.result1(GAME.a))], { amount: 50_000_000 })));
  });

  it('min and max apply only to the types the config lists (spec 01 §5): a lucky below 10.00 is accepted', async () => {
    const body = couponBody([leg(M.result1(GAME.a)), leg(M.result1(GAME.b))], { typeId: 7, amount: 300 });
    expect(accepted(await place(server.app, bettor.browser, body)).amount).toBe(300);
  });

  it('the bonus account lifts the maximum but not the minimum (spec 01 §5)', async () => {
    const [bonus] = await server.database.db
      .insert(accounts)
      .values({ playerId: DEMO.email.id, currencyId: 1, type: 4 })
      .returning({ id: accounts.id });
    if (!bonus) throw new Error('no bonus account');
    await setBalance(server.database.db, bonus.id, 80_000_000);
    const big = couponBody([leg(M.result1(GAME.a))], { accountId: bonus.id, amount: 60_000_000 });
    const answer = accepted(await place(server.app, bettor.browser, big));
    expect(answer).toMatchObject({ accountId: bonus.id, balance: 20_000_000 });
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY);
    const small = couponBody([leg(M.result1(GAME.a))], { accountId: bonus.id, amount: 500 });
    expect(refused(await place(server.app, bettor.browser, small)).errors[0]?.code).toBe(
      BET_ERROR_CODES.amountBelowMin,
    );
  });

  it("amount_above_max when the possible win would pass the server's maximum, with the largest stake that fits", async () => {
    await setBalance(server.database.db, bettor.accountId, 60_000_000);
    const bets = [GAME.a, GAME.b, GAME.c, GAME.d, GAME.e, GAME.f].map((game) => leg(M.draw(game)));
    // 3.5^6 = 1838.265625: 50 000.00 would win about 91.9 million minor units... times 20.
    const refusal = refused(
      await place(server.app, bettor.browser, couponBody(bets, { typeId: 1, amount: 5_000_000 })),
    );
    expect(refusal.errors[0]?.code).toBe(BET_ERROR_CODES.amountAboveMax);
    const limit = refusal.limit ?? 0;
    expect(calcPossibleWin({ typeId: 1, amount: limit, legs: bets })).toBeLessThanOrEqual(2_000_000_000);
    expect(calcPossibleWin({ typeId: 1, amount: limit + 1, legs: bets })).toBeGreaterThan(2_000_000_000);
    accepted(await place(server.app, bettor.browser, couponBody(bets, { typeId: 1, amount: limit })));
  });

  it('account_unavailable: an account of another player, a coupon made for another player, a restricted player', async () => {
    const otherAccount = await mainAccountId(server.database.db, DEMO.phone.id);
    const foreign = refused(
      await place(server.app, bettor.browser, couponBody([leg(M.result1(GAME.a))], { accountId: otherAccount })),
    );
    expect(foreign.errors[0]?.code).toBe(BET_ERROR_CODES.accountUnavailable);
    const otherUser = refused(
      await place(server.app, bettor.browser, couponBody([leg(M.result1(GAME.a))], { userId: DEMO.phone.id })),
    );
    expect(otherUser.errors[0]?.code).toBe(BET_ERROR_CODES.accountUnavailable);
    await server.database.db.update(players).set({ banLevel: 45 }).where(eq(players.id, DEMO.email.id));
    const banned = refused(await place(server.app, bettor.browser, couponBody([leg(M.result1(GAME.a))])));
    expect(banned.errors[0]?.code).toBe(BET_ERROR_CODES.accountUnavailable);
    expect(await moneyOf(server.database.db, otherAccount)).toBeGreaterThanOrEqual(0);
    expect(await couponCount()).toBe(0);
  });

  it('insufficient_funds: nothing is debited or stored', async () => {
    await setBalance(server.database.db, bettor.accountId, 9_999);
    const refusal = refused(
      await place(server.app, bettor.browser, couponBody([leg(M.result1(GAME.a))], { amount: 10_000 })),
    );
    expect(refusal.errors[0]?.code).toBe(BET_ERROR_CODES.insufficientFunds);
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(9_999);
    expect(await couponCount()).toBe(0);
  });

  it('game_unavailable: a finished game, an unknown market, a line bet on a game that has started', async () => {
    const finished = refused(await place(server.app, bettor.browser, couponBody([leg(M.result1(GAME.finished))])));
    expect(finished.errors[0]).toEqual({
      code: BET_ERROR_CODES.gameUnavailable,
      detail: expect.stringMatching(/finished/),
    });
    const unknown = refused(
      await place(
        server.app,
        bettor.browser,
        couponBody([leg(M.result1(GAME.a), { id: 99_999_999, gameId: 999_999 })]),
      ),
    );
    expect(unknown.errors[0]?.code).toBe(BET_ERROR_CODES.gameUnavailable);
    const lineOnLive = refused(
      await place(server.app, bettor.browser, couponBody([leg(M.result1(GAME.live), { isLive: false })])),
    );
    expect(lineOnLive.errors[0]).toEqual({
      code: BET_ERROR_CODES.gameUnavailable,
      detail: expect.stringMatching(/started/),
    });
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY);
  });

  it('market_blocked: a suspended market, whatever the coefficient policy, listing every changed or blocked market', async () => {
    await setMarketState(server.database.db, M.over25(GAME.b), { isBlocked: true });
    await setMarketState(server.database.db, M.result1(GAME.a), { coefMilli: 2_100 });
    const body = couponBody([leg(M.result1(GAME.a)), leg(M.over25(GAME.b)), leg(M.result1(GAME.c))], {
      typeId: 1,
      changeCoefAction: 1,
    });
    const refusal = refused(await place(server.app, bettor.browser, body));
    expect(refusal.errors[0]?.code).toBe(BET_ERROR_CODES.marketBlocked);
    expect(refusal.changes).toEqual([
      { marketId: M.result1(GAME.a), coef: 2.1, isBlocked: false },
      { marketId: M.over25(GAME.b), coef: 1.85, isBlocked: true },
    ]);
    expect(await couponCount()).toBe(0);
  });

  it('duplicate_id: the same id with another coupon', async () => {
    const first = couponBody([leg(M.result1(GAME.a))]);
    accepted(await place(server.app, bettor.browser, first));
    const refusal = refused(await place(server.app, bettor.browser, { ...first, amount: first.amount + 100 }));
    expect(refusal.errors[0]?.code).toBe(BET_ERROR_CODES.duplicateId);
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY - first.amount);
  });

  it('limit_exceeded: a wagering limit plugged in by the limits feature refuses the stake, with what may still be staked', async () => {
    const player = await findPlayerById(server.database.db, DEMO.email.id);
    if (!player) throw new Error('no demo player');
    const LIMIT = 10_000;
    const deps = {
      db: server.database.db,
      clock: server.clock,
      // A wagering limit over every stake so far, read through the placement's transaction (which
      // already holds the coupon being placed).
      wagerLimit: async (db: Pick<Db, 'select'>, wager: { playerId: number; amount: number }) => {
        const rows = await db
          .select({ amount: coupons.amount })
          .from(coupons)
          .where(eq(coupons.playerId, wager.playerId));
        const before = rows.reduce((sum, row) => sum + row.amount, 0) - wager.amount;
        const remaining = Math.max(0, LIMIT - before);
        return wager.amount > remaining ? { remaining } : null;
      },
    };
    const body = (amount: number) => postCouponBodySchema.parse(couponBody([leg(M.result1(GAME.a))], { amount }));
    expect((await acceptCoupon(deps, player, body(6_000))).balance).toBe(DEMO_START_MONEY - 6_000);
    await expect(acceptCoupon(deps, player, body(6_000))).rejects.toMatchObject({
      statusCode: 400,
      code: BET_ERROR_CODES.limitExceeded,
      limit: 4_000,
    });
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY - 6_000);
    expect(await couponCount()).toBe(1);
    expect((await acceptCoupon(deps, player, body(4_000))).balance).toBe(DEMO_START_MONEY - 10_000);
  });
});

describe('changeCoefAction (spec 01 §3: 0 confirm, 1 accept any, 2 accept increases)', () => {
  const body = (action: 0 | 1 | 2) =>
    couponBody([leg(M.result1(GAME.a)), leg(M.result1(GAME.b))], {
      typeId: 1,
      changeCoefAction: action,
      amount: 10_000,
    });

  it('0 refuses any change, up or down, with the new coefficients', async () => {
    await setMarketState(server.database.db, M.result1(GAME.a), { coefMilli: 2_050 });
    const up = refused(await place(server.app, bettor.browser, body(0)));
    expect(up).toMatchObject({
      errors: [{ code: BET_ERROR_CODES.coefChanged }],
      changes: [{ marketId: M.result1(GAME.a), coef: 2.05, isBlocked: false }],
    });
    await setMarketState(server.database.db, M.result1(GAME.a), { coefMilli: 1_950 });
    expect(refused(await place(server.app, bettor.browser, body(0))).errors[0]?.code).toBe(BET_ERROR_CODES.coefChanged);
    await setMarketState(server.database.db, M.result1(GAME.a), { coefMilli: 2_000 });
    expect(accepted(await place(server.app, bettor.browser, body(0))).acceptedCoefs).toEqual([]);
  });

  it('1 accepts a drop and a rise at the current coefficients, and prices with them', async () => {
    await setMarketState(server.database.db, M.result1(GAME.a), { coefMilli: 1_500 });
    await setMarketState(server.database.db, M.result1(GAME.b), { coefMilli: 2_200 });
    const answer = accepted(await place(server.app, bettor.browser, body(1)));
    expect(answer.acceptedCoefs).toEqual([
      { marketId: M.result1(GAME.a), coef: 1.5 },
      { marketId: M.result1(GAME.b), coef: 2.2 },
    ]);
    expect(answer.coef).toBe(3.3);
    expect(answer.possibleWin).toBe(33_000);
    const legs = await server.database.db
      .select()
      .from(couponLegs)
      .where(eq(couponLegs.couponId, Number(answer.couponId)));
    expect(legs.map((stored) => stored.coefMilli)).toEqual([1_500, 2_200]);
  });

  it('2 accepts a rise at the new coefficient and refuses a drop, listing every change', async () => {
    await setMarketState(server.database.db, M.result1(GAME.a), { coefMilli: 2_300 });
    const rise = accepted(await place(server.app, bettor.browser, body(2)));
    expect(rise.acceptedCoefs).toEqual([{ marketId: M.result1(GAME.a), coef: 2.3 }]);
    expect(rise.possibleWin).toBe(46_000);

    await setMarketState(server.database.db, M.result1(GAME.b), { coefMilli: 1_900 });
    const drop = refused(await place(server.app, bettor.browser, body(2)));
    expect(drop.errors[0]?.code).toBe(BET_ERROR_CODES.coefChanged);
    expect(drop.changes).toEqual([
      { marketId: M.result1(GAME.a), coef: 2.3, isBlocked: false },
      { marketId: M.result1(GAME.b), coef: 1.9, isBlocked: false },
    ]);
  });
});

describe('idempotency (body id per player)', () => {
  it('a retry with the same id answers the first answer and debits once', async () => {
    const body = couponBody([leg(M.result1(GAME.a))], { amount: 20_000 });
    const first = accepted(await place(server.app, bettor.browser, body));
    server.clock.advance(5_000);
    await setMarketState(server.database.db, M.result1(GAME.a), { coefMilli: 1_700 });
    const again = accepted(await place(server.app, bettor.browser, body));
    expect(again).toEqual(first);
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY - 20_000);
    expect(await couponCount()).toBe(1);
  });

  it('two concurrent requests with the same id place one coupon and both answer it', async () => {
    const body = couponBody([leg(M.result1(GAME.a))], { amount: 20_000 });
    const [a, b] = await Promise.all([
      place(server.app, bettor.browser, body),
      place(server.app, bettor.browser, body),
    ]);
    expect(accepted(a).couponId).toBe(accepted(b).couponId);
    expect(await couponCount()).toBe(1);
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY - 20_000);
  });

  it('racing placements with one id meet at the unique index: one coupon, the same answer to both', async () => {
    const player = await findPlayerById(server.database.db, DEMO.email.id);
    if (!player) throw new Error('no demo player');
    const deps = { db: server.database.db, clock: server.clock };
    const body = postCouponBodySchema.parse(couponBody([leg(M.result1(GAME.a))], { amount: 20_000 }));
    // Called directly, both pass the first look-up before either transaction starts.
    const answers = await Promise.all([
      acceptCoupon(deps, player, body),
      acceptCoupon(deps, player, body),
      acceptCoupon(deps, player, body),
    ]);
    expect(new Set(answers.map((answer) => answer.couponId)).size).toBe(1);
    expect(await couponCount()).toBe(1);
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY - 20_000);
  });

  it('the same id from another player is another placement', async () => {
    const other = await signInAs(server.app, String(DEMO.phone.id), DEMO.phone.password);
    const body = couponBody([leg(M.result1(GAME.a))]);
    const mine = accepted(await place(server.app, bettor.browser, body));
    const theirs = accepted(await place(server.app, other, body));
    expect(theirs.couponId).not.toBe(mine.couponId);
    expect(await couponCount()).toBe(2);
  });
});

describe('atomic debit', () => {
  it('concurrent placements beyond the balance never overdraw: the debits equal the accepted stakes', async () => {
    const stake = 200_000;
    const bodies = Array.from({ length: 9 }, () => couponBody([leg(M.result1(GAME.a))], { amount: stake }));
    const answers = await Promise.all(bodies.map((body) => place(server.app, bettor.browser, body)));
    const ok = answers.filter((answer) => answer.statusCode === 200);
    const short = answers.filter((answer) => answer.statusCode === 400);
    expect(ok).toHaveLength(Math.floor(DEMO_START_MONEY / stake));
    expect(short.map((answer) => refused(answer).errors[0]?.code)).toEqual(
      short.map(() => BET_ERROR_CODES.insufficientFunds),
    );
    const balance = await moneyOf(server.database.db, bettor.accountId);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(DEMO_START_MONEY - balance).toBe(ok.length * stake);
    expect(await couponCount()).toBe(ok.length);
  });
});
