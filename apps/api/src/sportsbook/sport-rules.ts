import { randomInt, type Random } from '@bet/platform';

/**
 * How a sport is played in the sandbox: its schedule (periods, their length, the breaks), how
 * it scores, and the lines its markets are priced at. Durations are real time on the sandbox
 * clock, so a live clock reads like a broadcast, and scoring rates are per minute of play.
 */
export type ScoringModel =
  /** Goals: each minute each side scores with chance `rate` (football, hockey, FIFA). */
  | { kind: 'goals'; rate: number }
  /** Points: each minute each side adds 0..max points (basketball). */
  | { kind: 'points'; max: number }
  /**
   * Sets (tennis games, volleyball or table tennis points, CS2 rounds, Dota kills): `score1/2`
   * count sets won, `periods` the points of each set; the side ahead when a set's time runs out
   * wins it, and the first to `setsToWin` wins the game.
   */
  | { kind: 'sets'; rate: number; max: number; setsToWin: number };

export interface SportRules {
  /** Periods of play, each `periodSeconds` long, with `breakSeconds` between them. */
  periods: number;
  periodSeconds: number;
  breakSeconds: number;
  scoring: ScoringModel;
  /** Total lines in thousandths (the middle one is main), the expected total and its logistic scale. */
  total: { lines: readonly number[]; mean: number; scale: number };
  /**
   * Handicap lines of side 1 in thousandths (side 2 gets the opposite; the middle is main), how
   * far strength moves the expected difference, and the logistic scale of the difference.
   */
  handicap: { lines: readonly number[]; diffScale: number; scale: number };
  /** Chance of a draw at even strength; absent: the sport has no draw. */
  drawBase?: number;
  /** Whether "both teams to score" is offered. */
  bothScore?: boolean;
}

/** `periods` of `minutes` each, with breaks of `breakMinutes`. */
function schedule(
  periods: number,
  minutes: number,
  breakMinutes: number,
): Pick<SportRules, 'periods' | 'periodSeconds' | 'breakSeconds'> {
  return { periods, periodSeconds: minutes * 60, breakSeconds: breakMinutes * 60 };
}

const football: SportRules = {
  ...schedule(2, 45, 15),
  scoring: { kind: 'goals', rate: 0.015 },
  total: { lines: [1500, 2500, 3500], mean: 2.6, scale: 0.9 },
  // Asian handicap, quarter lines included (task: -0.25, +0.75).
  handicap: { lines: [-1500, -750, -250, 0, 250, 750, 1500], diffScale: 2.4, scale: 1.1 },
  drawBase: 0.27,
  bothScore: true,
};

/** Keyed by sport id (catalogue.ts). */
export const SPORT_RULES: Readonly<Record<number, SportRules>> = {
  1: football,
  2: {
    ...schedule(3, 20, 15),
    scoring: { kind: 'goals', rate: 0.045 },
    total: { lines: [4500, 5500, 6500], mean: 5.4, scale: 1.3 },
    handicap: { lines: [-2500, -1500, 1500, 2500], diffScale: 3, scale: 1.4 },
    drawBase: 0.2,
  },
  3: {
    ...schedule(4, 12, 5),
    scoring: { kind: 'points', max: 8 },
    total: { lines: [205500, 210500, 215500], mean: 211, scale: 8 },
    handicap: { lines: [-7500, -3500, 3500, 7500], diffScale: 20, scale: 6 },
  },
  4: {
    ...schedule(3, 40, 3),
    scoring: { kind: 'sets', rate: 0.13, max: 1, setsToWin: 2 },
    total: { lines: [20500, 22500, 24500], mean: 22.4, scale: 2.2 },
    handicap: { lines: [-3500, -1500, 1500, 3500], diffScale: 8, scale: 2.5 },
  },
  5: {
    ...schedule(5, 25, 3),
    scoring: { kind: 'sets', rate: 0.5, max: 3, setsToWin: 3 },
    total: { lines: [175500, 182500, 189500], mean: 182, scale: 9 },
    handicap: { lines: [-5500, -2500, 2500, 5500], diffScale: 12, scale: 5 },
  },
  6: {
    ...schedule(5, 8, 1),
    scoring: { kind: 'sets', rate: 0.7, max: 3, setsToWin: 3 },
    total: { lines: [72500, 75500, 78500], mean: 75.5, scale: 4 },
    handicap: { lines: [-4500, -1500, 1500, 4500], diffScale: 10, scale: 4 },
  },
  // Issue 18: T20 cricket, two innings of 20 overs; runs as points.
  7: {
    ...schedule(2, 85, 20),
    scoring: { kind: 'points', max: 6 },
    total: { lines: [300500, 320500, 340500], mean: 320, scale: 18 },
    handicap: { lines: [-20500, -10500, 10500, 20500], diffScale: 40, scale: 15 },
  },
  // Cyber: CS2 maps (rounds inside), Dota 2 games (kills inside), FIFA halves (goals).
  40: {
    ...schedule(3, 40, 5),
    scoring: { kind: 'sets', rate: 0.3, max: 1, setsToWin: 2 },
    total: { lines: [43500, 46500, 49500], mean: 46, scale: 3 },
    handicap: { lines: [-4500, -1500, 1500, 4500], diffScale: 9, scale: 3 },
  },
  41: {
    ...schedule(3, 40, 5),
    scoring: { kind: 'sets', rate: 0.35, max: 2, setsToWin: 2 },
    total: { lines: [48500, 52500, 56500], mean: 52, scale: 5 },
    handicap: { lines: [-7500, -3500, 3500, 7500], diffScale: 14, scale: 5 },
  },
  42: {
    ...football,
    ...schedule(2, 6, 1),
    scoring: { kind: 'goals', rate: 0.08 },
    total: { lines: [3500, 4500, 5500], mean: 4.6, scale: 1.2 },
    drawBase: 0.2,
  },
};

