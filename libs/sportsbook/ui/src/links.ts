import type { BettingSection } from '@bet/contract';

/**
 * Links of the betting pages (spec 01 §2 "pageType/section/menuSection/sport/champ" and the game
 * page under it). URL decision (README): sport, championship and game segments are
 * `{id}-{slug}` (`1-football`, `101-england-premier-league`), the id alone is enough to read
 * them back, and the menu section is `sports`.
 */
export const MENU_SECTION = 'sports';
export const DEFAULT_PAGE_TYPE = 'home';

/** Russian letters in Latin (the slug pattern of @bet/routing allows ASCII only). */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/**
 * Slugs made so far. A list builds every link of its rows and groups again on each feed update
 * from the same few hundred names (issue 16: 4-8 ms of each update at 4x CPU on a live list
 * of 1,000 games, tools/bench/README.md); the cap keeps a long session's memory flat.
 */
const slugs = new Map<string, string>();
const MAX_SLUGS = 5_000;

/** Lowercase ASCII words joined by '-': 'England. Premier League' -> 'england-premier-league'. */
export function slugify(text: string): string {
  let slug = slugs.get(text);
  if (slug === undefined) {
    slug = [...text.toLowerCase().normalize('NFKD')]
      .map((char) => CYRILLIC[char] ?? char)
      .join('')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    if (slugs.size >= MAX_SLUGS) slugs.clear();
    slugs.set(text, slug);
  }
  return slug;
}

/** `{id}-{slug}`, or the id alone when the name has nothing to put in a slug. */
export function idSlug(id: number, name: string): string {
  const slug = slugify(name);
  return slug ? `${id}-${slug}` : String(id);
}

/** The id of an `{id}-{slug}` segment (the slug is decoration); undefined for anything else. */
export function parseIdSlug(segment: string | undefined): number | undefined {
  const match = segment ? /^(\d+)(?:-|$)/.exec(segment) : null;
  if (!match?.[1]) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export interface ListingTarget {
  language: string;
  section: BettingSection;
  pageType?: string;
  sport?: { id: number; name: string };
  champ?: { id: number; name: string };
}

export interface GameTarget {
  language: string;
  section: BettingSection;
  pageType?: string;
  sport: { id: number; name: string };
  champ: { id: number; name: string };
  game: { id: number; team1: string; team2: string };
}

/** A listing page: the section, or a sport, or a championship of it. */
export function listingPath({ language, section, pageType = DEFAULT_PAGE_TYPE, sport, champ }: ListingTarget): string {
  const segments = [language, pageType, section];
  if (sport) {
    segments.push(MENU_SECTION, idSlug(sport.id, sport.name));
    if (champ) segments.push(idSlug(champ.id, champ.name));
  }
  return `/${segments.join('/')}`;
}

/** A game page: every segment of the route is required (@bet/routing `game`). */
export function gamePath({ game, ...listing }: GameTarget): string {
  return `${listingPath(listing)}/${idSlug(game.id, `${game.team1} ${game.team2}`)}`;
}
