import { sql } from 'drizzle-orm';
import type { PeriodScore } from '../db/schema';
import type { FeedDb } from './feed-queries';

/** A market's new price or state. */
export interface MarketChange {
  id: number;
  coefMilli: number;
  isBlocked: boolean;
}

/** A game's new state. */
export interface GameChange {
  id: number;
  status: number;
  timeSeconds: number | null;
  period: number | null;
  score1: number | null;
  score2: number | null;
  periods: PeriodScore[];
  finishedAt: Date | null;
}

/**
 * One UPDATE for many markets (a step touches dozens): rows get `version`; their games get it
 * too, since a game's version covers its markets (contract gameSchema.version).
 */
export async function writeMarketChanges(tx: FeedDb, changes: readonly MarketChange[], version: number): Promise<void> {
  if (changes.length === 0) return;
  const rows = sql.join(
    changes.map((change) => sql`(${change.id}::int, ${change.coefMilli}::int, ${change.isBlocked}::boolean)`),
    sql`, `,
  );
  await tx.execute(sql`
    update markets set coef_milli = v.coef, is_blocked = v.blocked, version = ${version}
    from (values ${rows}) as v(id, coef, blocked) where markets.id = v.id`);
  await touchGames(
    tx,
    sql`(select distinct game_id from markets where id in (${sql.join(
      changes.map((change) => sql`${change.id}`),
      sql`, `,
    )}))`,
    version,
  );
}

/** One UPDATE for many games' state, with `version`. */
export async function writeGameChanges(tx: FeedDb, changes: readonly GameChange[], version: number): Promise<void> {
  if (changes.length === 0) return;
  const rows = sql.join(
    changes.map(
      (change) =>
        sql`(${change.id}::int, ${change.status}::int, ${change.timeSeconds}::int, ${change.period}::int, ${change.score1}::int, ${change.score2}::int, ${JSON.stringify(change.periods)}::jsonb, ${change.finishedAt?.toISOString() ?? null}::timestamptz)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update games set status = v.status, time_seconds = v.time_seconds, period = v.period, score1 = v.score1,
      score2 = v.score2, periods = v.periods, finished_at = v.finished_at, version = ${version}
    from (values ${rows}) as v(id, status, time_seconds, period, score1, score2, periods, finished_at)
    where games.id = v.id`);
}

async function touchGames(tx: FeedDb, ids: ReturnType<typeof sql>, version: number): Promise<void> {
  await tx.execute(sql`update games set version = ${version} where id in ${ids}`);
}

/** Suspends every market of finished games: nothing may be bet on them any more. */
export async function blockMarketsOf(tx: FeedDb, gameIds: readonly number[], version: number): Promise<void> {
  if (gameIds.length === 0) return;
  await tx.execute(sql`
    update markets set is_blocked = true, version = ${version}
    where game_id in (${sql.join(
      gameIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and not is_blocked`);
}
