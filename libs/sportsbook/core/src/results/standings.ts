import type { GameResult } from '@bet/contract';

/** A team's line of the standings table (the statistic page). */
export interface StandingRow {
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  /** 3 a win, 1 a draw, 0 a loss with draws; 1 a win otherwise (wins/losses tables). */
  points: number;
}

export interface StandingsOptions {
  /**
   * Whether the sport can end in a draw (football, hockey): points 3/1/0. Without draws
   * (tennis, basketball) the table ranks by wins; a level score, which such a sport cannot
   * produce, still counts as drawn so nothing is lost.
   */
  allowsDraws: boolean;
}

/** Sports of the sandbox catalogue that end level (football, ice hockey, FIFA); see README. */
export const DRAW_SPORT_IDS: readonly number[] = [1, 2, 42];

/** Whether a sport's table counts draws: a known draw sport, or its results hold a level score. */
export function sportAllowsDraws(sportId: number, results: readonly GameResult[]): boolean {
  return (
    DRAW_SPORT_IDS.includes(sportId) ||
    results.some((result) => result.sportId === sportId && result.scores.score1 === result.scores.score2)
  );
}

function emptyRow(team: string): StandingRow {
  return { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 };
}

/**
 * The standings of the given finished games: one row per team, ordered by points, then goal
 * difference, then goals scored, then name (a stable, total order). A team's name is its key:
 * results carry no team ids.
 */
export function standingsFrom(results: readonly GameResult[], { allowsDraws }: StandingsOptions): StandingRow[] {
  const rows = new Map<string, StandingRow>();
  const row = (team: string) => {
    let found = rows.get(team);
    if (!found) {
      found = emptyRow(team);
      rows.set(team, found);
    }
    return found;
  };
  const winPoints = allowsDraws ? 3 : 1;
  const drawPoints = allowsDraws ? 1 : 0;
  for (const { team1, team2, scores } of results) {
    const home = row(team1);
    const away = row(team2);
    const { score1, score2 } = scores;
    home.played += 1;
    away.played += 1;
    home.goalsFor += score1;
    home.goalsAgainst += score2;
    away.goalsFor += score2;
    away.goalsAgainst += score1;
    if (score1 === score2) {
      home.drawn += 1;
      away.drawn += 1;
      home.points += drawPoints;
      away.points += drawPoints;
    } else {
      const [winner, loser] = score1 > score2 ? [home, away] : [away, home];
      winner.won += 1;
      winner.points += winPoints;
      loser.lost += 1;
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
      b.goalsFor - a.goalsFor ||
      (a.team < b.team ? -1 : a.team > b.team ? 1 : 0),
  );
}
