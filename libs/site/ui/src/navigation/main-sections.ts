import { BONUS_GAMES, pathFor } from '@bet/routing';

/**
 * The main navigation of the default layout (issue 19 "Navigation"): the sections of spec 01 §2
 * a player moves between, in the order the header shows them.
 */
export const MAIN_SECTIONS = [
  'line',
  'live',
  'cyber',
  'casino',
  'live-casino',
  'other-games',
  'promotions',
  'results',
] as const;
export type MainSection = (typeof MAIN_SECTIONS)[number];

/** Where each section's link goes, under the language (patterns of the route table). */
const SECTION_PATHS: Record<MainSection, string> = {
  line: 'home/line',
  live: 'home/live',
  cyber: 'cyber/line',
  casino: 'casino-lobby',
  'live-casino': 'live-casino',
  'other-games': 'othergames',
  promotions: 'promo',
  results: 'results',
};

export function sectionPath(section: MainSection, language: string): string {
  return pathFor(SECTION_PATHS[section], { language });
}

/** Spec 01 §2 "Casino and third-party games" pages that are games other than the casino's. */
const OTHER_GAMES = new Set<string>([
  'othergames',
  'keno',
  'bingo',
  'poker',
  'tvgames',
  'virtualsports',
  'fast-games',
  'fast-bet',
  'crash-games',
  'asian-games',
  'card-games',
  'skill-games',
  'fishinghunting',
  'scratchcards',
  'toto',
  'lotto',
  ...BONUS_GAMES,
]);
const CASINO = new Set<string>(['casino-lobby', 'slots', 'providers', 'my-casino', 'casino-search', 'casino']);

/**
 * The section a page belongs to, from its address (`/{language}/...`), or undefined for pages of
 * no section (home, office, information). A game page belongs to its listing's section.
 */
export function sectionOfPath(pathname: string): MainSection | undefined {
  const [, first = '', second = ''] = pathname.split('/').filter(Boolean);
  if (first === 'cyber') return 'cyber';
  if (first === 'live-casino') return 'live-casino';
  if (first === 'results' || first === 'champs') return 'results';
  if (first === 'promo' || first === 'promotions') return 'promotions';
  if (OTHER_GAMES.has(first)) return 'other-games';
  if (CASINO.has(first) || (first === 'bonus' && second === 'casino')) return 'casino';
  if (first === 'multi' || second === 'live') return 'live';
  if (second === 'line') return 'line';
  return undefined;
}
