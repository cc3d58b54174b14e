import type { BettingSection } from '@bet/contract';
import { idSlug } from '../links';

/**
 * Spec 01 §2 "cyber/{type} with discipline, champs, dashboard, champ and game sub-routes".
 * Our `type` is the betting section, `live` or `line` (README): the games shown and the poll
 * interval (spec 02 §9 dashboard 5000 live, 15000 line) follow it. A discipline is a cyber
 * sport as `{id}-{slug}`.
 */
export const CYBER_TYPES: readonly BettingSection[] = ['live', 'line'];

/** Any other slug reads as live, the default betting type (spec 01 §3 currentBettingType). */
export function cyberSectionOf(type: string | undefined): BettingSection {
  return type === 'line' ? 'line' : 'live';
}

/** The sub-routes of spec 01 §2 `cyber/{type}`: the landing (all games) and its five pages. */
export type CyberView = 'all' | 'discipline' | 'champs' | 'dashboard' | 'champ' | 'game';

/** The route pattern of each view, below the language (@bet/routing's table has the same). */
export const CYBER_ROUTES: Readonly<Record<CyberView, string>> = {
  all: 'cyber/:type',
  discipline: 'cyber/:type/discipline/:disciplineId',
  champs: 'cyber/:type/champs',
  dashboard: 'cyber/:type/dashboard',
  champ: 'cyber/:type/champ/:champId',
  game: 'cyber/:type/game/:gameId',
};

export type CyberTarget =
  | { view: 'all' }
  | { view: 'champs' }
  | { view: 'dashboard' }
  | { view: 'discipline'; sport: { id: number; name: string } }
  | { view: 'champ'; champId: number }
  | { view: 'game'; gameId: number };

export function cyberPath(language: string, section: BettingSection, target: CyberTarget): string {
  const base = `/${language}/cyber/${section}`;
  switch (target.view) {
    case 'all':
      return base;
    case 'champs':
    case 'dashboard':
      return `${base}/${target.view}`;
    case 'discipline':
      return `${base}/discipline/${idSlug(target.sport.id, target.sport.name)}`;
    case 'champ':
      return `${base}/champ/${target.champId}`;
    case 'game':
      return `${base}/game/${target.gameId}`;
  }
}
