import { BET_ERROR_CODES, placedCouponSchema, placementRefusalSchema } from '@bet/contract';
import type { PlacedCouponAnswer, PlacementRefusal } from '@bet/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { games } from '../db/schema';
import { useTestServer } from '../testing/test-server';
import { couponBody, GAME, leg, M, place, setMarketState, useBettor } from './testing/bet-fixture';

const server = useTestServer();
const bettor = useBettor(server);

function accepted(response: LightMyRequestResponse): PlacedCouponAnswer {
  expect(response.statusCode, response.body).toBe(200);
  return placedCouponSchema.parse(response.json());
}

function refused(response: LightMyRequestResponse): PlacementRefusal {
  expect(response.statusCode, response.body).toBe(400);
  return placementRefusalSchema.parse(response.json());
}

describe('exactCoef (spec 01 §3 coupon settings, "Coupon sent to server")', () => {
  const body = (exactCoef: boolean) =>
    couponBody([leg(M.result1(GAME.a))], { changeCoefAction: 1, exactCoef, amount: 10_000 });

  it('refuses a rise and a drop even when changeCoefAction accepts any change, with the new coefficient', async () => {
    await setMarketState(server.database.db, M.result1(GAME.a), { coefMilli: 2_100 });
    const rise = refused(await place(server.app, bettor.browser, body(true)));
    expect(rise).toMatchObject({
      errors: [{ code: BET_ERROR_CODES.coefChanged }],
      changes: [{ marketId: M.result1(GAME.a), coef: 2.1, isBlocked: false }],
    });
    expect(rise.errors[0]?.detail).toMatch(/exact/);
    await setMarketState(server.database.db, M.result1(GAME.a), { coefMilli: 1_900 });
    expect(refused(await place(server.app, bettor.browser, body(true))).errors[0]?.code).toBe(
      BET_ERROR_CODES.coefChanged,
    );
  });

  it('accepts the coupon at exactly the coefficients sent', async () => {
    const answer = accepted(await place(server.app, bettor.browser, body(true)));
    expect(answer.acceptedCoefs).toEqual([]);
    expect(answer.coef).toBe(2);
  });

  it('without it, changeCoefAction 1 still takes the change', async () => {
    await setMarketState(server.database.db, M.result1(GAME.a), { coefMilli: 2_100 });
    expect(accepted(await place(server.app, bettor.browser, body(false))).acceptedCoefs).toEqual([
      { marketId: M.result1(GAME.a), coef: 2.1 },
    ]);
  });
});

describe('isDropOnScoreChange (spec 01 §3): the bet is dropped when the score moved since the player saw it', () => {
  // The fixture's live game stands at 1:0.
  const body = (isDropOnScoreChange: boolean, score?: { score1: number; score2: number }) =>
    couponBody([leg(M.result1(GAME.live), score ? { score } : {})], {
      exactCoef: isDropOnScoreChange,
      isDropOnScoreChange,
      amount: 10_000,
    });

  it('accepts a bet whose game still has the score sent with it', async () => {
    accepted(await place(server.app, bettor.browser, body(true, { score1: 1, score2: 0 })));
  });

  it('refuses with score_changed, naming the game, when the score has moved', async () => {
    await server.database.db.update(games).set({ score1: 2, score2: 0 }).where(eq(games.id, GAME.live));
    const refusal = refused(await place(server.app, bettor.browser, body(true, { score1: 1, score2: 0 })));
    expect(refusal.errors[0]).toMatchObject({ code: BET_ERROR_CODES.scoreChanged });
    expect(refusal.errors[0]?.detail).toContain(String(GAME.live));
  });

  it('without the flag a moved score does not matter', async () => {
    await server.database.db.update(games).set({ score1: 2, score2: 0 }).where(eq(games.id, GAME.live));
    accepted(await place(server.app, bettor.browser, body(false, { score1: 1, score2: 0 })));
  });

  it('a bet sent without a score (a game not started) has nothing to compare: accepted', async () => {
    accepted(
      await place(
        server.app,
        bettor.browser,
        couponBody([leg(M.result1(GAME.a))], { exactCoef: true, isDropOnScoreChange: true }),
      ),
    );
  });
});
