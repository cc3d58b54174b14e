import { CASINO_CATEGORIES } from '@bet/contract';
import type { CasinoCategoryInfo, CasinoFilter, CasinoGame, CasinoProvider } from '@bet/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { casinoGames, casinoProviders } from '../db/schema';
import { CASINO_SECTIONS } from './catalogue-plan';
import { buildSearchIndex, type SearchIndex } from './search-index';
import { thumbnailUrlOf } from './thumbnail-svg';

/**
 * The catalogue as the lobby reads it: every game in the lobby's order, by id, the lobby's counts
 * and the search index, built from the tables once and kept in memory. The lobby, the pages, one
 * game and search all read it (a page of 3,000 games filtered in memory takes well under a
 * millisecond); whatever changes the catalogue (the order control) calls invalidateCatalogue.
 */
export interface Catalogue {
  /** In the lobby's order. */
  games: readonly CasinoGame[];
  byId: ReadonlyMap<number, CasinoGame>;
  positionOf: ReadonlyMap<number, number>;
  categories: CasinoCategoryInfo[];
  providers: CasinoProvider[];
  search: SearchIndex;
}

const cache = new WeakMap<object, Promise<Catalogue>>();

/** The catalogue of a database, loaded on first use and kept until invalidated. */
export function catalogueOf(db: Db): Promise<Catalogue> {
  let loading = cache.get(db);
  if (!loading) {
    loading = loadCatalogue(db);
    cache.set(db, loading);
    // A failed load is not kept: the next request tries again.
    loading.catch(() => cache.delete(db));
  }
  return loading;
}

/** Forgets the kept catalogue: the next reader loads it again from the tables. */
export function invalidateCatalogue(db: Db): void {
  cache.delete(db);
}

/** Sub-categories in the order of the seed's plan for their section, others after by name. */
function subcategoryOrder(category: string): (a: string, b: string) => number {
  const planned = CASINO_SECTIONS.find((section) => section.category === category)?.subcategories ?? [];
  const rank = (slug: string) => {
    const at = planned.indexOf(slug);
    return at === -1 ? planned.length : at;
  };
  return (a, b) => rank(a) - rank(b) || a.localeCompare(b);
}

export async function loadCatalogue(db: Db): Promise<Catalogue> {
  const providerRows = await db.select().from(casinoProviders).orderBy(asc(casinoProviders.sortOrder));
  const rows = await db
    .select({ game: casinoGames, providerName: casinoProviders.name })
    .from(casinoGames)
    .innerJoin(casinoProviders, eq(casinoProviders.slug, casinoGames.providerSlug))
    .orderBy(asc(casinoGames.position), asc(casinoGames.id));

  const games: CasinoGame[] = [];
  const positionOf = new Map<number, number>();
  for (const { game, providerName } of rows) {
    // Rows the contract cannot carry (an operator's hand edit) are left out, not sent as a 500.
    if (!(CASINO_CATEGORIES as readonly string[]).includes(game.category)) continue;
    games.push(toGame(game, providerName));
    positionOf.set(game.id, game.position);
  }

  const counts = new Map<string, { total: number; sub: Map<string, number> }>();
  const byProvider = new Map<string, number>();
  for (const game of games) {
    const entry = counts.get(game.category) ?? { total: 0, sub: new Map<string, number>() };
    entry.total += 1;
    for (const slug of game.subcategories) entry.sub.set(slug, (entry.sub.get(slug) ?? 0) + 1);
    counts.set(game.category, entry);
    byProvider.set(game.provider, (byProvider.get(game.provider) ?? 0) + 1);
  }
  const categories = CASINO_CATEGORIES.map((slug) => {
    const entry = counts.get(slug);
    const subcategories = [...(entry?.sub.keys() ?? [])]
      .sort(subcategoryOrder(slug))
      .map((sub) => ({ slug: sub, gameCount: entry?.sub.get(sub) ?? 0 }));
    return { slug, gameCount: entry?.total ?? 0, subcategories };
  });
  const providers = providerRows.map((row) => ({
    slug: row.slug,
    name: row.name,
    gameCount: byProvider.get(row.slug) ?? 0,
  }));

  return {
    games,
    byId: new Map(games.map((game) => [game.id, game])),
    positionOf,
    categories,
    providers,
    search: buildSearchIndex(
      games.map((game) => ({
        id: game.id,
        name: game.name,
        providerSlug: game.provider,
        position: positionOf.get(game.id) ?? 0,
      })),
      providerRows,
    ),
  };
}

export function toGame(row: typeof casinoGames.$inferSelect, providerName: string): CasinoGame {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    provider: row.providerSlug,
    providerName,
    category: row.category as CasinoGame['category'],
    subcategories: row.subcategories,
    filter: row.filter as CasinoGame['filter'],
    tags: row.tags,
    engine: row.engine as CasinoGame['engine'],
    hasDemo: row.hasDemo,
    rtpBp: row.rtpBp,
    thumbnailUrl: thumbnailUrlOf(row.id),
    isNew: row.isNew,
    isHot: row.isHot,
  };
}

export interface GameFilters {
  category?: string | undefined;
  subcategory?: string | undefined;
  provider?: string | undefined;
  filter?: CasinoFilter | undefined;
  tag?: string | undefined;
}

/** The games a lobby page shows, in the lobby's order; `filter: all` is no filter. */
export function filterGames(games: readonly CasinoGame[], filters: GameFilters): CasinoGame[] {
  return games.filter(
    (game) =>
      (filters.category === undefined || game.category === filters.category) &&
      (filters.subcategory === undefined || game.subcategories.includes(filters.subcategory)) &&
      (filters.provider === undefined || game.provider === filters.provider) &&
      (filters.filter === undefined || filters.filter === 'all' || game.filter === filters.filter) &&
      (filters.tag === undefined || game.tags.includes(filters.tag)),
  );
}
