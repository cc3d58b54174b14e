import type { BettingSection, Champ, Game, GameList, GameResult, Market, Sport, TimeFilter } from '@bet/contract';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { idEquals, idIn } from '../db/row-id';
import { champs, games, markets, sports } from '../db/schema';
import { countryOf, teamEntry, teamIdOf, teamName } from './catalogue';
import { currentFeedVersion, type FeedDb } from './feed-queries';
import { groupLabel, outcomeLabel } from './labels';
import type { FeedLang } from './localized';
import { rulesOf, scheduleAt } from './sport-rules';

/** Statuses a list shows: line is not started, live is in play or in a break (spec 01 §4). */
export const SECTION_STATUSES: Readonly<Record<BettingSection, readonly number[]>> = {
  line: [1],
  live: [2, 3],
};
export const OPEN_STATUSES = [1, 2, 3];

type GameRow = typeof games.$inferSelect;
type MarketRow = typeof markets.$inferSelect;

const gameColumns = {
  id: games.id,
  sportId: games.sportId,
  champId: games.champId,
  number: games.number,
  team1: games.team1,
  team2: games.team2,
  startTime: games.startTime,
  status: games.status,
  timeSeconds: games.timeSeconds,
  period: games.period,
  score1: games.score1,
  score2: games.score2,
  periods: games.periods,
  isTop: games.isTop,
  version: games.version,
  cyberTypeId: sports.cyberTypeId,
};
type ListedGame = Pick<GameRow, Exclude<keyof typeof gameColumns, 'cyberTypeId'>> & { cyberTypeId: number | null };

/** A game as the contract shows it; a live clock is read from the schedule at `nowMs`. */
export function toContractGame(row: ListedGame, marketCount: number, lang: FeedLang, nowMs: number): Game {
  let time = row.timeSeconds;
  if (row.status === 2) {
    const schedule = scheduleAt(rulesOf(row.sportId), (nowMs - row.startTime.getTime()) / 1000);
    if (schedule.status === 2 && schedule.period === row.period) time = schedule.timeSeconds;
  }
  return {
    id: row.id,
    sportId: row.sportId,
    champId: row.champId,
    number: row.number,
    team1: teamName(row.team1, lang),
    team2: teamName(row.team2, lang),
    team1Id: teamIdOf(row.sportId, row.team1),
    team2Id: teamIdOf(row.sportId, row.team2),
    startTime: Math.floor(row.startTime.getTime() / 1000),
    status: row.status as Game['status'],
    isLive: row.status === 2 || row.status === 3,
    time,
    period: row.period,
    scores:
      row.score1 === null || row.score2 === null
        ? null
        : { score1: row.score1, score2: row.score2, periods: row.periods },
    marketCount,
    cyberTypeId: row.cyberTypeId,
    isTop: row.isTop,
    version: row.version,
  };
}

export function toContractMarket(row: MarketRow, lang: FeedLang): Market {
  return {
    id: row.id,
    gameId: row.gameId,
    typeId: row.typeId,
    group: groupLabel(row.typeId)[lang],
    outcome: outcomeLabel(row.typeId, row.outcomeKey, row.paramMilli)[lang],
    param: row.paramMilli === null ? null : row.paramMilli / 1000,
    coef: row.coefMilli / 1000,
    isBlocked: row.isBlocked,
    kind: row.kind,
    version: row.version,
  };
}

export interface ListQuery {
  /** Game conditions of the list (finished games are never included). */
  where: SQL | undefined;
  /** Only main markets (lists) or all (the game page). */
  mainOnly: boolean;
  since?: number;
  lang: FeedLang;
  nowMs: number;
  /** Live games first (the cyber dashboard). */
  liveFirst?: boolean;
}

/**
 * A list of games with their markets: every id in order; the games and markets themselves in
 * full, or with `since` only those whose version is newer (contract gameListSchema). Read in
 * three small queries: ids and versions, the changed games, their markets.
 */
export async function readGameList(db: FeedDb, query: ListQuery): Promise<GameList> {
  const version = await currentFeedVersion(db);
  const order = [
    ...(query.liveFirst ? [desc(sql`${games.status} in (2, 3)`)] : []),
    asc(sports.sort),
    asc(champs.sort),
    asc(games.startTime),
    asc(games.id),
  ];
  const listed = await db
    .select({ id: games.id, version: games.version })
    .from(games)
    .innerJoin(sports, eq(sports.id, games.sportId))
    .innerJoin(champs, eq(champs.id, games.champId))
    .where(and(inArray(games.status, OPEN_STATUSES), query.where))
    .orderBy(...order);
  const since = usableSince(query.since, version);
  const gameIds = listed.map((row) => row.id);
  const wanted = since === undefined ? gameIds : listed.filter((row) => row.version > since).map((row) => row.id);
  return { version, full: since === undefined, gameIds, ...(await readGames(db, wanted, { ...query, since })) };
}

