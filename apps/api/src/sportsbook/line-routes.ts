import {
  getCyberDashboard,
  getExpressOfTheDay,
  getLineGame,
  getLineGames,
  getLineMenu,
  getResults,
  getTeam,
  getTopGames,
  RESULTS_MAX_SPAN_SECONDS,
  TEAM_RESULTS_LIMIT,
  GEO_COUNTRY_HEADER,
} from '@bet/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { champs, games, sports } from '../db/schema';
import { COUNTRIES, teamEntry } from './catalogue';
import { geoCountryCodeFrom } from '../site/geo';
import { HttpError } from '../http/http-error';
import { registerCall } from '../http/register-call';
import { readExpressOfTheDay } from './express-of-the-day';
import { gameConditions, readGameList, readGames, readMenu, readResults, usableSince } from './feed-lists';
import { currentFeedVersion } from './feed-queries';
import { feedLang } from './localized';
import { idEquals } from '../db/row-id';

/**
 * The sportsbook feed (contract line-calls.ts, /web-api/line/*): menu, game lists with `since`
 * deltas, a game page, top games, express of the day, results and the cyber dashboard. Lists
 * carry main markets only and never finished games.
 */
export function registerLineRoutes(app: FastifyInstance, deps: Pick<ServerDeps, 'db' | 'clock'>): void {
  const { db, clock } = deps;

  registerCall(app, getLineMenu, async ({ query }) => ({
    section: query.section,
    ...(await readMenu(db, query.section, feedLang(query.lang))),
  }));

  registerCall(app, getLineGames, async ({ query, request }) => {
    const nowMs = clock.now();
    return readGameList(db, {
      where: gameConditions({
        section: query.section,
        sportId: query.sportId,
        champIds: query.champIds,
        gameIds: query.gameIds,
        timeFilter: query.timeFilter,
        teamId: query.teamId,
        countryId: query.yourCountry ? yourCountryId(request.headers[GEO_COUNTRY_HEADER]) : undefined,
        nowMs,
      }),
      mainOnly: true,
      since: query.since,
      lang: feedLang(query.lang),
      nowMs,
    });
  });

  registerCall(app, getLineGame, async ({ query }) => {
    const nowMs = clock.now();
    const [game] = await db
      .select({ id: games.id, version: games.version })
      .from(games)
      .where(idEquals(games.id, query.gameId));
    if (!game) throw HttpError.of(404, 'game_not_found', `No game ${query.gameId}`);
    const version = await currentFeedVersion(db);
    const since = usableSince(query.since, version);
    const changed = since === undefined || game.version > since;
    const read = changed
      ? await readGames(db, [game.id], { mainOnly: false, since, lang: feedLang(query.lang), nowMs })
      : { games: [], markets: [] };
    return { version, full: since === undefined, gameIds: [game.id], ...read };
  });

  registerCall(app, getTopGames, async ({ query }) => {
    const nowMs = clock.now();
    return readGameList(db, {
      where: gameConditions({ section: query.section, topOnly: true, nowMs }),
      mainOnly: true,
      since: query.since,
      lang: feedLang(query.lang),
      nowMs,
    });
  });

  registerCall(app, getExpressOfTheDay, async ({ query }) =>
    readExpressOfTheDay(db, feedLang(query.lang), clock.now()),
  );

  registerCall(app, getResults, async ({ query }) => {
    const range = resultsRange(query, clock.now());
    return {
      results: await readResults(db, {
        ...range,
        sportId: query.sportId,
        champId: query.champId,
        lang: feedLang(query.lang),
      }),
    };
  });

  // Issue 18: the team info page (contract team-calls.ts).
  registerCall(app, getTeam, async ({ query }) => {
    const entry = teamEntry(query.teamId);
    if (!entry) throw HttpError.of(404, 'team_not_found', `No team ${query.teamId}`);
    const lang = feedLang(query.lang);
    const champRows = await db
      .select({ id: champs.id, nameRu: champs.nameRu, nameEn: champs.nameEn })
      .from(champs)
      .where(inArray(champs.id, entry.champIds))
      .orderBy(asc(champs.sort), asc(champs.id));
    const [sport] = await db
      .select({ nameRu: sports.nameRu, nameEn: sports.nameEn })
      .from(sports)
      .where(eq(sports.id, entry.sportId));
    return {
      team: {
        id: entry.id,
        name: entry.name[lang],
        sportId: entry.sportId,
        sportName: sport ? (lang === 'ru' ? sport.nameRu : sport.nameEn) : '',
        champs: champRows.map((row) => ({ id: row.id, name: lang === 'ru' ? row.nameRu : row.nameEn })),
      },
      results: await readResults(db, {
        fromMs: 0,
        toMs: clock.now() + 1,
        teamId: entry.id,
        limit: TEAM_RESULTS_LIMIT,
        lang,
      }),
    };
  });

  registerCall(app, getCyberDashboard, async ({ query }) => {
    const nowMs = clock.now();
    return readGameList(db, {
      where: gameConditions({ cyberOnly: true, cyberTypeId: query.cyberTypeId, nowMs }),
      mainOnly: true,
      since: query.since,
      lang: feedLang(query.lang),
      nowMs,
      liveFirst: true,
    });
  });
}

/**
 * The span getResults reads: `from`-`to` when both are given (the player's day, issue 18), else
 * the UTC day of `date` (or of now). One bound alone, a span that runs backwards or one longer
 * than RESULTS_MAX_SPAN_SECONDS is a 400.
 */
export function resultsRange(
  query: { date?: number | undefined; from?: number | undefined; to?: number | undefined },
  nowMs: number,
): { fromMs: number; toMs: number } {
  if (query.from !== undefined || query.to !== undefined) {
    const { from, to } = query;
    if (from === undefined || to === undefined || to <= from || to - from > RESULTS_MAX_SPAN_SECONDS)
      throw HttpError.of(400, 'bad_range', 'from and to: both, from before to, at most 31 days apart');
    return { fromMs: from * 1000, toMs: to * 1000 };
  }
  const dayStart = Math.floor((query.date === undefined ? nowMs : query.date * 1000) / 86_400_000) * 86_400_000;
  return { fromMs: dayStart, toMs: dayStart + 86_400_000 };
}

/**
 * Issue 18 betsonyour: the catalogue's country of the request's geo country (the one the site
 * config names, GEO_COUNTRY_HEADER, the default geo without it); -1, matching no championship,
 * for a country the line has none of.
 */
export function yourCountryId(header: string | string[] | undefined): number {
  const code = geoCountryCodeFrom(header);
  return COUNTRIES.find((country) => country.iso === code)?.id ?? -1;
}
