import {
  CASINO_ERROR_CODES,
  getCasinoFavourites,
  getCasinoGame,
  getCasinoGames,
  getCasinoLobby,
  getCasinoOffers,
  getCasinoTournament,
  getCasinoTournaments,
  getRecentCasinoGames,
  getThirdPartyPartitions,
  searchCasino,
  setCasinoFavourite,
} from '@bet/contract';
import type { CasinoGame } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import { requireSignIn, signedInOf } from '../auth/auth-guard';
import { siteConfig } from '../db/schema';
import { HttpError } from '../http/http-error';
import { registerCall } from '../http/register-call';
import type { ServerDeps } from '../server-deps';
import { casinoLanguage } from './casino-language';
import { catalogueOf, filterGames, type Catalogue } from './catalogue';
import { listOffers } from './offers';
import { favouriteIds, recentIds, setFavourite } from './player-games';
import { search } from './search-index';
import { gameThumbnailSvg, THUMBNAIL_PATH } from './thumbnail-svg';
import { findTournament, leaderboardAt, listTournaments, toTournament } from './tournaments';

type CasinoRouteDeps = Pick<ServerDeps, 'db' | 'secret' | 'clock' | 'faults' | 'tokenCutoff'>;

export function gameNotFound(gameId: number | string): HttpError {
  return HttpError.of(404, CASINO_ERROR_CODES.gameNotFound, `No game ${gameId}`);
}

function gamesOf(catalogue: Catalogue, ids: readonly number[]): CasinoGame[] {
  return ids.flatMap((id) => {
    const game = catalogue.byId.get(id);
    return game ? [game] : [];
  });
}

/**
 * The casino catalogue's calls (contract casino-calls.ts; README "Casino catalogue"): the lobby,
 * pages of games, one game, search, favourites and recently played, tournaments, offers, the
 * third-party partitions, and the games' thumbnails. The launch calls and the rounds are the
 * wallet's.
 */
export function registerCasinoRoutes(app: FastifyInstance, deps: CasinoRouteDeps): void {
  const { db, clock } = deps;
  const signedIn = { preHandler: requireSignIn(deps, { terms: true }), noStore: true };
  const now = () => new Date(clock.now());

  registerCall(app, getCasinoLobby, async () => {
    const catalogue = await catalogueOf(db);
    return { categories: catalogue.categories, providers: catalogue.providers };
  });

  registerCall(app, getCasinoGames, async ({ query }) => {
    const catalogue = await catalogueOf(db);
    const games = filterGames(catalogue.games, query);
    return { total: games.length, items: games.slice(query.offset, query.offset + query.limit) };
  });

  registerCall(app, getCasinoGame, async ({ query }) => {
    const game = (await catalogueOf(db)).byId.get(query.gameId);
    if (!game) throw gameNotFound(query.gameId);
    return { game };
  });

  registerCall(app, searchCasino, async ({ query }) => {
    const catalogue = await catalogueOf(db);
    const found = search(catalogue.search, query.q, query.limit);
    const providers = found.providerSlugs.flatMap((slug) => catalogue.providers.filter((p) => p.slug === slug));
    return { games: gamesOf(catalogue, found.gameIds), providers };
  });

  registerCall(
    app,
    getCasinoFavourites,
    async ({ request }) => {
      const { player } = signedInOf(request);
      return { items: gamesOf(await catalogueOf(db), await favouriteIds(db, player.id)) };
    },
    signedIn,
  );

  registerCall(
    app,
    setCasinoFavourite,
    async ({ request, body }) => {
      const { player } = signedInOf(request);
      const catalogue = await catalogueOf(db);
      if (!catalogue.byId.has(body.gameId)) throw gameNotFound(body.gameId);
      await setFavourite(db, player.id, body.gameId, body.favourite, now());
      return { items: gamesOf(catalogue, await favouriteIds(db, player.id)) };
    },
    signedIn,
  );

  registerCall(
    app,
    getRecentCasinoGames,
    async ({ request }) => {
      const { player } = signedInOf(request);
      return { items: gamesOf(await catalogueOf(db), await recentIds(db, player.id)) };
    },
    signedIn,
  );

  registerCall(app, getCasinoTournaments, async ({ request }) => {
    const language = casinoLanguage(request);
    const at = now();
    return { items: (await listTournaments(db)).map((row) => toTournament(row, language, at)) };
  });

  registerCall(app, getCasinoTournament, async ({ request, query, reply }) => {
    const row = await findTournament(db, query.id);
    if (!row) throw HttpError.of(404, CASINO_ERROR_CODES.notFound, `No tournament ${query.id}`);
    const at = now();
    // The board moves on the clock: polled, never kept.
    reply.header('cache-control', 'no-store');
    return {
      tournament: toTournament(row, casinoLanguage(request), at),
      leaderboard: await leaderboardAt(db, row, at),
    };
  });

  registerCall(app, getCasinoOffers, async ({ request }) => ({
    items: await listOffers(db, casinoLanguage(request), now()),
  }));

  registerCall(app, getThirdPartyPartitions, async () => {
    const [config] = await db.select({ allowed: siteConfig.isThirdPartyAllowed }).from(siteConfig).limit(1);
    if (!config?.allowed) return { listAvailablePartitions: [], success: false };
    const catalogue = await catalogueOf(db);
    return {
      listAvailablePartitions: catalogue.categories.filter((entry) => entry.gameCount > 0).map((entry) => entry.slug),
      success: true,
    };
  });

  // The tiles: not a contract call (an image, not JSON), like the captcha picture.
  app.get<{ Params: { file: string } }>(`${THUMBNAIL_PATH}/:file`, async (request, reply) => {
    const match = /^([1-9][0-9]{0,9})\.svg$/.exec(request.params.file);
    const game = match ? (await catalogueOf(db)).byId.get(Number(match[1])) : undefined;
    if (!game) throw gameNotFound(request.params.file);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(gameThumbnailSvg({ id: game.id, name: game.name, caption: game.providerName }));
  });
}
