import type { CasinoCategory, CasinoFilter } from '@bet/contract';
import { createSeededRandom, pick, randomInt, type Random } from '@bet/platform';
import {
  ASIAN_NAME,
  ASIAN_TAG,
  BONUS_GAMES,
  BONUS_GAMES_TAG,
  BRAND_PROVIDER,
  CASINO_PROVIDERS,
  CASINO_SECTIONS,
  engineOf,
  FEATURED_GAMES,
  NAME_ADJECTIVES,
  NAME_NOUNS,
  NAME_SUFFIXES,
  OTHER_TAGS,
  SLOT_TAGS,
  VOLATILITY_TAGS,
  type SectionPlan,
} from './catalogue-plan';

/** The seed's PRNG seed: the same catalogue on every fresh database. */
export const CATALOGUE_SEED = 20_261_114;
/** The first game id (ids are dense from here, in the order the seed makes them). */
export const FIRST_CASINO_GAME_ID = 1001;

export interface ProviderRow {
  slug: string;
  name: string;
  sortOrder: number;
}

export interface GameRow {
  id: number;
  slug: string;
  name: string;
  providerSlug: string;
  category: CasinoCategory;
  subcategories: string[];
  filter: Exclude<CasinoFilter, 'all'>;
  tags: string[];
  engine: 'slot' | 'crash' | 'keno';
  hasDemo: boolean;
  rtpBp: number;
  position: number;
  isNew: boolean;
  isHot: boolean;
}

export interface CatalogueSeed {
  providers: ProviderRow[];
  games: GameRow[];
}

/** "Book of Pharaohs" -> "book-of-pharaohs" (the address part of the game page). */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
  return slug === '' ? 'game' : slug;
}

function inventName(random: Random, section: SectionPlan, subcategory: string | undefined): string {
  const pattern = pick(random, section.patterns);
  const themes = (subcategory && section.themesBySubcategory?.[subcategory]) || section.themes;
  return pattern
    .replace('{a}', pick(random, NAME_ADJECTIVES))
    .replace('{n}', pick(random, NAME_NOUNS))
    .replace('{t}', pick(random, themes))
    .replace('{x}', pick(random, NAME_SUFFIXES));
}

