import { getLineGame, getLineGames, getResults, getTeam, TEAM_RESULTS_LIMIT, type ApiCall } from '@bet/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CHAMPS, EPL_CHAMP_ID, teamEntry, teamIdOf, teamsOf } from './catalogue';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();

async function get<C extends ApiCall>(
  call: C,
  query: Record<string, string | number> = {},
): Promise<z.output<C['response']>> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await server.app.inject({ method: 'GET', url: `${call.path}?${search.toString()}` });
  expect(response.statusCode, response.body).toBe(200);
  return call.response.parse(response.json()) as z.output<C['response']>;
}

const status = async (path: string) => (await server.app.inject({ method: 'GET', url: path })).statusCode;

describe('team ids (issue 18, spec 01 §2 team pages)', () => {
  it('are the first listing of a name within a sport, the same at every start', () => {
    expect(teamIdOf(1, 'Arsenal')).toBe(EPL_CHAMP_ID * 100 + 1);
    // Team Spirit plays Counter-Strike 2 (IEM 4001) and Dota 2 (DreamLeague 4101): two teams.
    expect(teamIdOf(40, 'Team Spirit')).toBe(400105);
    expect(teamIdOf(41, 'Team Spirit')).toBe(410101);
    expect(teamIdOf(1, 'Nobody United')).toBeNull();
    const ids = CHAMPS.flatMap((champ) => teamsOf(champ).map((team) => teamIdOf(champ.sportId, team.en)));
    expect(ids.every((id) => id !== null && teamEntry(id)?.champIds.length)).toBe(true);
  });
});

describe('getLineGames with teamId', () => {
  it("lists the team's open games, line and live, each naming the team on one side with its id", async () => {
    const line = await get(getLineGames, { section: 'line' });
    const game = line.games.find((candidate) => candidate.team1Id !== null);
    expect(game).toBeDefined();
    const teamId = game?.team1Id ?? 0;
    for (const section of ['line', 'live'] as const) {
      const list = await get(getLineGames, { section, teamId });
      expect(list.games.every((one) => one.team1Id === teamId || one.team2Id === teamId)).toBe(true);
    }
    expect((await get(getLineGames, { section: 'line', teamId })).gameIds).toContain(game?.id);
  });

  it('every game of the feed carries both ids of the catalogue (the game page links them)', async () => {
    const { games } = await get(getLineGames, { section: 'line' });
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((game) => game.team1Id !== null && game.team2Id !== null)).toBe(true);
    const [first] = games;
    const page = await get(getLineGame, { gameId: first?.id ?? 0 });
    expect(page.games[0]?.team1Id).toBe(first?.team1Id);
  });

  it('an unknown team has no games', async () => {
    expect((await get(getLineGames, { section: 'line', teamId: 99 })).gameIds).toEqual([]);
  });
});

describe('getTeam', () => {
  it('names the team in the asked language with its sport, championships and last results', async () => {
    const arsenal = EPL_CHAMP_ID * 100 + 1;
    const en = await get(getTeam, { teamId: arsenal, lang: 'en' });
    expect(en.team).toMatchObject({ id: arsenal, name: 'Arsenal', sportId: 1, sportName: 'Football' });
    expect(en.team.champs).toEqual([{ id: EPL_CHAMP_ID, name: 'England. Premier League' }]);
    const ru = await get(getTeam, { teamId: arsenal, lang: 'ru' });
    expect(ru.team.name).toBe('Арсенал');
    expect(en.results.length).toBeLessThanOrEqual(TEAM_RESULTS_LIMIT);
    expect(en.results.every((result) => result.team1 === 'Arsenal' || result.team2 === 'Arsenal')).toBe(true);
    const finished = en.results.map((result) => result.finishedAt);
    expect(finished).toEqual([...finished].sort((a, b) => b - a));
  });

  it('is a 404 for an id the line does not know, a 400 for one that is no id', async () => {
    expect(await status('/web-api/line/team?teamId=99')).toBe(404);
    expect(await status('/web-api/line/team?teamId=abc')).toBe(400);
  });
});

describe("getResults over the player's day (from-to)", () => {
  it('answers the games finished within the span, whatever UTC days it crosses', async () => {
    const nowS = Math.floor(server.clock.now() / 1000);
    // A day of UTC+3 (spec 02 §9 default time zone): 21:00 UTC to 21:00 UTC.
    const utcDay = Math.floor(nowS / 86_400) * 86_400;
    const from = utcDay - 3 * 3600 - 86_400;
    const to = from + 86_400;
    const { results } = await get(getResults, { from, to });
    expect(results.every((result) => result.finishedAt >= from && result.finishedAt < to)).toBe(true);
    const byUtcDays = [
      ...(await get(getResults, { date: from })).results,
      ...(await get(getResults, { date: to })).results,
    ].filter((result) => result.finishedAt >= from && result.finishedAt < to);
    expect(results.map((result) => result.gameId).sort()).toEqual(byUtcDays.map((result) => result.gameId).sort());
  });

  it('refuses one bound alone, a span running backwards and one over 31 days', async () => {
    expect(await status('/web-api/line/results?from=1000')).toBe(400);
    expect(await status('/web-api/line/results?from=2000&to=1000')).toBe(400);
    expect(await status(`/web-api/line/results?from=0&to=${32 * 86_400}`)).toBe(400);
  });
});

describe('getLineGames with yourCountry (issue 18, spec 01 §2 page type betsonyour)', () => {
  const list = async (headers: Record<string, string> = {}) => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/web-api/line/games?section=line&yourCountry=1',
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return getLineGames.response.parse(response.json());
  };

  it("keeps the championships of the request's geo country (the default geo, ru, without the header)", async () => {
    const russian = new Set(CHAMPS.filter((champ) => champ.countryId === 1).map((champ) => champ.id));
    const ru = await list();
    expect(ru.games.length).toBeGreaterThan(0);
    expect(ru.games.every((game) => russian.has(game.champId))).toBe(true);
    const gb = await list({ 'x-geo-country-code': 'GB' });
    expect(gb.games.length).toBeGreaterThan(0);
    expect(gb.games.every((game) => game.champId === EPL_CHAMP_ID)).toBe(true);
  });

  it('a country the line has no championship of lists nothing', async () => {
    expect((await list({ 'x-geo-country-code': 'fr' })).gameIds).toEqual([]);
  });
});
