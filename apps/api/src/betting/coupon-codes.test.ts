import {
  BET_ERROR_CODES,
  getCouponConfig,
  grantPromoCode,
  loadSharedCoupon,
  placedCouponSchema,
  placementRefusalSchema,
  shareCoupon,
  sharedCouponSchema,
} from '@bet/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepaidAmounts, promoCodes } from '../db/schema';
import { expectLedgerBalanced } from '../payments/testing/payment-kit';
import { authHeaders, DEMO } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import { newCouponCode } from './shared-coupons';
import {
  couponBody,
  DEMO_START_MONEY,
  finishGame,
  GAME,
  leg,
  M,
  moneyOf,
  place,
  useBettor,
} from './testing/bet-fixture';

const server = useTestServer();
const bettor = useBettor(server);

afterEach(async () => {
  await expectLedgerBalanced(server.database.db);
});

const share = (payload: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: shareCoupon.path, payload });
const load = (code: string) =>
  server.app.inject({ method: 'GET', url: loadSharedCoupon.path, query: { code, lang: 'en' } });

function refusalCode(response: LightMyRequestResponse): string | undefined {
  expect(response.statusCode, response.body).toBe(400);
  return placementRefusalSchema.parse(response.json()).errors[0]?.code;
}

describe('a coupon shared and loaded by its code (contract shareCoupon, loadSharedCoupon)', () => {
  it('stores the bets under a code, even for a visitor, and answers them as the line has them now', async () => {
    const bets = [
      { gameId: GAME.a, marketId: M.result1(GAME.a) },
      { gameId: GAME.b, marketId: M.over25(GAME.b) },
    ];
    const shared = await share({ typeId: 1, systemValue: 2, bets });
    expect(shared.statusCode, shared.body).toBe(200);
    const { code } = shared.json() as { code: string };
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);

    const loaded = await load(code);
    expect(loaded.statusCode, loaded.body).toBe(200);
    const coupon = sharedCouponSchema.parse(loaded.json());
    expect(coupon).toMatchObject({ code, typeId: 1, systemValue: 2, missingCount: 0 });
    expect(coupon.markets.map((market) => market.id)).toEqual([M.result1(GAME.a), M.over25(GAME.b)]);
    expect(coupon.games.map((game) => game.id).sort()).toEqual([GAME.a, GAME.b].sort());
    expect(coupon.markets[0]?.coef).toBe(2);
  });

  it('leaves out a bet whose game has finished since, and counts it', async () => {
    const { code } = (
      await share({
        typeId: 1,
        systemValue: 2,
        bets: [
          { gameId: GAME.a, marketId: M.result1(GAME.a) },
          { gameId: GAME.b, marketId: M.result1(GAME.b) },
        ],
      })
    ).json() as { code: string };
    await finishGame(server.database.db, GAME.b, 1, 0, new Date(server.clock.now()));
    const coupon = sharedCouponSchema.parse((await load(code)).json());
    expect(coupon.markets.map((market) => market.id)).toEqual([M.result1(GAME.a)]);
    expect(coupon.missingCount).toBe(1);
  });

  it('answers 404 for a code nobody shared and 400 for what is not a code', async () => {
    expect((await load('ABCDEFGH')).statusCode).toBe(404);
    expect((await load('abc')).statusCode).toBe(400);
  });

  it('refuses to share a market that is not of the game named', async () => {
    const response = await share({
      typeId: 0,
      systemValue: 2,
      bets: [{ gameId: GAME.b, marketId: M.result1(GAME.a) }],
    });
    expect(response.statusCode).toBe(400);
  });

  it('draws codes from an alphabet without look-alike characters', () => {
    let n = 0;
    expect(newCouponCode(() => n++ % 32)).toBe('23456789');
    expect(newCouponCode(() => 31)).toBe('ZZZZZZZZ');
  });
});

