import type { CasinoCategory, CasinoFilter } from '@bet/contract';

/** Which games a list shows: the getCasinoGames filters a page asks with (paging aside). */
export interface GameListQuery {
  category?: CasinoCategory;
  subcategory?: string;
  provider?: string;
  filter?: CasinoFilter;
  /** A tag of the catalogue (fast-bet's quick-draw, asian-games' asian, the bonus games). */
  tag?: string;
}

/** One key per distinct query (its fields in a fixed order, empty ones and the `all` filter left out). */
export function gameListKey(query: GameListQuery): string {
  const parts: string[] = [];
  if (query.category) parts.push(`category=${query.category}`);
  if (query.subcategory) parts.push(`subcategory=${query.subcategory}`);
  if (query.provider) parts.push(`provider=${query.provider}`);
  if (query.filter && query.filter !== 'all') parts.push(`filter=${query.filter}`);
  if (query.tag) parts.push(`tag=${query.tag}`);
  return parts.join('&') || 'all';
}
