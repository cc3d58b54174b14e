import { CASINO_ERROR_CODES, getCasinoOffers, getCasinoTournament, getCasinoTournaments } from '@bet/contract';
import type { CasinoOffer, CasinoTournament, LeaderboardRow } from '@bet/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { casinoTournamentScores } from '../db/schema';
import { DEMO, errorCodeOf } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import { buildCatalogueSeed } from './catalogue-seed';
import { addTournamentPoints, takeBackTournamentPoints } from './tournaments';
import { pointsOfStake, rivalsAt, RIVALS_PER_TOURNAMENT } from './tournament-points';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('tournament points (pure, from the clock)', () => {
  it('are the same for the same moment, never go down, and rivals overtake each other', () => {
    expect(rivalsAt(7, 3600)).toEqual(rivalsAt(7, 3600));
    expect(rivalsAt(7, 0).every((rival) => rival.points === 0)).toBe(true);
    let before = rivalsAt(7, 0);
    const leaders = new Set<string>();
    for (let seconds = 300; seconds <= 3 * 86_400; seconds += 1800) {
      const now = rivalsAt(7, seconds);
      now.forEach((rival, index) => expect(rival.points).toBeGreaterThanOrEqual(before[index]?.points ?? 0));
      const leader = [...now].sort((a, b) => b.points - a.points)[0];
      if (leader) leaders.add(leader.player);
      before = now;
    }
    expect(leaders.size).toBeGreaterThan(1);
    expect(before).toHaveLength(RIVALS_PER_TOURNAMENT);
    expect(before.every((rival) => /^[a-z]{2}\*\*\*\d{2}$/.test(rival.player))).toBe(true);
  });

  it('score one point per whole unit staked, at least one', () => {
    expect(pointsOfStake(0)).toBe(0);
    expect(pointsOfStake(1)).toBe(1);
    expect(pointsOfStake(250)).toBe(2);
    expect(pointsOfStake(10_000)).toBe(100);
  });
});