describe('promo codes at placement (spec 01 §5 "Promo codes accepted except for singles coupons")', () => {
  const db = () => server.database.db;
  const express = (promoCode: string) =>
    couponBody([leg(M.result1(GAME.a)), leg(M.result1(GAME.b))], { typeId: 1, amount: 10_000, promoCode });

  beforeEach(async () => {
    await db().delete(promoCodes).where(eq(promoCodes.playerId, DEMO.email.id));
    const granted = await server.app.inject({
      method: 'POST',
      url: grantPromoCode.path,
      payload: { playerId: DEMO.email.id, code: 'SPRING-25', name: 'Spring' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
  });

  it("accepts the player's code on an express, typed in any case, and spends it", async () => {
    const response = await place(server.app, bettor.browser, express('spring-25'));
    expect(response.statusCode, response.body).toBe(200);
    const { couponId } = placedCouponSchema.parse(response.json());
    const [row] = await db().select().from(promoCodes).where(eq(promoCodes.playerId, DEMO.email.id));
    expect(row?.usedByCouponId).toBe(Number(couponId));
    // The coupon config lists only the codes a coupon can still take.
    const config = await server.app.inject({
      method: 'GET',
      url: getCouponConfig.path,
      headers: authHeaders(bettor.browser),
    });
    expect(config.json()).toMatchObject({ promoCodes: [] });
  });

  it('refuses a code on a single, before anything is debited', async () => {
    const single = couponBody([leg(M.result1(GAME.a))], { amount: 10_000, promoCode: 'SPRING-25' });
    expect(refusalCode(await place(server.app, bettor.browser, single))).toBe(BET_ERROR_CODES.promoCodeOnSingle);
    expect(await moneyOf(db(), bettor.accountId)).toBe(DEMO_START_MONEY);
  });

  it('refuses an unknown code, and keeps the money and the coupon out', async () => {
    expect(refusalCode(await place(server.app, bettor.browser, express('NOPE-1')))).toBe(
      BET_ERROR_CODES.promoCodeUnknown,
    );
    expect(await moneyOf(db(), bettor.accountId)).toBe(DEMO_START_MONEY);
  });

  it('refuses a used code: a code goes with one coupon only', async () => {
    expect((await place(server.app, bettor.browser, express('SPRING-25'))).statusCode).toBe(200);
    const again = couponBody([leg(M.result1(GAME.c)), leg(M.result1(GAME.d))], {
      typeId: 1,
      amount: 10_000,
      promoCode: 'SPRING-25',
    });
    expect(refusalCode(await place(server.app, bettor.browser, again))).toBe(BET_ERROR_CODES.promoCodeUsed);
    expect(await moneyOf(db(), bettor.accountId)).toBe(DEMO_START_MONEY - 10_000);
  });

  it('refuses an expired code', async () => {
    await db()
      .update(promoCodes)
      .set({ expiresAt: new Date(server.clock.now() - 1000) })
      .where(eq(promoCodes.playerId, DEMO.email.id));
    expect(refusalCode(await place(server.app, bettor.browser, express('SPRING-25')))).toBe(
      BET_ERROR_CODES.promoCodeExpired,
    );
  });
});

describe('prepaid money in the stake (spec 01 §3 availablePrepaidAmount, prepaidAmount)', () => {
  const db = () => server.database.db;
  beforeEach(async () => {
    await db()
      .insert(prepaidAmounts)
      .values({ accountId: bettor.accountId, amount: 3_000 })
      .onConflictDoUpdate({ target: prepaidAmounts.accountId, set: { amount: 3_000 } });
  });

  it('pays the prepaid part from the prepaid amount and the rest from the account', async () => {
    const body = couponBody([leg(M.result1(GAME.a))], { amount: 10_000, prepaidAmount: 3_000 });
    const response = await place(server.app, bettor.browser, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(placedCouponSchema.parse(response.json()).balance).toBe(DEMO_START_MONEY - 7_000);
    const [prepaid] = await db().select().from(prepaidAmounts).where(eq(prepaidAmounts.accountId, bettor.accountId));
    expect(prepaid?.amount).toBe(0);
  });

  it('refuses more prepaid money than the account holds, or than the stake', async () => {
    const tooMuch = couponBody([leg(M.result1(GAME.a))], { amount: 10_000, prepaidAmount: 5_000 });
    expect(refusalCode(await place(server.app, bettor.browser, tooMuch))).toBe(BET_ERROR_CODES.invalidCoupon);
    const overStake = couponBody([leg(M.result1(GAME.a))], { amount: 2_000, prepaidAmount: 3_000 });
    expect(refusalCode(await place(server.app, bettor.browser, overStake))).toBe(BET_ERROR_CODES.invalidCoupon);
    expect(await moneyOf(db(), bettor.accountId)).toBe(DEMO_START_MONEY);
  });
});
