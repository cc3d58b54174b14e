import type { PostCouponBody } from '@bet/contract';
import { BetStatus, calcPayout } from '@bet/coupon';
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../payments/testing/payment-kit';
import { couponLegs, coupons } from '../db/schema';
import { useTestServer } from '../testing/test-server';
import { couponStatus, settleGame } from './settle-game';
import {
  couponBody,
  DEMO_START_MONEY,
  finishGame,
  GAME,
  leg,
  M,
  moneyOf,
  placedCouponId,
  useBettor,
} from './testing/bet-fixture';

const server = useTestServer();
const bettor = useBettor(server);

// Stakes, wins and refunds are ledger entries (payments/ledger.ts): every balance is its ledger's sum.
afterEach(async () => {
  await expectLedgerBalanced(server.database.db);
});

async function placed(body: PostCouponBody): Promise<number> {
  return Number(await placedCouponId(server.app, bettor.browser, body));
}

async function couponRow(id: number) {
  const [row] = await server.database.db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw new Error(`no coupon ${id}`);
  return row;
}

async function legStatuses(id: number): Promise<number[]> {
  const rows = await server.database.db
    .select({ status: couponLegs.status })
    .from(couponLegs)
    .where(eq(couponLegs.couponId, id))
    .orderBy(asc(couponLegs.position));
  return rows.map((row) => row.status);
}

const finishedAt = () => new Date(server.clock.now() + 7_200_000);

async function finishAndSettle(gameId: number, score1: number | null, score2: number | null): Promise<number> {
  await finishGame(server.database.db, gameId, score1, score2, finishedAt());
  return settleGame(server.database.db, gameId);
}

describe('settleGame: singles of every status (spec 01 §4; payouts of coupon-math.md)', () => {
  it.each([
    ['win: X at 3.50 on 1-1', M.draw(GAME.a), BetStatus.Win, 35_000],
    ['lose: 1 at 2.00 on 1-1', M.result1(GAME.a), BetStatus.Lose, 0],
    ['return: over 2 (whole line) at 1.60 on 1-1', M.over2(GAME.a), BetStatus.Return, 10_000],
    ['half win: under 2.25 at 2.00 on 1-1', M.under225(GAME.a), BetStatus.HalfWinHalfReturn, 15_000],
    ['half lose: over 2.25 at 1.80 on 1-1', M.over225(GAME.a), BetStatus.HalfLoseHalfReturn, 5_000],
    ['half win: handicap 2 (+0.25) at 1.90 on 1-1', M.handicap2Plus025(GAME.a), BetStatus.HalfWinHalfReturn, 14_500],
    ['half lose: handicap 1 (-0.25) at 1.90 on 1-1', M.handicap1Minus025(GAME.a), BetStatus.HalfLoseHalfReturn, 5_000],
    ['win: both teams score at 1.75 on 1-1', M.bothScoreYes(GAME.a), BetStatus.Win, 17_500],
  ])('%s', async (_name, market, status, payout) => {
    const id = await placed(couponBody([leg(market)], { amount: 10_000 }));
    expect(await finishAndSettle(GAME.a, 1, 1)).toBe(1);
    expect(await legStatuses(id)).toEqual([status]);
    const row = await couponRow(id);
    expect(row).toMatchObject({ status, payout, settledAt: finishedAt() });
    expect(payout).toBe(
      calcPayout({ typeId: 0, amount: 10_000, legs: [{ coef: (row.coefMilli ?? 0) / 1000, status }] }),
    );
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY - 10_000 + payout);
  });

  it('a whole handicap that lands returns the stake: 1 (-1) on 2-1', async () => {
    const id = await placed(couponBody([leg(M.handicap1Minus1(GAME.b))], { amount: 10_000 }));
    await finishAndSettle(GAME.b, 2, 1);
    expect(await couponRow(id)).toMatchObject({ status: BetStatus.Return, payout: 10_000 });
  });

  it('a finished game without a score returns every bet on it (forced return)', async () => {
    const id = await placed(couponBody([leg(M.result1(GAME.a))], { amount: 10_000 }));
    await finishAndSettle(GAME.a, null, null);
    expect(await couponRow(id)).toMatchObject({ status: BetStatus.ForcedReturn, payout: 10_000 });
  });
});

