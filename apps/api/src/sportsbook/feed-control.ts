import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { games, markets } from '../db/schema';
import { HttpError } from '../http/http-error';
import { bumpFeedVersion } from './feed-queries';
import { blockMarketsOf, writeGameChanges, writeMarketChanges } from './feed-writes';
import type { Random } from '@bet/platform';
import { replaceFinished } from './simulator';
import { rulesOf, scheduleAt } from './sport-rules';

export interface MarketState {
  marketId: number;
  coefMilli: number;
  isBlocked: boolean;
}

/** Control call setMarket: a new price and/or suspension, with a new feed version. 404 when unknown. */
export async function setMarketState(
  db: Db,
  input: { marketId: number; coefMilli?: number; isBlocked?: boolean },
): Promise<MarketState> {
  return db.transaction(async (tx) => {
    const [market] = await tx.select().from(markets).where(eq(markets.id, input.marketId));
    if (!market) throw HttpError.of(404, 'market_not_found', `No market ${input.marketId}`);
    const next = {
      id: market.id,
      coefMilli: input.coefMilli ?? market.coefMilli,
      isBlocked: input.isBlocked ?? market.isBlocked,
    };
    const version = await bumpFeedVersion(tx);
    await writeMarketChanges(tx, [next], version);
    return { marketId: next.id, coefMilli: next.coefMilli, isBlocked: next.isBlocked };
  });
}

const HOUR = 3600_000;

/**
 * Control call setGameState. The start time moves with the status so the simulator's schedule
 * agrees and does not undo it: 1 puts the game back in the line an hour ahead (score cleared),
 * 2 starts it now (after a break: its next period starts now), 3 puts it in the first break, 4 finishes it with the given score (markets
 * suspended, a new line game takes its place). A finished game stays finished (409).
 * Returns whether the game has just finished, so the caller settles it.
 */
export async function setGameStatus(
  db: Db,
  nowMs: number,
  random: Random,
  input: { gameId: number; status: 1 | 2 | 3 | 4; score1?: number; score2?: number },
): Promise<{ finished: boolean }> {
  return db.transaction(async (tx) => {
    const [game] = await tx.select().from(games).where(eq(games.id, input.gameId));
    if (!game) throw HttpError.of(404, 'game_not_found', `No game ${input.gameId}`);
    if (game.status === 4) throw HttpError.of(409, 'game_finished', `Game ${input.gameId} has already finished`);
    const rules = rulesOf(game.sportId);
    const version = await bumpFeedVersion(tx);
    const score1 = input.score1 ?? game.score1 ?? 0;
    const score2 = input.score2 ?? game.score2 ?? 0;
    const periods = game.periods;
    let startMs = game.startTime.getTime();
    if (input.status === 1) startMs = nowMs + HOUR;
    else if (input.status === 2 && game.status === 1) startMs = nowMs;
    // From a break: the next period starts now.
    else if (input.status === 2 && game.status === 3) {
      startMs = nowMs - (game.period ?? 1) * (rules.periodSeconds + rules.breakSeconds) * 1000;
    } else if (input.status === 3 && game.status !== 3) startMs = nowMs - rules.periodSeconds * 1000;
    const schedule = scheduleAt(rules, (nowMs - startMs) / 1000);

    const change = {
      id: game.id,
      status: input.status,
      timeSeconds: input.status === 4 ? game.timeSeconds : schedule.timeSeconds,
      period: input.status === 4 ? (game.period ?? rules.periods) : schedule.period,
      score1: input.status === 1 ? null : score1,
      score2: input.status === 1 ? null : score2,
      periods: input.status === 1 ? [] : periods,
      finishedAt: input.status === 4 ? new Date(nowMs) : null,
    };
    await writeGameChanges(tx, [change], version);
    await tx
      .update(games)
      .set({ startTime: new Date(startMs) })
      .where(eq(games.id, game.id));
    if (input.status === 4) {
      await blockMarketsOf(tx, [game.id], version);
      await replaceFinished(tx, [game], nowMs, random, version);
    }
    return { finished: input.status === 4 };
  });
}
