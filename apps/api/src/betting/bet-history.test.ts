import { getBetHistory, placedCouponRecordSchema } from '@bet/contract';
import type { PlacedCouponRecord, PostCouponBody } from '@bet/contract';
import { BetStatus } from '@bet/coupon';
import { describe, expect, it } from 'vitest';
import { settleGame } from './settle-game';
import { couponBody, finishGame, GAME, leg, M, placedCouponId, useBettor } from './testing/bet-fixture';
import { authHeaders, DEMO, errorCodeOf, signInAs } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();
const bettor = useBettor(server);

const HISTORY = '/web-api/bets/history';
const COUPON = '/web-api/bets/coupon';
const historySchema = getBetHistory.response;

const placed = (body: PostCouponBody, who = bettor.browser) => placedCouponId(server.app, who, body);

async function history(query: string, headers: Record<string, string> = authHeaders(bettor.browser)) {
  const response = await server.app.inject({ url: `${HISTORY}?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return historySchema.parse(response.json());
}

async function coupon(
  couponId: string,
  headers: Record<string, string> = authHeaders(bettor.browser),
): Promise<PlacedCouponRecord> {
  const response = await server.app.inject({ url: `${COUPON}?couponId=${couponId}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return placedCouponRecordSchema.parse(response.json());
}

const ids = (records: { couponId: string }[]) => records.map((record) => record.couponId);
const HOUR = 3_600_000;
const GAP = 180_000;

/** Four coupons three minutes apart (within the token's life); the first (X on game A) settled as a win on 1-1. */
async function fourCoupons(): Promise<{ ids: string[]; times: number[] }> {
  const placedIds: string[] = [];
  const times: number[] = [];
  for (const market of [M.draw(GAME.a), M.result1(GAME.b), M.over25(GAME.c), M.result2(GAME.d)]) {
    times.push(Math.floor(server.clock.now() / 1000));
    placedIds.push(await placed(couponBody([leg(market)])));
    server.clock.advance(GAP);
  }
  await finishGame(server.database.db, GAME.a, 1, 1, new Date(server.clock.now()));
  await settleGame(server.database.db, GAME.a);
  return { ids: placedIds, times };
}

describe('bet history (contract getBetHistory)', () => {
  it('needs a signed-in player', async () => {
    expect((await server.app.inject({ url: HISTORY })).statusCode).toBe(401);
    expect((await server.app.inject({ url: `${COUPON}?couponId=700000001` })).statusCode).toBe(401);
  });

  it('lists newest first, filtered by state', async () => {
    const { ids: placedIds } = await fourCoupons();
    const newestFirst = [...placedIds].reverse();
    expect(ids((await history('')).coupons)).toEqual(newestFirst);
    expect(ids((await history('filter=open')).coupons)).toEqual(newestFirst.slice(0, 3));
    const settled = await history('filter=settled');
    expect(ids(settled.coupons)).toEqual([placedIds[0]]);
    expect(settled.coupons[0]).toMatchObject({ isSettled: true, payout: 35_000, status: BetStatus.Win });
  });

  it('filters by a placed-at range in epoch seconds, both ends included', async () => {
    const { ids: placedIds, times } = await fourCoupons();
    const range = await history(`from=${times[1]}&to=${times[2]}`);
    expect(ids(range.coupons)).toEqual([placedIds[2], placedIds[1]]);
    expect(ids((await history(`from=${times[3]}`)).coupons)).toEqual([placedIds[3]]);
    expect(ids((await history(`to=${(times[0] ?? 0) - 1}`)).coupons)).toEqual([]);
  });

  it('pages with the before cursor and says whether more remain', async () => {
    const { ids: placedIds } = await fourCoupons();
    const first = await history('limit=3');
    expect(ids(first.coupons)).toEqual([placedIds[3], placedIds[2], placedIds[1]]);
    expect(first.hasMore).toBe(true);
    const second = await history(`limit=3&before=${placedIds[1]}`);
    expect(ids(second.coupons)).toEqual([placedIds[0]]);
    expect(second.hasMore).toBe(false);
    const exact = await history(`limit=2&before=${placedIds[2]}`);
    expect(ids(exact.coupons)).toEqual([placedIds[1], placedIds[0]]);
    expect(exact.hasMore).toBe(false);
  });

  it("shows only the player's own coupons", async () => {
    const other = await signInAs(server.app, String(DEMO.phone.id), DEMO.phone.password);
    const theirs = await placed(couponBody([leg(M.result1(GAME.a))]), other);
    const mine = await placed(couponBody([leg(M.result1(GAME.b))]));
    expect(ids((await history('')).coupons)).toEqual([mine]);
    expect(ids((await history('', authHeaders(other))).coupons)).toEqual([theirs]);
  });

  it('refuses a malformed query', async () => {
    const response = await server.app.inject({ url: `${HISTORY}?filter=lost`, headers: authHeaders(bettor.browser) });
    expect(response.statusCode).toBe(400);
  });
});

describe('coupon by id (contract getCouponById, print-coupon)', () => {
  it('answers an open express with its legs, names in English by the lng cookie', async () => {
    const couponId = await placed(
      couponBody([leg(M.over25(GAME.a)), leg(M.handicap1Minus025(GAME.b))], { typeId: 1, amount: 5_000 }),
    );
    const headers = authHeaders(bettor.browser);
    const record = await coupon(couponId, { ...headers, cookie: `${headers.cookie}; lng=en` });
    expect(record).toMatchObject({
      couponId,
      placedAt: Math.floor(server.clock.now() / 1000),
      typeId: 1,
      systemValue: 0,
      amount: 5_000,
      coef: 3.515,
      currencyIso: 'RUB',
      isSettled: false,
      settledAt: null,
      payout: null,
      status: BetStatus.NotStarted,
    });
    expect(record.legs).toEqual([
      expect.objectContaining({
        marketId: M.over25(GAME.a),
        gameId: GAME.a,
        champName: 'Test League',
        team1: 'Home 1',
        team2: 'Away 1',
        group: 'Total',
        outcome: 'Over 2.5',
        coef: 1.85,
        isLive: false,
        isBanker: false,
        status: BetStatus.NotStarted,
        scores: null,
      }),
      expect.objectContaining({ marketId: M.handicap1Minus025(GAME.b), group: 'Handicap', outcome: '1 (-0.25)' }),
    ]);
  });

  it('names in Russian by Accept-Language, with the settled score and statuses', async () => {
    const couponId = await placed(couponBody([leg(M.over25(GAME.a))]));
    await finishGame(server.database.db, GAME.a, 2, 1, new Date(server.clock.now() + HOUR));
    await settleGame(server.database.db, GAME.a);
    const record = await coupon(couponId, { ...authHeaders(bettor.browser), 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(record).toMatchObject({
      isSettled: true,
      settledAt: Math.floor((server.clock.now() + HOUR) / 1000),
      payout: 18_500,
      status: BetStatus.Win,
    });
    expect(record.legs[0]).toMatchObject({
      champName: 'Тестовая лига',
      group: 'Тотал',
      outcome: 'Больше 2.5',
      status: BetStatus.Win,
      scores: { score1: 2, score2: 1, periods: [] },
    });
  });

  it("is 404 for another player's coupon and for a number that names none", async () => {
    const other = await signInAs(server.app, String(DEMO.phone.id), DEMO.phone.password);
    const theirs = await placed(couponBody([leg(M.result1(GAME.a))]), other);
    for (const couponId of [theirs, '1', '99999999999999999999']) {
      const response = await server.app.inject({
        url: `${COUPON}?couponId=${couponId}`,
        headers: authHeaders(bettor.browser),
      });
      expect(response.statusCode).toBe(404);
      expect(errorCodeOf(response)).toBe('not_found');
    }
    expect((await coupon(theirs, authHeaders(other))).couponId).toBe(theirs);
  });
});