describe('tournaments and offers calls (spec 01 §2 "Casino bonuses")', () => {
  const server = useTestServer();
  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const response = await server.app.inject({ method: 'GET', url, headers });
    return { response, body: response.json<T>() };
  };
  const board = async (id: string) =>
    (await get<{ tournament: CasinoTournament; leaderboard: LeaderboardRow[] }>(`${getCasinoTournament.path}?id=${id}`))
      .body;

  it('lists one running, one upcoming and one finished tournament, in ru and en', async () => {
    const en = await get<{ items: CasinoTournament[] }>(getCasinoTournaments.path);
    expect(en.response.statusCode).toBe(200);
    expect(en.body.items.map((item) => [item.id, item.status])).toEqual([
      ['pharaohs-race', 'running'],
      ['crash-cup', 'upcoming'],
      ['autumn-fruits', 'finished'],
    ]);
    expect(en.body.items[0]?.title).toBe('Race of the Pharaohs');
    const ru = await get<{ items: CasinoTournament[] }>(getCasinoTournaments.path, { 'x-language': 'ru-RU' });
    expect(ru.body.items[0]?.title).toBe('Гонка фараонов');
    const seed = buildCatalogueSeed();
    const crash = new Set(seed.games.filter((game) => game.category === 'crash-games').map((game) => game.id));
    expect(en.body.items[1]?.gameIds.every((id) => crash.has(id))).toBe(true);
  });

  it('moves the running leaderboard with the clock, and freezes it at the end', async () => {
    const first = await board('pharaohs-race');
    expect(first.leaderboard.length).toBeGreaterThanOrEqual(20);
    expect(first.leaderboard.map((row) => row.place)).toEqual(first.leaderboard.map((_, index) => index + 1));
    expect(first.leaderboard[0]?.prize).toBe(15_000_000);
    expect(first.leaderboard[10]?.prize).toBe(0);
    expect(await board('pharaohs-race')).toEqual(first);

    server.clock.advance(2 * HOUR);
    const later = await board('pharaohs-race');
    const total = (rows: LeaderboardRow[]) => rows.reduce((sum, row) => sum + row.points, 0);
    expect(total(later.leaderboard)).toBeGreaterThan(total(first.leaderboard));

    server.clock.advance(6 * DAY);
    const ended = await board('pharaohs-race');
    expect(ended.tournament.status).toBe('finished');
    server.clock.advance(DAY);
    expect((await board('pharaohs-race')).leaderboard).toEqual(ended.leaderboard);
  });

  it('shows no board before the start, and 404 not_found for an unknown tournament', async () => {
    const upcoming = await board('crash-cup');
    expect(upcoming.tournament.status).toBe('upcoming');
    expect(upcoming.leaderboard).toEqual([]);
    const missing = await get(`${getCasinoTournament.path}?id=nothing-here`);
    expect(missing.response.statusCode).toBe(404);
    expect(errorCodeOf(missing.response)).toBe(CASINO_ERROR_CODES.notFound);
  });

  it('adds points of real stakes to the running tournaments of the game; the player shows masked', async () => {
    const db = server.database.db;
    const running = await board('pharaohs-race');
    const gameId = running.tournament.gameIds[0] as number;
    const at = new Date(server.clock.now());
    expect(await addTournamentPoints(db, DEMO.email.id, gameId, 50_000_000, at)).toBe(1);
    expect(await addTournamentPoints(db, DEMO.email.id, gameId, 50_000_000, at)).toBe(1);
    // A game outside every running tournament scores nowhere.
    const crashGame = (await board('crash-cup')).tournament.gameIds[0] as number;
    expect(await addTournamentPoints(db, DEMO.email.id, crashGame, 10_000, at)).toBe(0);
    const after = await board('pharaohs-race');
    expect(after.leaderboard[0]).toEqual({ place: 1, player: '10***00', points: 1_000_000, prize: 15_000_000 });
    await db.delete(casinoTournamentScores).where(eq(casinoTournamentScores.playerId, DEMO.email.id));
  });

  it('takes back the points of a rolled-back stake, never below 0', async () => {
    const db = server.database.db;
    const gameId = (await board('pharaohs-race')).tournament.gameIds[0] as number;
    const at = new Date(server.clock.now());
    await addTournamentPoints(db, DEMO.email.id, gameId, 50_000_000, at);
    await addTournamentPoints(db, DEMO.email.id, gameId, 30_000_000, at);
    expect(await takeBackTournamentPoints(db, DEMO.email.id, gameId, 50_000_000, at)).toBe(1);
    const after = await board('pharaohs-race');
    expect(after.leaderboard.find((row) => row.player === '10***00')?.points).toBe(300_000);
    await takeBackTournamentPoints(db, DEMO.email.id, gameId, 50_000_000, at);
    const floor = await board('pharaohs-race');
    expect(floor.leaderboard.find((row) => row.player === '10***00')?.points ?? 0).toBe(0);
    await db.delete(casinoTournamentScores).where(eq(casinoTournamentScores.playerId, DEMO.email.id));
  });

  it('answers the casino bonuses and promotions in ru and en by X-Language', async () => {
    const en = await get<{ items: CasinoOffer[] }>(getCasinoOffers.path, { 'x-language': 'en' });
    expect(en.response.statusCode).toBe(200);
    expect(en.body.items.map((offer) => offer.kind)).toEqual([
      'bonus',
      'bonus',
      'bonus',
      'bonus',
      'promotion',
      'promotion',
    ]);
    expect(en.body.items[0]).toMatchObject({
      id: 'welcome-casino',
      title: 'Casino first deposit bonus',
      wager: 35,
      endsAt: null,
    });
    expect(en.body.items.filter((offer) => offer.kind === 'promotion').every((offer) => offer.wager === null)).toBe(
      true,
    );
    const ru = await get<{ items: CasinoOffer[] }>(getCasinoOffers.path, { 'x-language': 'ru' });
    expect(ru.body.items[0]?.title).toBe('Бонус на первый депозит в казино');
    expect(ru.body.items[0]?.terms[1]).toContain('35');
    // No header: English. A promotion past its end is no longer offered.
    expect((await get<{ items: CasinoOffer[] }>(getCasinoOffers.path)).body.items[0]?.title).toBe(
      'Casino first deposit bonus',
    );
    server.clock.advance(8 * DAY);
    expect(
      (await get<{ items: CasinoOffer[] }>(getCasinoOffers.path)).body.items.map((offer) => offer.id),
    ).not.toContain('slot-of-the-week');
  });
});
