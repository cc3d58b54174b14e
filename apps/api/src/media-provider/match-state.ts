import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { games } from '../db/schema';
import { teamName } from '../sportsbook/catalogue';
import type { FeedLang } from '../sportsbook/localized';
import { rulesOf, scheduleAt } from '../sportsbook/sport-rules';

/** The picture's side of play now: who has the ball and how close to the goal it is. */
export interface Attack {
  side: 1 | 2;
  kind: 'safe' | 'attack' | 'danger';
  /** 0..100 along the pitch, from team 1's goal (0) to team 2's (100). */
  x: number;
  /** 0..100 across the pitch. */
  y: number;
}

/** What the provider's pages draw: the simulator's game (clock, period, score) and the play. */
export interface MatchState {
  gameId: number;
  sportId: number;
  team1: string;
  team2: string;
  /** 1 not started, 2 in play, 3 break, 4 finished (the feed's statuses). */
  status: number;
  period: number | null;
  timeSeconds: number | null;
  score1: number;
  score2: number;
  attack: Attack | null;
}

/** One phase of play lasts this long: the picture changes who attacks no more often. */
const PHASE_SECONDS = 8;

/** A small integer hash (no state), so the same game at the same second draws the same picture. */
function hash(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x7f4a7c15, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) % 10_000;
}

/**
 * The simulator keeps clocks and scores, not the ball: the attacks between goals are drawn from
 * the game id and the phase of play, the same for every viewer. After a goal the scorer's side
 * is shown near the goal it scored in until the next phase.
 */
export function attackAt(gameId: number, timeSeconds: number): Attack {
  const phase = Math.floor(timeSeconds / PHASE_SECONDS);
  const draw = hash(gameId, phase);
  const side: 1 | 2 = draw % 2 === 0 ? 1 : 2;
  const depth = (draw >> 1) % 100;
  const kind: Attack['kind'] = depth < 45 ? 'safe' : depth < 85 ? 'attack' : 'danger';
  const advance = kind === 'safe' ? 35 : kind === 'attack' ? 65 : 88;
  const wobble = (hash(gameId, timeSeconds) % 10) - 5;
  const x = side === 1 ? advance + wobble : 100 - advance - wobble;
  const y = 15 + (hash(phase, gameId) % 70);
  return { side, kind, x: Math.max(2, Math.min(98, x)), y };
}

/** The game as the pages draw it at `nowMs`, or undefined when the feed has no such game. */
export async function readMatchState(
  db: Db,
  gameId: number,
  nowMs: number,
  lang: FeedLang,
): Promise<MatchState | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, gameId));
  if (!row) return undefined;
  // The live clock is read from the schedule, as the feed's lists do (feed-lists.ts).
  let time = row.timeSeconds;
  if (row.status === 2) {
    const schedule = scheduleAt(rulesOf(row.sportId), (nowMs - row.startTime.getTime()) / 1000);
    if (schedule.status === 2 && schedule.period === row.period) time = schedule.timeSeconds;
  }
  return {
    gameId: row.id,
    sportId: row.sportId,
    team1: teamName(row.team1, lang),
    team2: teamName(row.team2, lang),
    status: row.status,
    period: row.period,
    timeSeconds: time,
    score1: row.score1 ?? 0,
    score2: row.score2 ?? 0,
    attack: row.status === 2 && time !== null ? attackAt(row.id, time) : null,
  };
}
