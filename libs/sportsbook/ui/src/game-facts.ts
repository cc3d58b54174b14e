import { GAME_STATUSES, type Game } from '@bet/contract';

/** The name a game goes by in rows, buttons and headings: "Arsenal – Chelsea". */
export function gameName(game: Pick<Game, 'team1' | 'team2'>): string {
  return `${game.team1} – ${game.team2}`;
}

/** Spec 01 §4 "LIVE_GAME_STATUSES [2, 3]". */
export function isGameLive(game: Pick<Game, 'status'>): boolean {
  return game.status === GAME_STATUSES.inPlay || game.status === GAME_STATUSES.break;
}

/** The live clock as minutes:seconds of play ("67:05"); minutes go past 59. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