/** A name no other game has: a drawn one, else the drawn one with a numeral. */
function uniqueName(random: Random, section: SectionPlan, subcategory: string | undefined, taken: Set<string>): string {
  for (let attempt = 0; attempt < 4; attempt++) {
    const name = inventName(random, section, subcategory);
    if (!taken.has(name.toLowerCase())) return name;
  }
  const base = inventName(random, section, subcategory);
  for (let n = 2; ; n++) {
    const name = `${base} ${n}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

function subcategoriesOf(random: Random, section: SectionPlan, isNew: boolean, isHot: boolean): string[] {
  if (section.category !== 'slots') return [pick(random, section.subcategories)];
  // Slots: one theme among the rest, plus popular and new as the flags say.
  const themed = section.subcategories.filter((slug) => slug !== 'popular' && slug !== 'new');
  const chosen = new Set<string>();
  if (isHot || random() < 0.12) chosen.add('popular');
  if (isNew) chosen.add('new');
  chosen.add(pick(random, themed));
  if (random() < 0.25) chosen.add(pick(random, themed));
  return section.subcategories.filter((slug) => chosen.has(slug));
}

function tagsOf(random: Random, section: SectionPlan, subcategories: readonly string[]): string[] {
  const pool = section.category === 'slots' ? SLOT_TAGS : OTHER_TAGS;
  const tags = new Set<string>();
  const count = randomInt(random, section.category === 'slots' ? 1 : 0, 3);
  for (let index = 0; index < count; index++) tags.add(pick(random, pool));
  if (section.category === 'slots' && random() < 0.7) tags.add(pick(random, VOLATILITY_TAGS));
  if (subcategories.includes('jackpot')) tags.add('jackpot');
  if (section.category === 'live-casino') tags.add('live-dealer');
  return [...tags].sort();
}

function filterOf(section: SectionPlan, subcategories: readonly string[]): Exclude<CasinoFilter, 'all'> {
  for (const slug of subcategories) {
    const filter = section.filterBySubcategory?.[slug];
    if (filter && filter !== 'all') return filter;
  }
  return section.filter === 'all' ? 'other' : section.filter;
}

/**
 * The whole catalogue, deterministic for a seed: the featured games first, then each section's
 * games; the lobby order mixes the sections (the featured games stay at its head), as a lobby
 * shows a bit of everything before the long tail.
 */
export function buildCatalogueSeed(seed = CATALOGUE_SEED): CatalogueSeed {
  const random = createSeededRandom(seed);
  const providers = CASINO_PROVIDERS.map((provider, index) => ({ ...provider, sortOrder: index + 1 }));
  const taken = new Set<string>();
  const featured: GameRow[] = [];
  const rest: GameRow[] = [];
  let id = FIRST_CASINO_GAME_ID;

  for (const game of FEATURED_GAMES) {
    const section = CASINO_SECTIONS.find((entry) => entry.category === game.category);
    if (!section) throw new Error(`No section ${game.category}`);
    taken.add(game.name.toLowerCase());
    featured.push({
      id: id++,
      slug: slugOf(game.name),
      name: game.name,
      providerSlug: game.provider,
      category: game.category,
      subcategories: [...game.subcategories],
      filter: filterOf(section, game.subcategories),
      tags: [...game.tags].sort(),
      engine: engineOf(game.category),
      hasDemo: section.demoShare > 0,
      rtpBp: section.rtp[1] - 10,
      position: 0,
      isNew: game.subcategories.includes('new'),
      isHot: true,
    });
  }

  for (const section of CASINO_SECTIONS) {
    const already = featured.filter((game) => game.category === section.category).length;
    for (let index = already; index < section.count; index++) {
      const isNew = random() < 0.08;
      const isHot = random() < 0.06;
      const subcategories = subcategoriesOf(random, section, isNew, isHot);
      // The name follows the sub-category that says what the game is about, when there is one.
      const theme = subcategories.find((slug) => section.themesBySubcategory?.[slug]);
      const name = uniqueName(random, section, theme, taken);
      taken.add(name.toLowerCase());
      rest.push({
        id: id++,
        slug: slugOf(name),
        name,
        providerSlug: pick(random, section.providers),
        category: section.category,
        subcategories,
        filter: filterOf(section, subcategories),
        tags: tagsOf(random, section, subcategories),
        engine: engineOf(section.category),
        hasDemo: random() < section.demoShare,
        rtpBp: randomInt(random, section.rtp[0], section.rtp[1]),
        position: 0,
        isNew,
        isHot,
      });
    }
  }

  // Fisher-Yates with the seeded PRNG: the lobby's order after the featured games.
  for (let index = rest.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [rest[index], rest[other]] = [rest[other] as GameRow, rest[index] as GameRow];
  }
  // Tags read from the names, and the bonus games after every drawn one: no PRNG draw, so the
  // games above keep their ids, names and order.
  for (const game of rest) if (ASIAN_NAME.test(game.name)) game.tags = [...game.tags, ASIAN_TAG].sort();
  const bonus: GameRow[] = BONUS_GAMES.map((game) => {
    const section = CASINO_SECTIONS.find((entry) => entry.category === game.category);
    if (!section) throw new Error(`No section ${game.category}`);
    return {
      id: id++,
      slug: game.slug,
      name: game.name,
      providerSlug: BRAND_PROVIDER,
      category: game.category,
      subcategories: [game.subcategory],
      filter: filterOf(section, [game.subcategory]),
      tags: [BONUS_GAMES_TAG],
      engine: engineOf(game.category),
      hasDemo: true,
      rtpBp: section.rtp[1] - 50,
      position: 0,
      isNew: false,
      isHot: false,
    };
  });
  const games = [...featured, ...rest, ...bonus];
  games.forEach((game, index) => {
    game.position = index + 1;
  });
  return { providers, games };
}
