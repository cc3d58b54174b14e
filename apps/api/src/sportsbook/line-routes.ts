import {
  getCyberDashboard,
  getExpressOfTheDay,
  getLineGame,
  getLineGames,
  getLineMenu,
  getResults,
  getTopGames,
} from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { games } from '../db/schema';
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

  registerCall(app, getLineGames, async ({ query }) => {
    const nowMs = clock.now();
    return readGameList(db, {
      where: gameConditions({
        section: query.section,
        sportId: query.sportId,
        champIds: query.champIds,
        gameIds: query.gameIds,
        timeFilter: query.timeFilter,
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

  registerCall(app, getResults, async ({ query }) => ({
    results: await readResults(db, {
      dayMs: query.date === undefined ? clock.now() : query.date * 1000,
      sportId: query.sportId,
      champId: query.champId,
      lang: feedLang(query.lang),
    }),
  }));

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
