import {
  CASINO_ERROR_CODES,
  CASINO_RECENT_MAX,
  getCasinoGame,
  getCasinoGames,
  getCasinoLobby,
  getThirdPartyPartitions,
  searchCasino,
  setCasinoGamePosition,
} from '@bet/contract';
import type { CasinoCategoryInfo, CasinoGame, CasinoProvider } from '@bet/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { casinoFavourites, casinoGames, casinoRecentGames, siteConfig } from '../db/schema';
import { authHeaders, DEMO, errorCodeOf, signInAs } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import { buildCatalogueSeed } from './catalogue-seed';
import { findPlayableGame, recordRecentGame } from './player-games';

const seed = buildCatalogueSeed();
const idOf = (name: string) => {
  const game = seed.games.find((entry) => entry.name === name);
  if (!game) throw new Error(`No seeded game ${name}`);
  return game.id;
};
const BOOK = idOf('Book of Pharaohs');
const AVIATOR = idOf('Aviator Sky');

describe('casino catalogue calls (issue 14, spec 01 §2 "Casino and third-party games")', () => {
  const server = useTestServer();
  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const response = await server.app.inject({ method: 'GET', url, headers });
    return { response, body: response.json<T>() };
  };

  describe('lobby and pages', () => {
    it('lists every section with its sub-categories and counts, and the providers', async () => {
      const { response, body } = await get<{ categories: CasinoCategoryInfo[]; providers: CasinoProvider[] }>(
        getCasinoLobby.path,
      );
      expect(response.statusCode).toBe(200);
      expect(body.categories.map((category) => category.slug)).toEqual(
        [...new Set(seed.games.map((game) => game.category))].sort(
          (a, b) => body.categories.findIndex((c) => c.slug === a) - body.categories.findIndex((c) => c.slug === b),
        ),
      );
      const slots = body.categories.find((category) => category.slug === 'slots');
      expect(slots?.gameCount).toBe(seed.games.filter((game) => game.category === 'slots').length);
      expect(slots?.subcategories[0]).toEqual({
        slug: 'popular',
        gameCount: seed.games.filter((game) => game.subcategories.includes('popular') && game.category === 'slots')
          .length,
      });
      expect(body.providers.reduce((sum, provider) => sum + provider.gameCount, 0)).toBe(seed.games.length);
      expect(body.providers[0]).toEqual({ slug: 'nebula-forge', name: 'Nebula Forge', gameCount: expect.any(Number) });
    });

    it('pages the lobby in its order with the total, and filters by category, sub-category, provider, filter and tag', async () => {
      const first = await get<{ total: number; items: CasinoGame[] }>(`${getCasinoGames.path}?limit=10`);
      expect(first.body.total).toBe(seed.games.length);
      expect(first.body.items.map((game) => game.id)).toEqual(seed.games.slice(0, 10).map((game) => game.id));
      const second = await get<{ total: number; items: CasinoGame[] }>(`${getCasinoGames.path}?offset=10&limit=5`);
      expect(second.body.items.map((game) => game.id)).toEqual(seed.games.slice(10, 15).map((game) => game.id));

      const live = await get<{ total: number; items: CasinoGame[] }>(
        `${getCasinoGames.path}?category=live-casino&subcategory=roulette&limit=200`,
      );
      expect(live.body.total).toBe(
        seed.games.filter((game) => game.category === 'live-casino' && game.subcategories.includes('roulette')).length,
      );
      expect(live.body.items.every((game) => game.subcategories.includes('roulette'))).toBe(true);

      const byProvider = await get<{ total: number; items: CasinoGame[] }>(
        `${getCasinoGames.path}?provider=rocket-yard&filter=climb-to-victory`,
      );
      expect(byProvider.body.total).toBeGreaterThan(0);
      expect(byProvider.body.items.every((game) => game.provider === 'rocket-yard' && game.engine === 'crash')).toBe(
        true,
      );

      const all = await get<{ total: number }>(`${getCasinoGames.path}?filter=all`);
      expect(all.body.total).toBe(seed.games.length);
      const tagged = await get<{ total: number; items: CasinoGame[] }>(`${getCasinoGames.path}?tag=jackpot&limit=200`);
      expect(tagged.body.total).toBe(seed.games.filter((game) => game.tags.includes('jackpot')).length);
      const none = await get<{ total: number; items: CasinoGame[] }>(`${getCasinoGames.path}?provider=nobody`);
      expect(none.body).toEqual({ total: 0, items: [] });
      const refused = await get(`${getCasinoGames.path}?limit=201`);
      expect(refused.response.statusCode).toBe(400);
    });

    it('answers one game, and 404 game_not_found for an unknown id', async () => {
      const { response, body } = await get<{ game: CasinoGame }>(`${getCasinoGame.path}?gameId=${BOOK}`);
      expect(response.statusCode).toBe(200);
      expect(body.game).toMatchObject({
        id: BOOK,
        name: 'Book of Pharaohs',
        slug: 'book-of-pharaohs',
        provider: 'nebula-forge',
        providerName: 'Nebula Forge',
        category: 'slots',
        engine: 'slot',
        hasDemo: true,
        thumbnailUrl: `/web-api/casino/thumbnail/${BOOK}.svg`,
      });
      const missing = await get(`${getCasinoGame.path}?gameId=999999`);
      expect(missing.response.statusCode).toBe(404);
      expect(errorCodeOf(missing.response)).toBe(CASINO_ERROR_CODES.gameNotFound);
      expect((await get(`${getCasinoGame.path}?gameId=abc`)).response.statusCode).toBe(400);
    });

    it('moves a game in the lobby through the control API; every page then reads the new order', async () => {
      const last = seed.games.at(-1) as (typeof seed.games)[number];
      const move = async (gameId: number, position: number) =>
        server.app.inject({ method: 'POST', url: setCasinoGamePosition.path, payload: { gameId, position } });
      const moved = await move(last.id, 1);
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({ gameId: last.id, position: 1, total: seed.games.length });
      const page = await get<{ items: CasinoGame[] }>(`${getCasinoGames.path}?limit=3`);
      expect(page.body.items.map((game) => game.id)).toEqual([last.id, seed.games[0]?.id, seed.games[1]?.id]);
      const inCategory = await get<{ items: CasinoGame[] }>(`${getCasinoGames.path}?category=${last.category}&limit=1`);
      expect(inCategory.body.items[0]?.id).toBe(last.id);

      // Places stay 1..N; a place past the end is the last one.
      const back = await move(last.id, 1_000_000);
      expect(back.json()).toMatchObject({ position: seed.games.length });
      const [{ distinct, max } = { distinct: 0, max: 0 }] = await server.database.db
        .select({
          distinct: sql<number>`count(distinct ${casinoGames.position})::int`,
          max: sql<number>`max(${casinoGames.position})::int`,
        })
        .from(casinoGames);
      expect({ distinct, max }).toEqual({ distinct: seed.games.length, max: seed.games.length });
      const restored = await get<{ items: CasinoGame[] }>(`${getCasinoGames.path}?limit=2`);
      expect(restored.body.items.map((game) => game.id)).toEqual(seed.games.slice(0, 2).map((game) => game.id));

      const unknown = await move(999_999, 3);
      expect(unknown.statusCode).toBe(404);
      expect(errorCodeOf(unknown)).toBe(CASINO_ERROR_CODES.gameNotFound);
    });

    it('has no order control in production mode', async () => {
      const app = await server.restart({ mode: 'production' });
      const response = await app.inject({
        method: 'POST',
        url: setCasinoGamePosition.path,
        payload: { gameId: BOOK, position: 2 },
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('search (prefix and typo-tolerant, on the server)', () => {
    const find = (q: string, limit = 60) =>
      get<{ games: CasinoGame[]; providers: CasinoProvider[] }>(
        `${searchCasino.path}?q=${encodeURIComponent(q)}&limit=${limit}`,
      );

    it('finds a game by a prefix, and by a name with a typo', async () => {
      expect((await find('book of phar')).body.games[0]?.id).toBe(BOOK);
      expect((await find('Book of Pharoahs')).body.games[0]?.id).toBe(BOOK);
      expect((await find('avaitor')).body.games.map((game) => game.id)).toContain(AVIATOR);
      expect((await find('aviator sky')).body.games[0]?.id).toBe(AVIATOR);
    });

    it('finds a provider and its games by the provider name', async () => {
      const { body } = await find('rocket yard', 200);
      expect(body.providers.map((provider) => provider.slug)).toEqual(['rocket-yard']);
      expect(body.games.length).toBe(seed.games.filter((game) => game.providerSlug === 'rocket-yard').length);
    });

    it('ranks exact words before prefixes and typos', async () => {
      const tierOf = (q: string, name: string) => {
        const words = name.toLowerCase().split(/[^a-z0-9]+/);
        if (words.includes(q)) return 3;
        return words.some((word) => word.startsWith(q)) ? 2 : 1;
      };
      for (const [q, tiers] of [
        ['hunt', [3, 2]],
        ['bell', [2, 1]],
      ] as const) {
        const { body } = await find(q, 200);
        const seen = body.games.map((game) => tierOf(q, game.name));
        expect([...new Set(seen)], q).toEqual(tiers);
        expect(seen, q).toEqual([...seen].sort((a, b) => b - a));
      }
    });

    it('refuses a query shorter than the contract allows, keeps the limit', async () => {
      expect((await find('a')).response.statusCode).toBe(400);
      expect((await find('  b  ')).response.statusCode).toBe(400);
      expect((await find('lucky', 5)).body.games).toHaveLength(5);
      expect((await find('zzzzqqq')).body).toEqual({ games: [], providers: [] });
    });
  });

  describe('favourites and recently played (signed in)', () => {
    it('needs a signed-in player', async () => {
      for (const url of ['/web-api/casino/favourites', '/web-api/casino/recent']) {
        expect((await get(url)).response.statusCode).toBe(401);
      }
      const post = await server.app.inject({
        method: 'POST',
        url: '/web-api/casino/favourites',
        payload: { gameId: BOOK, favourite: true },
      });
      expect(post.statusCode).toBe(401);
    });

    it('adds and removes idempotently, newest first, and refuses an unknown game', async () => {
      const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
      const set = (gameId: number, favourite: boolean) =>
        server.app.inject({
          method: 'POST',
          url: '/web-api/casino/favourites',
          headers: authHeaders(browser),
          payload: { gameId, favourite },
        });
      const ids = (response: { json: <T>() => T }) => response.json<{ items: CasinoGame[] }>().items.map((g) => g.id);
      expect(ids(await set(BOOK, true))).toEqual([BOOK]);
      server.clock.advance(1000);
      expect(ids(await set(AVIATOR, true))).toEqual([AVIATOR, BOOK]);
      server.clock.advance(1000);
      // Adding again keeps its place.
      expect(ids(await set(BOOK, true))).toEqual([AVIATOR, BOOK]);
      expect(ids(await set(AVIATOR, false))).toEqual([BOOK]);
      expect(ids(await set(AVIATOR, false))).toEqual([BOOK]);
      const unknown = await set(999_999, true);
      expect(unknown.statusCode).toBe(404);
      expect(errorCodeOf(unknown)).toBe(CASINO_ERROR_CODES.gameNotFound);
      const listed = await get<{ items: CasinoGame[] }>('/web-api/casino/favourites', authHeaders(browser));
      expect(listed.body.items.map((game) => game.id)).toEqual([BOOK]);
      expect(listed.response.headers['cache-control']).toBe('no-store');
      await server.database.db.delete(casinoFavourites).where(eq(casinoFavourites.playerId, DEMO.email.id));
    });

    it('keeps the most recent launches, at most CASINO_RECENT_MAX, most recent first', async () => {
      const db = server.database.db;
      const start = server.clock.now();
      const launched = seed.games.slice(0, CASINO_RECENT_MAX + 5).map((game) => game.id);
      for (const [index, gameId] of launched.entries()) {
        await recordRecentGame(db, DEMO.email.id, gameId, new Date(start + index * 1000));
      }
      // Playing an old one again brings it to the top.
      const again = launched[CASINO_RECENT_MAX + 2] as number;
      await recordRecentGame(db, DEMO.email.id, again, new Date(start + 100_000));
      const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
      const { body } = await get<{ items: CasinoGame[] }>('/web-api/casino/recent', authHeaders(browser));
      expect(body.items).toHaveLength(CASINO_RECENT_MAX);
      expect(body.items[0]?.id).toBe(again);
      expect(body.items[1]?.id).toBe(launched.at(-1));
      const rows = await db.select().from(casinoRecentGames).where(eq(casinoRecentGames.playerId, DEMO.email.id));
      expect(rows).toHaveLength(CASINO_RECENT_MAX);
      await db.delete(casinoRecentGames).where(eq(casinoRecentGames.playerId, DEMO.email.id));
    });

    it('tells the launch what it needs of a game', async () => {
      expect(await findPlayableGame(server.database.db, AVIATOR)).toEqual({
        id: AVIATOR,
        name: 'Aviator Sky',
        engine: 'crash',
        hasDemo: true,
        rtpBp: expect.any(Number),
      });
      expect(await findPlayableGame(server.database.db, 999_999)).toBeUndefined();
    });
  });

  describe('thumbnails', () => {
    it('serves an SVG per game with long cache headers; 404 for an unknown one', async () => {
      const response = await server.app.inject({ method: 'GET', url: `/web-api/casino/thumbnail/${BOOK}.svg` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 300 200"/);
      expect(response.body).toContain('Book of');
      for (const url of ['/web-api/casino/thumbnail/999999.svg', '/web-api/casino/thumbnail/abc.svg']) {
        const missing = await server.app.inject({ method: 'GET', url });
        expect(missing.statusCode).toBe(404);
        expect(errorCodeOf(missing)).toBe(CASINO_ERROR_CODES.gameNotFound);
      }
    });
  });

  describe('third-party partitions (spec 01 §2: only when third-party is allowed)', () => {
    it('lists the sections with games when allowed, nothing when not', async () => {
      const allowed = await get<{ listAvailablePartitions: string[]; success: boolean }>(getThirdPartyPartitions.path);
      expect(allowed.body.success).toBe(true);
      expect(allowed.body.listAvailablePartitions).toContain('slots');
      expect(allowed.body.listAvailablePartitions).toContain('live-casino');
      const db = server.database.db;
      await db.update(siteConfig).set({ isThirdPartyAllowed: false });
      try {
        const closed = await get(getThirdPartyPartitions.path);
        expect(closed.body).toEqual({ listAvailablePartitions: [], success: false });
      } finally {
        await db.update(siteConfig).set({ isThirdPartyAllowed: true });
      }
    });
  });
});