/**
 * A `since` newer than the feed (a client that outlived a sandbox restarted on a fresh
 * database) would get empty deltas for ever: it gets the full answer instead.
 */
export function usableSince(since: number | undefined, version: number): number | undefined {
  return since !== undefined && since <= version ? since : undefined;
}

/** The games `ids` (in that order) and their markets, newer than `since` when given. */
export async function readGames(
  db: FeedDb,
  ids: readonly number[],
  query: Omit<ListQuery, 'where'>,
): Promise<{ games: Game[]; markets: Market[] }> {
  if (ids.length === 0) return { games: [], markets: [] };
  const gameRows = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(sports, eq(sports.id, games.sportId))
    .where(inArray(games.id, [...ids]));
  const marketRows = await db
    .select()
    .from(markets)
    .where(
      and(
        inArray(markets.gameId, [...ids]),
        query.mainOnly ? eq(markets.isMain, true) : undefined,
        query.since === undefined ? undefined : gt(markets.version, query.since),
      ),
    )
    .orderBy(asc(markets.gameId), asc(markets.sort));
  const counts = await db
    .select({ gameId: markets.gameId, count: sql<number>`count(*)::int` })
    .from(markets)
    .where(inArray(markets.gameId, [...ids]))
    .groupBy(markets.gameId);
  const countOf = new Map(counts.map((row) => [row.gameId, row.count]));
  const byId = new Map(gameRows.map((row) => [row.id, row]));
  const place = new Map(ids.map((id, index) => [id, index]));
  return {
    games: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toContractGame(row, countOf.get(id) ?? 0, query.lang, query.nowMs)] : [];
    }),
    markets: marketRows
      .sort((a, b) => (place.get(a.gameId) ?? 0) - (place.get(b.gameId) ?? 0) || a.sort - b.sort)
      .map((row) => toContractMarket(row, query.lang)),
  };
}

export interface GameFilters {
  section?: BettingSection;
  sportId?: number;
  champIds?: readonly number[];
  gameIds?: readonly number[];
  timeFilter?: TimeFilter;
  /** Issue 18: the games of one team (catalogue `teamEntry`), either side. */
  teamId?: number;
  /** Issue 18 betsonyour: the championships of this country (catalogue COUNTRIES id). */
  countryId?: number;
  topOnly?: boolean;
  cyberTypeId?: number;
  cyberOnly?: boolean;
  nowMs: number;
}

/** "Upcoming" of the time filter: games that have not started and start within this many hours. */
export const UPCOMING_WINDOW_HOURS = 3;

/**
 * "Recommended" of the time filter: the games the sandbox marks top, and every game of its
 * featured championships (EPL, La Liga, Europa League: the themed pages of spec 01 §2).
 */
export const RECOMMENDED_CHAMP_IDS: readonly number[] = [101, 102, 103];

/**
 * The main header's time filter (spec 01 §3 "Options"; what each value keeps is ours, README
 * "Sportsbook feed"): it narrows the list inside its section, so "upcoming" in live, or a period
 * in line, keeps nothing. Periods come from the simulator's game state: in play (status 2) in
 * that period; a break between periods counts for neither.
 */
export function timeFilterCondition(filter: TimeFilter, nowMs: number): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'upcoming':
      return and(
        eq(games.status, 1),
        gte(games.startTime, new Date(nowMs)),
        lte(games.startTime, new Date(nowMs + UPCOMING_WINDOW_HOURS * 3600_000)),
      );
    case 'firstPeriod':
      return and(eq(games.status, 2), eq(games.period, 1));
    case 'secondPeriod':
      return and(eq(games.status, 2), eq(games.period, 2));
    case 'recommended':
      return sql`(${games.isTop} or ${inArray(games.champId, [...RECOMMENDED_CHAMP_IDS])})`;
  }
}

/** The conditions of getLineGames, getTopGames and getCyberDashboard. */
export function gameConditions(filters: GameFilters): SQL | undefined {
  return and(
    filters.section ? inArray(games.status, [...SECTION_STATUSES[filters.section]]) : undefined,
    // Ids past the int4 columns name nothing (compared as they are, PostgreSQL fails the query).
    filters.sportId === undefined ? undefined : idEquals(games.sportId, filters.sportId),
    filters.champIds?.length ? idIn(games.champId, filters.champIds) : undefined,
    filters.gameIds?.length ? idIn(games.id, filters.gameIds) : undefined,
    filters.timeFilter ? timeFilterCondition(filters.timeFilter, filters.nowMs) : undefined,
    filters.teamId === undefined ? undefined : teamCondition(filters.teamId),
    filters.countryId === undefined ? undefined : eq(champs.countryId, filters.countryId),
    filters.topOnly ? eq(games.isTop, true) : undefined,
    filters.cyberOnly ? isNotNull(sports.cyberTypeId) : undefined,
    filters.cyberTypeId === undefined ? undefined : eq(sports.cyberTypeId, filters.cyberTypeId),
  );
}

