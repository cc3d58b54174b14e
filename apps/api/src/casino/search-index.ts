import { editDistanceWithin } from './edit-distance';

/**
 * Casino search on the server (contract searchCasino; README "Casino catalogue", search rules):
 *
 * - names and the query are cut into words (letters and digits of any script, lower-cased,
 *   accents dropped: "Hold’em" is "hold" "em");
 * - every word of the query must match a word of the game's name or of its provider's name;
 * - a query word matches **exactly**, as a **prefix** of the word, or **fuzzily**: within
 *   Damerau-Levenshtein distance 1 for a query word of 4 letters or more, 2 from 8 letters, of
 *   the whole word or of its start (so "pharo" finds "Pharaohs", "bok" does not find "Book": too
 *   short to guess);
 * - a game ranks by its weakest query word (exact > prefix > fuzzy), then by how many query words
 *   it matched in its own name (a game named so ranks before a game of a provider named so), then
 *   by the lobby's order.
 *
 * The index keeps each distinct word once with the games and providers that hold it, so a query
 * compares itself with a few hundred words, not with three thousand names.
 */

export const MATCH = { none: 0, fuzzy: 1, prefix: 2, exact: 3 } as const;
type MatchKind = (typeof MATCH)[keyof typeof MATCH];

export interface SearchableGame {
  id: number;
  name: string;
  providerSlug: string;
  /** The lobby order (smaller first). */
  position: number;
}

export interface SearchableProvider {
  slug: string;
  name: string;
  sortOrder: number;
}

interface Posting {
  /** Indexes into the games of the index. */
  nameOf: number[];
  providerOf: number[];
  /** Indexes into the providers of the index. */
  providers: number[];
}

export interface SearchIndex {
  readonly games: readonly SearchableGame[];
  readonly providers: readonly SearchableProvider[];
  readonly words: ReadonlyMap<string, Posting>;
}

export interface SearchResult {
  /** Game ids, best first. */
  gameIds: number[];
  /** Provider slugs, best first. */
  providerSlugs: string[];
}

/** The words of a name or a query, as the index compares them. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** How far a query word may be from a word and still match (0: no typo allowed). */
export function typosAllowed(queryWord: string): number {
  if (queryWord.length >= 8) return 2;
  if (queryWord.length >= 4) return 1;
  return 0;
}

/** How a query word matches one word of a name. */
export function matchWord(queryWord: string, word: string): MatchKind {
  if (word === queryWord) return MATCH.exact;
  if (word.startsWith(queryWord)) return MATCH.prefix;
  const max = typosAllowed(queryWord);
  if (max === 0) return MATCH.none;
  if (editDistanceWithin(queryWord, word, max) <= max) return MATCH.fuzzy;
  // A typo in the start of a longer word: compare with its starts of about the query's length.
  for (let length = queryWord.length - max; length <= queryWord.length + max; length++) {
    if (length < 1 || length >= word.length) continue;
    if (editDistanceWithin(queryWord, word.slice(0, length), max) <= max) return MATCH.fuzzy;
  }
  return MATCH.none;
}

export function buildSearchIndex(
  games: readonly SearchableGame[],
  providers: readonly SearchableProvider[],
): SearchIndex {
  const words = new Map<string, Posting>();
  const posting = (word: string): Posting => {
    let entry = words.get(word);
    if (!entry) {
      entry = { nameOf: [], providerOf: [], providers: [] };
      words.set(word, entry);
    }
    return entry;
  };
  const gamesOfProvider = new Map<string, number[]>();
  games.forEach((game, index) => {
    for (const word of new Set(wordsOf(game.name))) posting(word).nameOf.push(index);
    const list = gamesOfProvider.get(game.providerSlug) ?? [];
    list.push(index);
    gamesOfProvider.set(game.providerSlug, list);
  });
  providers.forEach((provider, index) => {
    for (const word of new Set(wordsOf(provider.name))) {
      const entry = posting(word);
      entry.providers.push(index);
      entry.providerOf.push(...(gamesOfProvider.get(provider.slug) ?? []));
    }
  });
  return { games, providers, words };
}

/** The best match of each query word per game (kind, and whether it was in the game's own name). */
interface Best {
  kind: MatchKind;
  inName: boolean;
}

export function search(index: SearchIndex, query: string, limit: number): SearchResult {
  const queryWords = [...new Set(wordsOf(query))];
  if (queryWords.length === 0) return { gameIds: [], providerSlugs: [] };

  // Per query word: the best match of every game and provider that matches it at all.
  const perWord = queryWords.map((queryWord) => {
    const games = new Map<number, Best>();
    const providers = new Map<number, MatchKind>();
    for (const [word, entry] of index.words) {
      const kind = matchWord(queryWord, word);
      if (kind === MATCH.none) continue;
      for (const game of entry.nameOf) {
        const best = games.get(game);
        if (!best || kind > best.kind || (kind === best.kind && !best.inName)) games.set(game, { kind, inName: true });
      }
      for (const game of entry.providerOf) {
        const best = games.get(game);
        if (!best || kind > best.kind) games.set(game, { kind, inName: false });
      }
      for (const provider of entry.providers)
        providers.set(provider, Math.max(providers.get(provider) ?? 0, kind) as MatchKind);
    }
    return { games, providers };
  });

  const [first, ...others] = perWord;
  if (!first) return { gameIds: [], providerSlugs: [] };

  const ranked: { game: SearchableGame; tier: number; inName: number }[] = [];
  for (const [gameIndex, best] of first.games) {
    let tier: number = best.kind;
    let inName = best.inName ? 1 : 0;
    let matchesAll = true;
    for (const other of others) {
      const found = other.games.get(gameIndex);
      if (!found) {
        matchesAll = false;
        break;
      }
      tier = Math.min(tier, found.kind);
      if (found.inName) inName += 1;
    }
    const game = index.games[gameIndex];
    if (matchesAll && game) ranked.push({ game, tier, inName });
  }
  ranked.sort((a, b) => b.tier - a.tier || b.inName - a.inName || a.game.position - b.game.position);

  const providerRanked: { provider: SearchableProvider; tier: number }[] = [];
  for (const [providerIndex, kind] of first.providers) {
    let tier: number = kind;
    let matchesAll = true;
    for (const other of others) {
      const found = other.providers.get(providerIndex);
      if (found === undefined) {
        matchesAll = false;
        break;
      }
      tier = Math.min(tier, found);
    }
    const provider = index.providers[providerIndex];
    if (matchesAll && provider) providerRanked.push({ provider, tier });
  }
  providerRanked.sort((a, b) => b.tier - a.tier || a.provider.sortOrder - b.provider.sortOrder);

  return {
    gameIds: ranked.slice(0, limit).map((entry) => entry.game.id),
    providerSlugs: providerRanked.map((entry) => entry.provider.slug),
  };
}