describe('settleGame: combined coupons', () => {
  it('an express waits for its last game, then pays the product of the leg factors', async () => {
    // Half win (2.00 → 1.5), win (2.00), return (over 2 on 0-2 → 1): 100.00 × 1.5 × 2 × 1 = 300.00.
    const id = await placed(
      couponBody([leg(M.under225(GAME.a)), leg(M.result1(GAME.b)), leg(M.over2(GAME.c))], {
        typeId: 1,
        amount: 10_000,
      }),
    );
    expect(await finishAndSettle(GAME.a, 1, 1)).toBe(0);
    expect(await finishAndSettle(GAME.b, 2, 1)).toBe(0);
    expect(await legStatuses(id)).toEqual([BetStatus.HalfWinHalfReturn, BetStatus.Win, BetStatus.NotStarted]);
    expect((await couponRow(id)).settledAt).toBeNull();
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY - 10_000);

    expect(await finishAndSettle(GAME.c, 0, 2)).toBe(1);
    const legs = [
      { coef: 2, status: BetStatus.HalfWinHalfReturn },
      { coef: 2, status: BetStatus.Win },
      { coef: 1.6, status: BetStatus.Return },
    ];
    expect(await couponRow(id)).toMatchObject({
      status: BetStatus.Win,
      payout: calcPayout({ typeId: 1, amount: 10_000, legs }),
    });
    expect((await couponRow(id)).payout).toBe(30_000);
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY - 10_000 + 30_000);
  });

  it('a lost express pays nothing and is marked lost', async () => {
    const id = await placed(couponBody([leg(M.over25(GAME.a)), leg(M.result1(GAME.b))], { typeId: 1, amount: 10_000 }));
    await finishAndSettle(GAME.a, 1, 1);
    await finishAndSettle(GAME.b, 2, 1);
    expect(await couponRow(id)).toMatchObject({ status: BetStatus.Lose, payout: 0 });
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY - 10_000);
  });

  it('an express of returned legs gives the stake back and is marked returned', async () => {
    const id = await placed(
      couponBody([leg(M.over2(GAME.a)), leg(M.handicap1Minus1(GAME.b))], { typeId: 1, amount: 10_000 }),
    );
    await finishAndSettle(GAME.a, 1, 1);
    await finishAndSettle(GAME.b, 2, 1);
    expect(await couponRow(id)).toMatchObject({ status: BetStatus.Return, payout: 10_000 });
  });

  it('a system 2/3 with a half-lost leg pays the sum of its lines', async () => {
    // Factors 0.5 (over 2.25 at 1.80 on 1-1), 2.00, 2.40; 100.00 per line: 0.5·2 + 0.5·2.4 + 2·2.4 = 7.0.
    const id = await placed(
      couponBody([leg(M.over225(GAME.a)), leg(M.result1(GAME.b)), leg(M.result2(GAME.c))], {
        typeId: 2,
        systemValue: 2,
        amount: 30_000,
      }),
    );
    await finishAndSettle(GAME.a, 1, 1);
    await finishAndSettle(GAME.b, 2, 1);
    expect(await finishAndSettle(GAME.c, 0, 2)).toBe(1);
    const legs = [
      { coef: 1.8, status: BetStatus.HalfLoseHalfReturn },
      { coef: 2, status: BetStatus.Win },
      { coef: 2.4, status: BetStatus.Win },
    ];
    const row = await couponRow(id);
    expect(row.payout).toBe(calcPayout({ typeId: 2, amount: 30_000, systemValue: 2, legs }));
    expect(row).toMatchObject({ payout: 70_000, status: BetStatus.Win });
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY - 30_000 + 70_000);
  });

  it('many singles settle each single on its own', async () => {
    const id = await placed(
      couponBody([leg(M.draw(GAME.a), { amount: 1_000 }), leg(M.result1(GAME.b), { amount: 3_000 })], {
        typeId: 9,
        amount: 4_000,
      }),
    );
    await finishAndSettle(GAME.a, 1, 1);
    await finishAndSettle(GAME.b, 0, 1);
    expect(await couponRow(id)).toMatchObject({ payout: 3_500, status: BetStatus.Win });
  });
});

describe('settleGame: idempotent and limited to finished games', () => {
  it('settling twice credits once', async () => {
    const id = await placed(couponBody([leg(M.draw(GAME.a))], { amount: 10_000 }));
    expect(await finishAndSettle(GAME.a, 1, 1)).toBe(1);
    const paidOnce = await moneyOf(server.database.db, bettor.accountId);
    expect(await settleGame(server.database.db, GAME.a)).toBe(0);
    await Promise.all([settleGame(server.database.db, GAME.a), settleGame(server.database.db, GAME.a)]);
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(paidOnce);
    expect(await couponRow(id)).toMatchObject({ payout: 35_000 });
  });

  it('leaves the bets of a game that has not finished alone, and ignores an unknown game', async () => {
    const id = await placed(couponBody([leg(M.draw(GAME.a))], { amount: 10_000 }));
    expect(await settleGame(server.database.db, GAME.a)).toBe(0);
    expect(await settleGame(server.database.db, 123_456_789)).toBe(0);
    expect(await legStatuses(id)).toEqual([BetStatus.NotStarted]);
  });
});

describe('wiring: the server settles through this hook', () => {
  it('finishing a game with the control call (setGameState) settles and pays its coupons', async () => {
    const id = await placed(couponBody([leg(M.draw(GAME.a))], { amount: 10_000 }));
    const response = await server.app.inject({
      method: 'POST',
      url: '/sandbox-api/control/sportsbook/game',
      payload: { gameId: GAME.a, status: 4, score1: 2, score2: 2 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ gameId: GAME.a, status: 4, settledCoupons: 1 });
    expect(await couponRow(id)).toMatchObject({ status: BetStatus.Win, payout: 35_000 });
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY - 10_000 + 35_000);
  });
});

describe('couponStatus', () => {
  it("a single takes its leg's status; other coupons are lost, returned or won", () => {
    expect(couponStatus(0, [{ status: BetStatus.HalfLoseHalfReturn }], 500)).toBe(BetStatus.HalfLoseHalfReturn);
    expect(couponStatus(1, [{ status: BetStatus.Win }, { status: BetStatus.Lose }], 0)).toBe(BetStatus.Lose);
    expect(couponStatus(1, [{ status: BetStatus.Return }, { status: BetStatus.ForcedReturn }], 1000)).toBe(
      BetStatus.Return,
    );
    expect(
      couponStatus(2, [{ status: BetStatus.Win }, { status: BetStatus.Lose }, { status: BetStatus.Lose }], 300),
    ).toBe(BetStatus.Win);
  });
});