/** The most results one answer holds (a week of the busiest sandbox line stays well under it). */
export const RESULTS_MAX = 5_000;

/** A team's games: its name on either side, in its sport; an unknown id matches nothing. */
export function teamCondition(teamId: number): SQL {
  const team = teamEntry(teamId);
  if (!team) return sql`false`;
  return and(eq(games.sportId, team.sportId), or(eq(games.team1, team.name.en), eq(games.team2, team.name.en))) as SQL;
}

/** getLineMenu: the sports and championships having games in the section, with both counts. */
export async function readMenu(
  db: FeedDb,
  section: BettingSection,
  lang: FeedLang,
): Promise<{ sports: Sport[]; champs: Champ[] }> {
  const counts = await db
    .select({
      champId: games.champId,
      line: sql<number>`count(*) filter (where ${games.status} = 1)::int`,
      live: sql<number>`count(*) filter (where ${games.status} in (2, 3))::int`,
    })
    .from(games)
    .where(inArray(games.status, OPEN_STATUSES))
    .groupBy(games.champId);
  const champRows = await db.select().from(champs).orderBy(asc(champs.sort), asc(champs.id));
  const sportRows = await db.select().from(sports).orderBy(asc(sports.sort), asc(sports.id));
  const byChamp = new Map(counts.map((row) => [row.champId, row]));
  const inSection = (line: number, live: number) => (section === 'line' ? line : live) > 0;

  const sportTotals = new Map<number, { line: number; live: number }>();
  const champList: Champ[] = [];
  for (const champ of champRows) {
    const count = byChamp.get(champ.id) ?? { line: 0, live: 0 };
    const total = sportTotals.get(champ.sportId) ?? { line: 0, live: 0 };
    sportTotals.set(champ.sportId, { line: total.line + count.line, live: total.live + count.live });
    if (!inSection(count.line, count.live)) continue;
    const country = countryOf(champ.countryId);
    champList.push({
      id: champ.id,
      sportId: champ.sportId,
      name: lang === 'ru' ? champ.nameRu : champ.nameEn,
      countryId: champ.countryId,
      countryName: country.name[lang],
      countryIso: country.iso,
      lineCount: count.line,
      liveCount: count.live,
      sort: champ.sort,
    });
  }
  const sportList = sportRows.flatMap((sport): Sport[] => {
    const total = sportTotals.get(sport.id) ?? { line: 0, live: 0 };
    if (!inSection(total.line, total.live)) return [];
    return [
      {
        id: sport.id,
        name: lang === 'ru' ? sport.nameRu : sport.nameEn,
        nameEng: sport.nameEn,
        cyberTypeId: sport.cyberTypeId,
        lineCount: total.line,
        liveCount: total.live,
        sort: sport.sort,
      },
    ];
  });
  return { sports: sportList, champs: champList };
}

/**
 * getResults: games finished within [fromMs, toMs) (a UTC day, or the player's own day or days:
 * issue 18), newest first; the team page's last results (`teamId`, `limit`).
 */
export async function readResults(
  db: FeedDb,
  filters: {
    fromMs: number;
    toMs: number;
    sportId?: number;
    champId?: number;
    teamId?: number;
    limit?: number;
    lang: FeedLang;
  },
): Promise<GameResult[]> {
  const rows = await db
    .select({
      id: games.id,
      sportId: games.sportId,
      champId: games.champId,
      champRu: champs.nameRu,
      champEn: champs.nameEn,
      team1: games.team1,
      team2: games.team2,
      startTime: games.startTime,
      finishedAt: games.finishedAt,
      score1: games.score1,
      score2: games.score2,
      periods: games.periods,
    })
    .from(games)
    .innerJoin(champs, eq(champs.id, games.champId))
    .where(
      and(
        eq(games.status, 4),
        gte(games.finishedAt, new Date(filters.fromMs)),
        lt(games.finishedAt, new Date(filters.toMs)),
        filters.sportId === undefined ? undefined : idEquals(games.sportId, filters.sportId),
        filters.champId === undefined ? undefined : idEquals(games.champId, filters.champId),
        filters.teamId === undefined ? undefined : teamCondition(filters.teamId),
      ),
    )
    .orderBy(desc(games.finishedAt), asc(games.id))
    .limit(filters.limit ?? RESULTS_MAX);
  return rows.map((row) => ({
    gameId: row.id,
    sportId: row.sportId,
    champId: row.champId,
    champName: filters.lang === 'ru' ? row.champRu : row.champEn,
    team1: teamName(row.team1, filters.lang),
    team2: teamName(row.team2, filters.lang),
    startTime: Math.floor(row.startTime.getTime() / 1000),
    finishedAt: Math.floor((row.finishedAt ?? row.startTime).getTime() / 1000),
    scores: { score1: row.score1 ?? 0, score2: row.score2 ?? 0, periods: row.periods },
  }));
}
