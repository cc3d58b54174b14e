import type { BettingSection, Champ, Game, Sport, TeamInfo } from '@bet/contract';
import { feedKey, sectionOf, type FeedRequest } from './feed-request';
import { sameItems } from './merge';
import {
  DEFAULT_DISPLAY_SETTINGS,
  type DisplayFlag,
  type DisplaySettings,
  type MarketsNameType,
} from './display-settings';
import type {
  BettingSettings,
  ExpressOfTheDayView,
  FeedStatus,
  MarketMove,
  StoredMarket,
  WithSportsbook,
} from './sportsbook-state';

const IDLE: FeedStatus = { status: 'idle' };
const NO_IDS: readonly number[] = Object.freeze([]);
const NO_SPORTS: readonly Sport[] = Object.freeze([]);
const NO_CHAMPS: readonly Champ[] = Object.freeze([]);
const NO_GROUPS: readonly MarketGroup[] = Object.freeze([]);

export interface MarketGroup {
  readonly title: string;
  readonly typeId: number;
  readonly marketIds: readonly number[];
}

/** Keys remembered per derived selector; the oldest is forgotten first (entries hold old state). */
const CACHE_SIZE = 64;

/**
 * A per-key cache for derived lists: recomputed only when one of its inputs changed, and even
 * then the previous result is returned when equal, so a component selecting it re-renders
 * only when what it shows changed (issue 6 performance rule).
 */
function keyedCache<R>(equal: (a: R, b: R) => boolean) {
  const entries = new Map<string, { inputs: readonly unknown[]; result: R }>();
  return (key: string, inputs: readonly unknown[], compute: () => R): R => {
    const entry = entries.get(key);
    if (entry && entry.inputs.length === inputs.length && entry.inputs.every((input, i) => input === inputs[i])) {
      return entry.result;
    }
    const computed = compute();
    const result = entry && equal(entry.result, computed) ? entry.result : computed;
    // Re-inserted last, so the Map's order is least recently computed first.
    entries.delete(key);
    entries.set(key, { inputs, result });
    if (entries.size > CACHE_SIZE) entries.delete(entries.keys().next().value as string);
    return result;
  };
}

/** Feed progress: idle when nobody asked for it. */
export function selectFeedStatus(state: WithSportsbook, request: FeedRequest): FeedStatus {
  return state.sportsbook.feeds[feedKey(request)]?.status ?? IDLE;
}

export const selectSportById = (state: WithSportsbook, id: number): Sport | undefined =>
  state.sportsbook.sports.entities[id];
export const selectChampById = (state: WithSportsbook, id: number): Champ | undefined =>
  state.sportsbook.champs.entities[id];
/** The same object while the game is unchanged. */
export const selectGameById = (state: WithSportsbook, id: number): Game | undefined =>
  state.sportsbook.games.entities[id];
/** The same object while the outcome is unchanged. */
export const selectMarketById = (state: WithSportsbook, id: number): StoredMarket | undefined =>
  state.sportsbook.markets.entities[id];
/** The last coefficient move of an outcome (the odds button shows up or down): the same object until the next. */
export const selectMarketMove = (state: WithSportsbook, id: number): MarketMove | undefined =>
  state.sportsbook.markets.entities[id]?.move;
/** The main markets a list row shows, in the answer's order. */
export const selectMainMarketIds = (state: WithSportsbook, gameId: number): readonly number[] =>
  state.sportsbook.mainMarketIds[gameId] ?? NO_IDS;
export const selectBettingSettings = (state: WithSportsbook): BettingSettings => state.sportsbook.settings;
/** Issue 12: the display settings (spec 01 §3 marketsNameType and the 0/1 flags); the defaults until read. */
export const selectDisplaySettings = (state: WithSportsbook): DisplaySettings =>
  state.sportsbook.display ?? DEFAULT_DISPLAY_SETTINGS;
export const selectMarketsNameType = (state: WithSportsbook): MarketsNameType =>
  selectDisplaySettings(state).marketsNameType;
export const selectDisplayFlag = (state: WithSportsbook, flag: DisplayFlag): boolean =>
  selectDisplaySettings(state)[flag];
/**
 * Spec 01 §3 isAccumulatorOfTheDay / isLiveAccumulatorOfTheDay: whether the express of the day
 * is shown, by the section the player is in.
 */
export const selectIsExpressOfTheDayShown = (state: WithSportsbook): boolean =>
  selectDisplayFlag(
    state,
    state.sportsbook.settings.currentBettingType === 'live' ? 'isLiveAccumulatorOfTheDay' : 'isAccumulatorOfTheDay',
  );
export const selectCurrentBettingType = (state: WithSportsbook): BettingSection =>
  state.sportsbook.settings.currentBettingType;
export const selectBlacklist = (state: WithSportsbook, section: BettingSection): readonly number[] =>
  state.sportsbook.blacklist[section];
export const selectExpressOfTheDay = (state: WithSportsbook): ExpressOfTheDayView | undefined =>
  state.sportsbook.express ?? undefined;
