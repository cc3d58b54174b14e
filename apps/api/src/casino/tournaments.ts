import type { CasinoTournament, LeaderboardRow } from '@bet/contract';
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { casinoTournaments, casinoTournamentScores } from '../db/schema';
import { maskLogin } from '../auth/masking';
import { toSeconds } from '../http/epoch-seconds';
import type { CasinoLanguage } from './casino-language';
import { pointsOfStake, rivalsAt } from './tournament-points';

type TournamentRow = typeof casinoTournaments.$inferSelect;

/** At most this many rows on a leaderboard. */
export const LEADERBOARD_SIZE = 50;

export function statusAt(row: Pick<TournamentRow, 'startsAt' | 'endsAt'>, now: Date): CasinoTournament['status'] {
  if (now < row.startsAt) return 'upcoming';
  if (now < row.endsAt) return 'running';
  return 'finished';
}

export function toTournament(row: TournamentRow, language: CasinoLanguage, now: Date): CasinoTournament {
  return {
    id: row.id,
    title: language === 'ru' ? row.titleRu : row.titleEn,
    description: language === 'ru' ? row.descriptionRu : row.descriptionEn,
    prizePool: row.prizePool,
    currency: row.currency,
    status: statusAt(row, now),
    startsAt: toSeconds(row.startsAt.getTime()),
    endsAt: toSeconds(row.endsAt.getTime()),
    gameIds: row.gameIds,
  };
}

export async function listTournaments(db: Pick<Db, 'select'>): Promise<TournamentRow[]> {
  return db.select().from(casinoTournaments).orderBy(asc(casinoTournaments.sortOrder), asc(casinoTournaments.id));
}

export async function findTournament(db: Pick<Db, 'select'>, id: string): Promise<TournamentRow | undefined> {
  const [row] = await db.select().from(casinoTournaments).where(eq(casinoTournaments.id, id));
  return row;
}

/**
 * The leaderboard at `now`: the invented rivals (their points from the clock, frozen at the end)
 * and the real players who scored with real-money rounds, by points; none before the start.
 */
export async function leaderboardAt(db: Pick<Db, 'select'>, row: TournamentRow, now: Date): Promise<LeaderboardRow[]> {
  if (now < row.startsAt) return [];
  const until = Math.min(now.getTime(), row.endsAt.getTime());
  const entries = rivalsAt(row.rivalSeed, (until - row.startsAt.getTime()) / 1000);
  const scores = await db
    .select({ playerId: casinoTournamentScores.playerId, points: casinoTournamentScores.points })
    .from(casinoTournamentScores)
    .where(eq(casinoTournamentScores.tournamentId, row.id))
    .orderBy(desc(casinoTournamentScores.points))
    .limit(LEADERBOARD_SIZE);
  // A player's login is their id (they sign in with it), masked like every login here.
  for (const score of scores) entries.push({ player: maskLogin(String(score.playerId)), points: score.points });
  entries.sort((a, b) => b.points - a.points || a.player.localeCompare(b.player));
  return entries.slice(0, LEADERBOARD_SIZE).map((entry, index) => ({
    place: index + 1,
    player: entry.player,
    points: entry.points,
    prize: row.prizes[index] ?? 0,
  }));
}

/**
 * Points for a real-money stake (the seamless wallet calls it for each bet it accepts): every
 * tournament running at `at` whose games include the game gets pointsOfStake(stake) for the
 * player. Stakes of any currency count the same (the sandbox converts nothing).
 */
export function addTournamentPoints(
  db: Pick<Db, 'select' | 'insert'>,
  playerId: number,
  gameId: number,
  stake: number,
  at = new Date(),
): Promise<number> {
  return scoreStake(db, playerId, gameId, pointsOfStake(stake), at);
}

/**
 * A rolled-back stake scores nothing: the points its bet gave (in the tournaments running when it
 * was placed, `betAt`) are taken back, never below 0.
 */
export function takeBackTournamentPoints(
  db: Pick<Db, 'select' | 'insert'>,
  playerId: number,
  gameId: number,
  stake: number,
  betAt: Date,
): Promise<number> {
  return scoreStake(db, playerId, gameId, -pointsOfStake(stake), betAt);
}

async function scoreStake(
  db: Pick<Db, 'select' | 'insert'>,
  playerId: number,
  gameId: number,
  points: number,
  at: Date,
): Promise<number> {
  if (points === 0) return 0;
  const running = await db
    .select({ id: casinoTournaments.id })
    .from(casinoTournaments)
    .where(
      and(
        lte(casinoTournaments.startsAt, at),
        gt(casinoTournaments.endsAt, at),
        sql`${casinoTournaments.gameIds} @> ${JSON.stringify([gameId])}::jsonb`,
      ),
    );
  for (const { id } of running) {
    await db
      .insert(casinoTournamentScores)
      .values({ tournamentId: id, playerId, points: Math.max(0, points), updatedAt: at })
      .onConflictDoUpdate({
        target: [casinoTournamentScores.tournamentId, casinoTournamentScores.playerId],
        set: { points: sql`greatest(0, ${casinoTournamentScores.points} + ${points})`, updatedAt: at },
      });
  }
  return running.length;
}
