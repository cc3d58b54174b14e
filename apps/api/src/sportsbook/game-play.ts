import type { Random } from '@bet/platform';
import {
  breakTie,
  closeSet,
  isDecided,
  scheduleAt,
  scoreStep,
  type Score,
  type ScheduleState,
  type SportRules,
} from './sport-rules';

export interface PlayState {
  status: 1 | 2 | 3 | 4;
  period: number | null;
  timeSeconds: number | null;
  score: Score | null;
}

export interface PlayResult extends PlayState {
  /** The side that scored more in this move (0: none or level), to reprice the result market. */
  scored: 0 | 1 | 2;
}

/** A play state as the games table's columns (no score yet: nulls and no periods). */
export function playColumns(play: PlayState) {
  return {
    status: play.status,
    timeSeconds: play.timeSeconds,
    period: play.period,
    score1: play.score?.score1 ?? null,
    score2: play.score?.score2 ?? null,
    periods: play.score?.periods ?? [],
  };
}

const ZERO: Score = { score1: 0, score2: 0, periods: [] };

/** Periods already over: none before the start, the ones before the current one, or all. */
function closedPeriods(state: Pick<ScheduleState, 'status' | 'period'>, rules: SportRules): number {
  if (state.status === 1 || state.period === null) return 0;
  if (state.status === 4) return rules.periods;
  return state.status === 3 ? state.period : state.period - 1;
}

/**
 * Moves a game to where the schedule puts it `elapsed` seconds after its start. A game that was
 * in play scores `minutes` of play in its current period; a game coming from the line (or a
 * stale database) plays every period it missed in full, so a game seeded mid-match has a
 * believable score. Sets close at the end of their period; a decided match ends early.
 */
export function playTo(
  rules: SportRules,
  state: PlayState,
  elapsed: number,
  random: Random,
  minutes: number,
): PlayResult {
  const target = scheduleAt(rules, elapsed);
  if (target.status === 1) return { ...state, scored: 0 };
  const fromLine = state.status === 1 || state.score === null;
  let score = state.score ?? ZERO;
  let scored: 0 | 1 | 2 = 0;
  const play = (period: number, playMinutes: number) => {
    if (playMinutes <= 0) return;
    const moved = scoreStep(rules, score, period, random, playMinutes);
    score = moved.score;
    if (moved.scored !== 0) scored = moved.scored;
  };

  const closedBefore = closedPeriods(state, rules);
  const closedAfter = closedPeriods(target, rules);
  for (let period = closedBefore + 1; period <= closedAfter; period++) {
    if (fromLine) play(period, rules.periodSeconds / 60);
    else if (state.status === 2 && period === state.period) play(period, minutes);
    score = closeSet(rules, score, period, random, fromLine && target.status !== 4);
    if (isDecided(rules, score)) {
      return { status: 4, period, timeSeconds: period * rules.periodSeconds, score, scored };
    }
  }
  if (target.status === 2 && target.period !== null) {
    const periodStart = (target.period - 1) * rules.periodSeconds;
    if (fromLine) play(target.period, ((target.timeSeconds ?? periodStart) - periodStart) / 60);
    else if (state.status === 2 && state.period === target.period) play(target.period, minutes);
  }
  if (target.status === 4) score = breakTie(rules, score, random);
  return { status: target.status, period: target.period, timeSeconds: target.timeSeconds, score, scored };
}