/** Issue 18: a team's info and last results, while its `team` feed is shown (the same object until the next answer). */
export const selectTeamInfo = (state: WithSportsbook, teamId: number): TeamInfo | undefined =>
  state.sportsbook.teams[teamId];

const bySortThenName = <T extends { sort: number; name: string }>(a: T, b: T) =>
  a.sort - b.sort || a.name.localeCompare(b.name);

const menuSportsCache = keyedCache<readonly Sport[]>(sameItems);
/** The section's menu sports, sorted (sort, then name), without the player's blacklisted sports. */
export function selectMenuSports(state: WithSportsbook, section: BettingSection): readonly Sport[] {
  const { menus, sports, blacklist } = state.sportsbook;
  const menu = menus[section];
  if (!menu) return NO_SPORTS;
  return menuSportsCache(section, [menu.sportIds, sports.entities, blacklist[section]], () => {
    const hidden = new Set(blacklist[section]);
    return menu.sportIds
      .filter((id) => !hidden.has(id))
      .map((id) => sports.entities[id])
      .filter((sport): sport is Sport => sport !== undefined)
      .sort(bySortThenName);
  });
}

const cyberSportsCache = keyedCache<readonly Sport[]>(sameItems);
/** The cyber disciplines of the section's menu (sport.cyberTypeId set), sorted as the menu. */
export function selectCyberSports(state: WithSportsbook, section: BettingSection): readonly Sport[] {
  const sports = selectMenuSports(state, section);
  return cyberSportsCache(section, [sports], () => sports.filter((sport) => sport.cyberTypeId !== null));
}

const champsCache = keyedCache<readonly Champ[]>(sameItems);
/** The championships of a sport in the section's menu, sorted (sort, then name). */
export function selectChampsOfSport(state: WithSportsbook, section: BettingSection, sportId: number): readonly Champ[] {
  const { menus, champs } = state.sportsbook;
  const menu = menus[section];
  if (!menu) return NO_CHAMPS;
  return champsCache(`${section}:${sportId}`, [menu.champIds, champs.entities], () =>
    menu.champIds
      .map((id) => champs.entities[id])
      .filter((champ): champ is Champ => champ !== undefined && champ.sportId === sportId)
      .sort(bySortThenName),
  );
}

const listCache = keyedCache<readonly number[]>(sameItems);
/**
 * The games of a list in display order, without the section's blacklisted sports (a game page
 * is not filtered: it was opened on purpose). A stable reference while unchanged.
 */
export function selectListGameIds(state: WithSportsbook, request: FeedRequest): readonly number[] {
  const key = feedKey(request);
  const feed = state.sportsbook.feeds[key];
  if (!feed) return NO_IDS;
  const section = sectionOf(request);
  if (request.kind === 'game' || !section) return feed.gameIds;
  const { blacklist, games } = state.sportsbook;
  if (blacklist[section].length === 0) return feed.gameIds;
  return listCache(key, [feed.gameIds, games.entities, blacklist[section]], () => {
    const hidden = new Set(blacklist[section]);
    return feed.gameIds.filter((id) => {
      const game = games.entities[id];
      return game !== undefined && !hidden.has(game.sportId);
    });
  });
}

const sameGroups = (a: readonly MarketGroup[], b: readonly MarketGroup[]) =>
  a.length === b.length &&
  a.every((group, i) => {
    const other = b[i];
    return (
      other !== undefined &&
      group.title === other.title &&
      group.typeId === other.typeId &&
      sameItems(group.marketIds, other.marketIds)
    );
  });

const groupsCache = keyedCache<readonly MarketGroup[]>(sameGroups);
/**
 * The game page's markets grouped by title (1X2, Total, ...) in the order they first appear;
 * the main markets until the page's own answer brings every market.
 */
export function selectMarketGroups(state: WithSportsbook, gameId: number): readonly MarketGroup[] {
  const { allMarketIds, mainMarketIds, markets } = state.sportsbook;
  const ids = allMarketIds[gameId] ?? mainMarketIds[gameId];
  if (!ids) return NO_GROUPS;
  return groupsCache(String(gameId), [ids, markets.entities], () => {
    const groups = new Map<string, { title: string; typeId: number; marketIds: number[] }>();
    for (const id of ids) {
      const market = markets.entities[id];
      if (!market) continue;
      const groupKey = `${market.typeId}:${market.group}`;
      const group = groups.get(groupKey);
      if (group) group.marketIds.push(id);
      else groups.set(groupKey, { title: market.group, typeId: market.typeId, marketIds: [id] });
    }
    return [...groups.values()];
  });
}

const shownGroupsCache = keyedCache<readonly MarketGroup[]>(sameItems);
/**
 * The game page's market groups without the market types the player filtered out (spec 01 §3
 * `filteredMarkets`): the same array while neither the groups nor the filter changed.
 */
export function selectShownMarketGroups(state: WithSportsbook, gameId: number): readonly MarketGroup[] {
  const groups = selectMarketGroups(state, gameId);
  const hidden = state.sportsbook.settings.filteredMarkets;
  if (hidden.length === 0) return groups;
  return shownGroupsCache(String(gameId), [groups, hidden], () =>
    groups.filter((group) => !hidden.includes(group.typeId)),
  );
}