/** A level game can end level (football, hockey, FIFA); otherwise someone wins at the end. */
export function hasDraw(rules: SportRules): boolean {
  return rules.drawBase !== undefined;
}

export function rulesOf(sportId: number): SportRules {
  const rules = SPORT_RULES[sportId];
  if (!rules) throw new Error(`No rules for sport ${sportId}`);
  return rules;
}

/** Start to final whistle, breaks included, in seconds. */
export function gameDurationSeconds(rules: SportRules): number {
  return rules.periods * rules.periodSeconds + (rules.periods - 1) * rules.breakSeconds;
}

export interface ScheduleState {
  status: 1 | 2 | 3 | 4;
  /** 1-based period in play or just ended (break); null before the start. */
  period: number | null;
  /** Seconds of play so far (breaks not counted); null before the start. */
  timeSeconds: number | null;
}

/**
 * Where a game stands `elapsed` seconds after its start time, by the schedule alone: a pure
 * function, so a restarted sandbox (or a fake clock) puts every game where it belongs.
 */
export function scheduleAt(rules: SportRules, elapsed: number): ScheduleState {
  if (elapsed < 0) return { status: 1, period: null, timeSeconds: null };
  if (elapsed >= gameDurationSeconds(rules)) {
    return { status: 4, period: rules.periods, timeSeconds: rules.periods * rules.periodSeconds };
  }
  const slot = rules.periodSeconds + rules.breakSeconds;
  const index = Math.floor(elapsed / slot);
  const within = elapsed - index * slot;
  if (within < rules.periodSeconds) {
    return { status: 2, period: index + 1, timeSeconds: index * rules.periodSeconds + Math.floor(within) };
  }
  return { status: 3, period: index + 1, timeSeconds: (index + 1) * rules.periodSeconds };
}

export interface Score {
  score1: number;
  score2: number;
  periods: { score1: number; score2: number }[];
}

/**
 * `minutes` of play in `period` (rates are per minute of play; a fraction of a minute scores
 * with that fraction of the chance). Returns the new score (the old one is not touched) and
 * which side scored more, for repricing.
 */
export function scoreStep(
  rules: SportRules,
  score: Score,
  period: number,
  random: Random,
  minutes = 1,
): { score: Score; scored: 0 | 1 | 2 } {
  const periods = score.periods.map((entry) => ({ ...entry }));
  while (periods.length < period) periods.push({ score1: 0, score2: 0 });
  const current = periods[period - 1] ?? { score1: 0, score2: 0 };
  const { scoring } = rules;
  const side = (chance: number): number => {
    if (scoring.kind === 'goals') return random() < scoring.rate * chance ? 1 : 0;
    if (scoring.kind === 'points') return random() < chance ? randomInt(random, 0, scoring.max) : 0;
    return random() < scoring.rate * chance ? randomInt(random, 1, scoring.max) : 0;
  };
  let add1 = 0;
  let add2 = 0;
  // Whole minutes one by one (bounded: a long jump of the clock ends the game anyway).
  const whole = Math.min(Math.floor(minutes), 240);
  for (let minute = 0; minute <= whole; minute++) {
    const chance = minute < whole ? 1 : minutes - Math.floor(minutes);
    if (chance <= 0) continue;
    add1 += side(chance);
    add2 += side(chance);
  }
  current.score1 += add1;
  current.score2 += add2;
  periods[period - 1] = current;
  const next: Score =
    scoring.kind === 'sets'
      ? { score1: score.score1, score2: score.score2, periods }
      : { score1: score.score1 + add1, score2: score.score2 + add2, periods };
  const scored = add1 > add2 ? 1 : add2 > add1 ? 2 : 0;
  return { score: next, scored };
}

/**
 * Sets only: the set `period` ends; its leader wins it (a level set goes to a side at random).
 * With `mustContinue` (more sets are already under way, as when seeding a game mid-match) the
 * set may not decide the match, so a would-be deciding set goes to the other side.
 */
export function closeSet(rules: SportRules, score: Score, period: number, random: Random, mustContinue = false): Score {
  if (rules.scoring.kind !== 'sets') return score;
  const periods = score.periods.map((entry) => ({ ...entry }));
  while (periods.length < period) periods.push({ score1: 0, score2: 0 });
  const set = periods[period - 1] ?? { score1: 0, score2: 0 };
  if (set.score1 === set.score2) {
    if (random() < 0.5) set.score1 += 1;
    else set.score2 += 1;
  }
  let winner: 1 | 2 = set.score1 > set.score2 ? 1 : 2;
  const wins = (side: 1 | 2) => (side === 1 ? score.score1 : score.score2) + 1;
  if (mustContinue && wins(winner) >= rules.scoring.setsToWin) {
    // Swap the set's points so the other side takes it.
    [set.score1, set.score2] = [set.score2, set.score1];
    winner = winner === 1 ? 2 : 1;
  }
  periods[period - 1] = set;
  return {
    score1: score.score1 + (winner === 1 ? 1 : 0),
    score2: score.score2 + (winner === 2 ? 1 : 0),
    periods,
  };
}

/** Sets only: a side has won the match. */
export function isDecided(rules: SportRules, score: Score): boolean {
  return rules.scoring.kind === 'sets' && Math.max(score.score1, score.score2) >= rules.scoring.setsToWin;
}

/** The winner at the end when the sport has no draw and the score is level (a shoot-out, overtime). */
export function breakTie(rules: SportRules, score: Score, random: Random): Score {
  if (hasDraw(rules) || score.score1 !== score.score2) return score;
  return random() < 0.5 ? { ...score, score1: score.score1 + 1 } : { ...score, score2: score.score2 + 1 };
}
