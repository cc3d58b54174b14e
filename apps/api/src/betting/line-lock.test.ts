import { BET_ERROR_CODES, placementRefusalSchema } from '@bet/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { games } from '../db/schema';
import { bumpFeedVersion } from '../sportsbook/feed-queries';
import { writeMarketChanges } from '../sportsbook/feed-writes';
import { someoneWaitsForALock } from '../testing/lock-wait';
import { useTestServer } from '../testing/test-server';
import {
  couponBody,
  DEMO_START_MONEY,
  fixtureCoef,
  GAME,
  leg,
  M,
  moneyOf,
  place,
  useBettor,
} from './testing/bet-fixture';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

const server = useTestServer();
const bettor = useBettor(server);

/**
 * Opens a feed write (as a simulator step does: the version first), starts a placement while it
 * is open, and commits the write once the placement waits for it (on PostgreSQL; PGlite runs
 * one thing at a time). Answers the placement's answer.
 */
async function placeDuringFeedWrite(
  write: (tx: Transaction, version: number) => Promise<void>,
  body: ReturnType<typeof couponBody>,
): Promise<{ answer: LightMyRequestResponse; waited: boolean }> {
  let placing: Promise<LightMyRequestResponse> | undefined;
  let waited = false;
  await server.database.db.transaction(async (tx) => {
    await write(tx, await bumpFeedVersion(tx));
    placing = place(server.app, bettor.browser, body);
    waited = await someoneWaitsForALock(server.database);
  });
  if (!placing) throw new Error('The placement did not start');
  return { answer: await placing, waited };
}

describe('a placement holds the line it reads (feed-queries.ts holdLine; spec 01 §3 coefficient change)', () => {
  it('a coefficient changed while the coupon is being placed: refused with the new one, nothing debited', async () => {
    const market = M.result1(GAME.a);
    const raised = Math.round(fixtureCoef(market) * 1000) + 500;
    const { answer, waited } = await placeDuringFeedWrite(
      (tx, version) => writeMarketChanges(tx, [{ id: market, coefMilli: raised, isBlocked: false }], version),
      couponBody([leg(market)], { changeCoefAction: 0 }),
    );
    expect(waited).toBe(true);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(placementRefusalSchema.parse(answer.json())).toMatchObject({
      errors: [{ code: BET_ERROR_CODES.coefChanged }],
      changes: [{ marketId: market, coef: raised / 1000, isBlocked: false }],
    });
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY);
  });

  it('a game finished while the coupon is being placed: refused, so no bet escapes its settlement', async () => {
    const { answer, waited } = await placeDuringFeedWrite(
      async (tx) => {
        await tx
          .update(games)
          .set({ status: 4, score1: 1, score2: 0, finishedAt: new Date() })
          .where(eq(games.id, GAME.a));
      },
      couponBody([leg(M.result1(GAME.a))]),
    );
    expect(waited).toBe(true);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(placementRefusalSchema.parse(answer.json()).errors[0]?.code).toBe(BET_ERROR_CODES.gameUnavailable);
    expect(await moneyOf(server.database.db, bettor.accountId)).toBe(DEMO_START_MONEY);
  });
});
