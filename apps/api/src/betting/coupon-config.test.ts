import { BET_ERROR_CODES, couponConfigSchema, getCouponConfig, placementRefusalSchema } from '@bet/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, playerSettings } from '../db/schema';
import { authHeaders, DEMO } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import { SEED_PREPAID_AMOUNT, SEED_PROMO_CODE } from './betting-seed';
import { MAX_POSSIBLE_WIN } from './stake-limits';
import { couponBody, GAME, leg, M, place, useBettor } from './testing/bet-fixture';

const server = useTestServer();
const bettor = useBettor(server);

async function config(headers: Record<string, string> = {}) {
  const response = await server.app.inject({ method: 'GET', url: getCouponConfig.path, headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return couponConfigSchema.parse(response.json());
}

/** The site's coupon rules in RUB, as the coupon settings group holds them (site-seed.ts). */
const SITE_RUB = {
  currencyIso: 'RUB',
  minBetAmount: 1_000,
  maxBetAmount: 50_000_000,
  limitedTypeIds: [0, 1, 2],
  maxPayout: MAX_POSSIBLE_WIN,
  isBonusBetEnabled: true,
  isVipBetAllowed: true,
  initialAmount: 10_000,
};

describe('the coupon config (contract getCouponConfig, GET /web-api/coupon/config)', () => {
  it("answers a visitor the site's rules in RUB (spec 02 §9 default currency) and the defaults", async () => {
    expect(await config()).toEqual({
      ...SITE_RUB,
      coefViewId: null,
      appViewType: null,
      promoCodes: [],
      prepaidAmount: 0,
    });
  });

  it('answers a token that is no longer valid as a visitor, never with a refusal', async () => {
    expect(await config({ 'x-auth-token': 'not-a-token' })).toMatchObject({ currencyIso: 'RUB', promoCodes: [] });
  });

  it("answers the signed-in player's promo codes, prepaid money and odds view (null until saved)", async () => {
    expect(await config(authHeaders(bettor.browser))).toEqual({
      ...SITE_RUB,
      coefViewId: null,
      appViewType: null,
      promoCodes: [SEED_PROMO_CODE],
      prepaidAmount: SEED_PREPAID_AMOUNT,
    });
    await server.database.db.insert(playerSettings).values({ playerId: DEMO.email.id, coefViewId: 3, appViewType: 1 });
    expect(await config(authHeaders(bettor.browser))).toMatchObject({ coefViewId: 3, appViewType: 1 });
    await server.database.db.delete(playerSettings).where(eq(playerSettings.playerId, DEMO.email.id));
  });

  it("gives the figures in the currency of the player's betting account", async () => {
    const db = server.database.db;
    await db.update(accounts).set({ currencyId: 2 }).where(eq(accounts.id, bettor.accountId));
    const answer = await config(authHeaders(bettor.browser));
    await db.update(accounts).set({ currencyId: 1 }).where(eq(accounts.id, bettor.accountId));
    expect(answer).toMatchObject({ currencyIso: 'USD', minBetAmount: 20, maxBetAmount: 600_000, initialAmount: 100 });
  });

  it('is the source placement enforces: a stake below the minimum it shows is refused with that limit', async () => {
    const { minBetAmount } = await config(authHeaders(bettor.browser));
    const response = await place(
      server.app,
      bettor.browser,
      couponBody([leg(M.result1(GAME.a))], { amount: minBetAmount - 1 }),
    );
    expect(response.statusCode).toBe(400);
    expect(placementRefusalSchema.parse(response.json())).toMatchObject({
      errors: [{ code: BET_ERROR_CODES.amountBelowMin }],
      limit: minBetAmount,
    });
  });
});
