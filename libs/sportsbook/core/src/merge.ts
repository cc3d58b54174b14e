import { current as snapshotOf, isDraft, original, type Draft, type EntityState } from '@reduxjs/toolkit';
import type { Champ, Game, GameList, Market, Sport } from '@bet/contract';
import {
  champsAdapter,
  sportsAdapter,
  type FeedState,
  type MarketMove,
  type SportsbookState,
  type StoredMarket,
} from './sportsbook-state';

type State = Draft<SportsbookState>;

/** The value before this reducer run: comparing against it creates no drafts for the unchanged. */
function base<T>(value: T): T {
  return isDraft(value) ? (original(value as Draft<T>) as T) : value;
}

/** The value as this reducer run has left it so far. */
function now<T>(value: T): T {
  return isDraft(value) ? (snapshotOf(value as Draft<T>) as T) : value;
}

/** Same items in the same order (by identity). */
export function sameItems<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** Assigns only when the contents differ, so an unchanged list keeps its reference. */
function setIds<K extends string | number>(target: Record<K, readonly number[]>, key: K, ids: readonly number[]) {
  if (!sameItems(base(target)[key], ids)) target[key] = ids as never;
}

function shallowEqual(a: object, b: object): boolean {
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

export interface MergeOptions {
  /** Clock time of the answer: the time of a coefficient move. */
  at: number;
  /** Replace every entity of the answer whatever its version (another language's names). */
  force: boolean;
}

/**
 * A plain copy of the entities of `ids`, by a loop over them rather than a spread: numeric keys
 * this sparse (outcome ids in the millions) are a dictionary, which a spread copies slower.
 */
function copyEntities<T>(ids: readonly number[], from: Record<number, T>): Record<number, T> {
  const entities: Record<number, T> = {};
  for (const id of ids) entities[id] = from[id] as T;
  return entities;
}

/**
 * Writes the changed entities with one plain copy of the record instead of one proxy write per
 * entity: on a 1,000-game live list this is most of the work of an update. Same result as the
 * adapter's setMany (new ids appended in order).
 */
function writeEntities<T extends { id: number }>(target: Draft<EntityState<T, number>>, changed: readonly T[]) {
  if (changed.length === 0) return;
  const before = now(target) as EntityState<T, number>;
  const entities = copyEntities(before.ids, before.entities);
  const added: number[] = [];
  for (const item of changed) {
    if (entities[item.id] === undefined) added.push(item.id);
    entities[item.id] = item;
  }
  // Frozen here (the entities already are), so immer's finalize does not walk thousands of keys.
  target.entities = Object.freeze(entities) as Draft<Record<number, T>>;
  if (added.length > 0) target.ids = Object.freeze([...before.ids, ...added]) as Draft<number[]>;
}

/** Removes entities the same way as writeEntities writes them (a plain copy, frozen). */
function removeEntities<T extends { id: number }>(target: Draft<EntityState<T, number>>, ids: readonly number[]) {
  if (ids.length === 0) return;
  const before = now(target) as EntityState<T, number>;
  const gone = new Set(ids);
  const kept = before.ids.filter((id) => !gone.has(id));
  target.entities = Object.freeze(copyEntities(kept, before.entities)) as Draft<Record<number, T>>;
  target.ids = Object.freeze(kept) as Draft<number[]>;
}

/**
 * Games: only those whose `version` grew (or that are new) are replaced; an answer older than
 * what another feed already brought never overwrites it. Unchanged games keep the same object.
 */
function upsertGames(state: State, games: readonly Game[], { force }: MergeOptions) {
  const known = base(state.games).entities;
  const changed = games.filter((game) => {
    const current = known[game.id];
    return !current || force || game.version > current.version;
  });
  writeEntities<Game>(state.games, changed);
}

/**
 * Markets as games. A changed coefficient records its move, with the answer's time, on the stored
 * market; a market changed otherwise keeps the move it had.
 */
function upsertMarkets(state: State, markets: readonly Market[], { at, force }: MergeOptions) {
  const known = base(state.markets).entities;
  const changed: StoredMarket[] = [];
  for (const market of markets) {
    const current = known[market.id];
    if (current && !force && market.version <= current.version) continue;
    const move: MarketMove | undefined =
      current && market.coef !== current.coef
        ? Object.freeze({ direction: market.coef > current.coef ? 'up' : 'down', at })
        : current?.move;
    changed.push(move ? Object.freeze({ ...market, move }) : market);
  }
  writeEntities<StoredMarket>(state.markets, changed);
}

function marketIdsByGame(markets: readonly Market[]): Map<number, number[]> {
  const byGame = new Map<number, number[]>();
  for (const market of markets) {
    const ids = byGame.get(market.gameId);
    if (ids) ids.push(market.id);
    else byGame.set(market.gameId, [market.id]);
  }
  return byGame;
}

/**
 * A game's market ids: a full answer gives the whole set (in the answer's order); a delta
 * gives changed markets only, so new ids are appended and the known ones stay where they are.
 * Returns whether a market left a game's set (the caller prunes).
 */
function mergeMarketIds(
  target: Record<number, readonly number[]>,
  list: Pick<GameList, 'full' | 'games' | 'markets'>,
): boolean {
  const byGame = marketIdsByGame(list.markets);
  const before = base(target);
  let dropped = false;
  if (list.full) {
    for (const game of list.games) {
      const ids = byGame.get(game.id) ?? [];
      const kept = new Set(ids);
      dropped ||= (before[game.id] ?? []).some((id) => !kept.has(id));
      setIds(target, game.id, ids);
    }
    return dropped;
  }
  for (const [gameId, ids] of byGame) {
    const current = before[gameId] ?? [];
    const known = new Set(current);
    const added = ids.filter((id) => !known.has(id));
    if (added.length > 0) target[gameId] = [...current, ...added];
  }
  return false;
}

/**
 * One answer of a game list or game page (issue 6 "Client"): entities upserted by version, the
 * list's ids taken as the new order (a game missing from `gameIds` has left the list), the
 * version kept for the next `since`. Returns whether a game left the list or a market left a
 * game, so the caller prunes.
 */
export function mergeGameList(
  state: State,
  feed: Draft<FeedState>,
  list: GameList,
  role: 'main' | 'all',
  options: MergeOptions,
): boolean {
  upsertGames(state, list.games, options);
  upsertMarkets(state, list.markets, options);
  const marketLeft = mergeMarketIds(role === 'main' ? state.mainMarketIds : state.allMarketIds, list);
  const gameLeft = replaceGameIds(feed, list.gameIds);
  feed.version = list.version;
  return gameLeft || marketLeft;
}

/** The feed's games in the answer's order; returns whether one of its games left it. */
function replaceGameIds(feed: Draft<FeedState>, gameIds: number[]): boolean {
  const before = base(feed).gameIds;
  const kept = new Set(gameIds);
  if (!sameItems(before, gameIds)) feed.gameIds = gameIds;
  return before.some((id) => !kept.has(id));
}

export function mergeExpress(
  state: State,
  feed: Draft<FeedState>,
  express: { games: readonly Game[]; markets: readonly Market[]; totalCoef: number; expressId: number },
  options: MergeOptions,
): boolean {
  upsertGames(state, express.games, options);
  upsertMarkets(state, express.markets, options);
  const gameIds = express.games.map((game) => game.id);
  const marketIds = express.markets.map((market) => market.id);
  const current = base(state).express;
  if (
    !current ||
    current.totalCoef !== express.totalCoef ||
    current.expressId !== express.expressId ||
    !sameItems(current.gameIds, gameIds) ||
    !sameItems(current.marketIds, marketIds)
  ) {
    state.express = { gameIds, marketIds, totalCoef: express.totalCoef, expressId: express.expressId };
  }
  return replaceGameIds(feed, gameIds);
}

/** Sports and championships carry no version: one is replaced only when a field differs. */
function changedByValue<T extends { id: number }>(known: Record<number, T | undefined>, items: readonly T[]): T[] {
  return items.filter((item) => {
    const current = known[item.id];
    return !current || !shallowEqual(current, item);
  });
}

export function mergeMenu(state: State, section: 'line' | 'live', sports: readonly Sport[], champs: readonly Champ[]) {
  const sportsChanged = changedByValue(base(state.sports).entities, sports);
  if (sportsChanged.length > 0) sportsAdapter.setMany(state.sports, sportsChanged);
  const champsChanged = changedByValue(base(state.champs).entities, champs);
  if (champsChanged.length > 0) champsAdapter.setMany(state.champs, champsChanged);
  const sportIds = sports.map((sport) => sport.id);
  const champIds = champs.map((champ) => champ.id);
  const current = base(state).menus[section];
  if (!current || !sameItems(current.sportIds, sportIds) || !sameItems(current.champIds, champIds)) {
    state.menus[section] = { sportIds, champIds };
  }
}

/**
 * Drops what no feed refers to any more (issue 6: no memory growth while browsing): games of
 * no list, game page or express; a game's market-id lists no feed of that role needs; markets
 * of none of the remaining lists (with them their moves). Sports and championships stay: they are the
 * bounded catalogue the menus and breadcrumbs need.
 */
export function pruneUnreferenced(state: State) {
  const current = now(state);
  const listGames = new Set<number>();
  const pageGames = new Set<number>();
  for (const feed of Object.values(current.feeds)) {
    const target = feed.request.kind === 'game' ? pageGames : listGames;
    for (const id of feed.gameIds) target.add(id);
  }
  const expressGames = new Set(current.express?.gameIds ?? []);

  const staleGames = (current.games.ids as number[]).filter(
    (id) => !listGames.has(id) && !pageGames.has(id) && !expressGames.has(id),
  );
  removeEntities<Game>(state.games, staleGames);
  for (const id of Object.keys(current.mainMarketIds).map(Number)) {
    if (!listGames.has(id)) delete state.mainMarketIds[id];
  }
  for (const id of Object.keys(current.allMarketIds).map(Number)) {
    if (!pageGames.has(id)) delete state.allMarketIds[id];
  }

  const after = now(state);
  const liveMarkets = new Set<number>(current.express?.marketIds ?? []);
  for (const ids of Object.values(after.mainMarketIds)) for (const id of ids) liveMarkets.add(id);
  for (const ids of Object.values(after.allMarketIds)) for (const id of ids) liveMarkets.add(id);
  const staleMarkets = (current.markets.ids as number[]).filter((id) => !liveMarkets.has(id));
  removeEntities<StoredMarket>(state.markets, staleMarkets);
}
