/**
 * Links of the team pages (spec 01 §2 "team game and team info pages"; @bet/routing `team-info`
 * `team/{teamId}` and `team-game` `team/{teamId}/game/{gameId}`, ids as digits).
 */
export function teamPath(language: string, teamId: number): string {
  return `/${language}/team/${teamId}`;
}

/** A game opened from its team's page: the game page, kept under the team (its crumbs lead back there). */
export function teamGamePath(language: string, teamId: number, gameId: number): string {
  return `${teamPath(language, teamId)}/game/${gameId}`;
}
