import type { BettingSection } from '@bet/contract';
import type { FeedKind, FeedRequest } from './feed-request';

export interface LineLiveInterval {
  readonly line: number;
  readonly live: number;
}

/**
 * Spec 02 §9 "Data refresh intervals (ms), line vs live", by feed kind. The games list has no
 * row of its own there, so it takes the "default" row; the cyber dashboard takes "dashboard".
 */
export const REFRESH_INTERVALS: Readonly<Record<FeedKind | 'default' | 'coupon', LineLiveInterval>> = {
  /** Spec 02 §9 "default | 10000 | 10000". */
  default: { line: 10_000, live: 10_000 },
  /** Spec 02 §9 "menu | 10000 | 5000". */
  menu: { line: 10_000, live: 5_000 },
  /** Spec 02 §9 "default": a list of games has no row of its own. */
  games: { line: 10_000, live: 10_000 },
  /** Spec 02 §9 "game | 15000 | 5000". */
  game: { line: 15_000, live: 5_000 },
  /** Spec 02 §9 "coupon | 10000 | 10000": the games the coupon holds (a game request of subject coupon). */
  coupon: { line: 10_000, live: 10_000 },
  /** Spec 02 §9 "top games | 60000 | 10000". */
  top: { line: 60_000, live: 10_000 },
  /** Spec 02 §9 "express of the day | 15000 | 15000". */
  expressOfTheDay: { line: 15_000, live: 15_000 },
  /** Spec 02 §9 "dashboard | 15000 | 5000" (the cyber dashboard). */
  cyber: { line: 15_000, live: 5_000 },
  /** Issue 18: a team's info and last results take spec 02 §9 "champ results | 15000 | 15000". */
  team: { line: 15_000, live: 15_000 },
};

/**
 * Spec 02 §9: "Some sport and champion ids override with 3000 live, 2000 live or 15000 line;
 * which ids: not shown". Ours, for the sandbox's catalogue (libs/sportsbook/core README): a
 * champion rule wins over a sport rule; they apply to game lists and game pages.
 */
export interface RefreshOverride {
  sportId?: number;
  champId?: number;
  section: BettingSection;
  interval: number;
}

export const REFRESH_OVERRIDES: readonly RefreshOverride[] = [
  /** Cyber League 2x6 min: cyber football in six-minute halves, a goal a minute. */
  { champId: 4201, section: 'live', interval: 2_000 },
  /** Table tennis: a point every few seconds. */
  { sportId: 6, section: 'live', interval: 3_000 },
  /** Counter-Strike 2, Dota 2 and FIFA before play: prices set days ahead, rarely moved. */
  { sportId: 40, section: 'line', interval: 15_000 },
  { sportId: 41, section: 'line', interval: 15_000 },
  { sportId: 42, section: 'line', interval: 15_000 },
];

/** What a poll is about, for the overrides: a list's sport and championships, a game's own. */
export interface FeedSubject {
  sportId?: number | undefined;
  champIds?: readonly number[] | undefined;
}

function overrideFor(section: BettingSection, subject: FeedSubject): number | undefined {
  const rules = REFRESH_OVERRIDES.filter((rule) => rule.section === section);
  // A list of several championships takes a champion rule only when all of them share it.
  const champs = subject.champIds ?? [];
  const champRule = rules.find(
    (rule) => rule.champId !== undefined && champs.length > 0 && champs.every((id) => id === rule.champId),
  );
  if (champRule) return champRule.interval;
  return rules.find(
    (rule) => rule.champId === undefined && rule.sportId !== undefined && rule.sportId === subject.sportId,
  )?.interval;
}

/**
 * The poll interval of a request: its kind's row, its section's column (line for the express of
 * the day); a game list or game of an overridden sport or championship takes the override.
 */
export function refreshInterval(request: FeedRequest, subject?: FeedSubject): number {
  // The coupon's games follow the coupon's row; the game-page overrides are not the coupon's.
  if (request.kind === 'game' && request.subject === 'coupon') return REFRESH_INTERVALS.coupon[request.section];
  const row = REFRESH_INTERVALS[request.kind] ?? REFRESH_INTERVALS.default;
  if (request.kind === 'expressOfTheDay' || request.kind === 'team') return row.line;
  const own = row[request.section];
  if (request.kind !== 'games' && request.kind !== 'game') return own;
  const listSubject = request.kind === 'games' ? { sportId: request.sportId, champIds: request.champIds } : {};
  return overrideFor(request.section, subject ?? listSubject) ?? own;
}

/**
 * How long a feed's data stays after its last subscriber leaves (ours): the next page usually
 * subscribes within the same commit (a list row opening its game page, React StrictMode's
 * remount), and keeping the data for a moment spares a loading flash; then it is pruned.
 */
export const FEED_RELEASE_DELAY_MS = 5_000;
