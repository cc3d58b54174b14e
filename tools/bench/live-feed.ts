/**
 * A synthetic, deterministic live feed for the live-screen benchmark (issue 6 "Performance"):
 * N live games over several sports and championships, each with its main markets as the sandbox
 * prices them (match result 1/X/2 or 1/2, the main total over/under, the main handicap 1/2),
 * and updates in which an exact share of the coefficients moves. Answers have the shapes of the
 * contract (libs/shared/contract line-calls.ts) and follow the sandbox's `since` rule: a poll
 * that sends the last version back gets only what changed after it, plus every id of the list.
 *
 * Pure: no clock, no randomness from outside (a seeded PRNG), so every run serves the same feed.
 */
import {
  GAME_STATUSES,
  MARKET_TYPES,
  type Champ,
  type Game,
  type GameList,
  type Market,
  type Sport,
} from '@bet/contract';
import { createSeededRandom, pick, randomInt } from '@bet/platform';

export interface LiveFeedOptions {
  /** How many live games. */
  games: number;
  /** Share of all coefficients that move in one update (0.1 = 10%). */
  changeShare: number;
  /** PRNG seed: the same seed gives the same feed, update after update. */
  seed: number;
  /** "Now" in epoch seconds: live games started up to two hours before it. */
  nowSeconds: number;
}

/** Which part of the list a call asks for (the query of getLineGames / getTopGames). */
export interface LiveFeedFilter {
  sportId?: number;
  champIds?: readonly number[];
  gameIds?: readonly number[];
  topOnly?: boolean;
}

export interface LiveUpdate {
  /** The feed version after the update. */
  version: number;
  /** Ids of the outcomes whose coefficient moved. */
  changedMarketIds: readonly number[];
  /** Ids of the games those outcomes belong to (their versions were bumped). */
  changedGameIds: readonly number[];
}

interface SportEntry {
  id: number;
  name: string;
  nameEng: string;
  cyberTypeId: number | null;
  hasDraw: boolean;
  /** Share of the games, as the sandbox's catalogue weights them. */
  weight: number;
  /** Main total line and handicap line in thousandths. */
  total: number;
  handicap: number;
  periodSeconds: number;
}

/** The sandbox's sports (apps/api/src/sportsbook/catalogue.ts ids), with their typical lines. */
const SPORTS: readonly SportEntry[] = [
  {
    id: 1,
    name: 'Футбол',
    nameEng: 'Football',
    cyberTypeId: null,
    hasDraw: true,
    weight: 30,
    total: 2500,
    handicap: -250,
    periodSeconds: 2700,
  },
  {
    id: 2,
    name: 'Хоккей',
    nameEng: 'Ice Hockey',
    cyberTypeId: null,
    hasDraw: true,
    weight: 10,
    total: 5500,
    handicap: -1500,
    periodSeconds: 1200,
  },
  {
    id: 3,
    name: 'Баскетбол',
    nameEng: 'Basketball',
    cyberTypeId: null,
    hasDraw: false,
    weight: 10,
    total: 162500,
    handicap: -4500,
    periodSeconds: 600,
  },
  {
    id: 4,
    name: 'Теннис',
    nameEng: 'Tennis',
    cyberTypeId: null,
    hasDraw: false,
    weight: 12,
    total: 22500,
    handicap: -2500,
    periodSeconds: 2400,
  },
  {
    id: 5,
    name: 'Волейбол',
    nameEng: 'Volleyball',
    cyberTypeId: null,
    hasDraw: false,
    weight: 6,
    total: 182500,
    handicap: -3500,
    periodSeconds: 1500,
  },
  {
    id: 6,
    name: 'Настольный теннис',
    nameEng: 'Table Tennis',
    cyberTypeId: null,
    hasDraw: false,
    weight: 8,
    total: 76500,
    handicap: -1500,
    periodSeconds: 600,
  },
  {
    id: 40,
    name: 'Counter-Strike 2',
    nameEng: 'Counter-Strike 2',
    cyberTypeId: 1,
    hasDraw: false,
    weight: 8,
    total: 26500,
    handicap: -1500,
    periodSeconds: 1800,
  },
  {
    id: 41,
    name: 'Dota 2',
    nameEng: 'Dota 2',
    cyberTypeId: 2,
    hasDraw: false,
    weight: 6,
    total: 2500,
    handicap: -1500,
    periodSeconds: 2400,
  },
  {
    id: 42,
    name: 'FIFA (EA FC)',
    nameEng: 'FIFA (EA FC)',
    cyberTypeId: 3,
    hasDraw: true,
    weight: 10,
    total: 4500,
    handicap: -500,
    periodSeconds: 360,
  },
];

const COUNTRIES = [
  { id: 0, iso: '', name: 'Международные' },
  { id: 1, iso: 'ru', name: 'Россия' },
  { id: 80, iso: 'de', name: 'Германия' },
  { id: 190, iso: 'tr', name: 'Турция' },
  { id: 1826, iso: 'gb', name: 'Англия' },
  { id: 1724, iso: 'es', name: 'Испания' },
] as const;

const TEAM_WORDS = [
  'Arsenal',
  'Dynamo',
  'Spartak',
  'Zenit',
  'Rotor',
  'Torpedo',
  'Lokomotiv',
  'Krylia',
  'Ural',
  'Akhmat',
  'Real',
  'Atletico',
  'Sevilla',
  'Valencia',
  'Betis',
  'Celta',
  'Girona',
  'Osasuna',
  'Alaves',
  'Getafe',
  'Borussia',
  'Werder',
  'Hertha',
  'Union',
  'Mainz',
  'Bochum',
  'Galatasaray',
  'Besiktas',
  'Trabzon',
  'Rizespor',
];

/** Championships per sport. */
const CHAMPS_PER_SPORT = 6;
/** Main markets per game: match result, main total, main handicap (the sandbox's `isMain`). */
export const MAIN_MARKET_TYPES = [MARKET_TYPES.result, MARKET_TYPES.total, MARKET_TYPES.handicap] as const;
/** Share of games flagged top (the top-games block). */
const TOP_SHARE = 0.02;
const FIRST_GAME_ID = 500_001;
const FIRST_CHAMP_ID = 9_001;

const formatLine = (milli: number, signed: boolean) => {
  const text = String(Math.abs(milli) / 1000);
  if (milli < 0) return `-${text}`;
  return signed && milli > 0 ? `+${text}` : text;
};

/** A coefficient in thousandths, 1.010 to 15.000 (coupon-math.md: exact thousandths). */
const clampCoefMilli = (milli: number) => Math.min(15_000, Math.max(1_010, Math.round(milli)));

export interface LiveFeed {
  readonly sports: readonly Sport[];
  readonly champs: readonly Champ[];
  /** The feed's current version. */
  version(): number;
  /** Every game and market as they are now. */
  gameCount(): number;
  marketCount(): number;
  /** What getLineGames / getTopGames answer: full without `since`, else the changes after it. */
  answer(since: number | undefined, filter?: LiveFeedFilter): GameList;
  /** What getLineMenu answers for the live section. */
  menu(): { section: 'live'; sports: Sport[]; champs: Champ[] };
  /** Moves `changeShare` of all coefficients (each by a real step) and bumps their games. */
  update(): LiveUpdate;
  market(id: number): Market | undefined;
  game(id: number): Game | undefined;
}

export function createLiveFeed(options: LiveFeedOptions): LiveFeed {
  const random = createSeededRandom(options.seed);
  let version = 1;

  const champsBySport = new Map<number, Champ[]>();
  const champs: Champ[] = [];
  for (const [sportIndex, sport] of SPORTS.entries()) {
    const list: Champ[] = [];
    for (let n = 0; n < CHAMPS_PER_SPORT; n += 1) {
      const country = COUNTRIES[(sportIndex + n) % COUNTRIES.length] ?? COUNTRIES[0];
      list.push({
        id: FIRST_CHAMP_ID + sportIndex * CHAMPS_PER_SPORT + n,
        sportId: sport.id,
        name: `${country.name}. ${sport.name}, лига ${n + 1}`,
        countryId: country.id,
        countryName: country.name,
        countryIso: country.iso,
        lineCount: 0,
        liveCount: 0,
        sort: n + 1,
      });
    }
    champsBySport.set(sport.id, list);
    champs.push(...list);
  }

  const totalWeight = SPORTS.reduce((sum, sport) => sum + sport.weight, 0);
  const games = new Map<number, Game>();
  const markets = new Map<number, Market>();
  const marketIdsOfGame = new Map<number, number[]>();
  const order: number[] = [];
  for (let index = 0; index < options.games; index += 1) {
    // Weighted sport choice, so football dominates as in the sandbox.
    let roll = random() * totalWeight;
    const sport = SPORTS.find((entry) => (roll -= entry.weight) < 0) ?? (SPORTS[0] as SportEntry);
    const champ = pick(random, champsBySport.get(sport.id) ?? []);
    const id = FIRST_GAME_ID + index;
    const elapsed = Math.floor(random() * sport.periodSeconds * 2);
    const period = Math.min(2, Math.floor(elapsed / sport.periodSeconds) + 1);
    const score1 = randomInt(random, 0, 2);
    const score2 = randomInt(random, 0, 2);
    const team1 = `${pick(random, TEAM_WORDS)} ${randomInt(random, 1, 9)}`;
    const team2 = `${pick(random, TEAM_WORDS)} ${randomInt(random, 1, 9)}`;
    const game: Game = {
      id,
      sportId: sport.id,
      champId: champ.id,
      number: 1_000 + index,
      team1,
      team2: team2 === team1 ? `${team2} II` : team2,
      startTime: options.nowSeconds - elapsed,
      status: random() < 0.1 ? GAME_STATUSES.break : GAME_STATUSES.inPlay,
      isLive: true,
      time: elapsed,
      period,
      scores: { score1, score2, periods: [{ score1, score2 }] },
      marketCount: 20 + Math.floor(random() * 120),
      cyberTypeId: sport.cyberTypeId,
      isTop: random() < TOP_SHARE,
      team1Id: null,
      team2Id: null,
      version,
    };
    games.set(id, game);
    order.push(id);
    champ.liveCount += 1;

    const ids: number[] = [];
    const add = (typeId: number, group: string, outcome: string, param: number | null, coefMilli: number) => {
      const market: Market = {
        id: id * 10 + ids.length + 1,
        gameId: id,
        typeId,
        group,
        outcome,
        param,
        coef: clampCoefMilli(coefMilli) / 1000,
        isBlocked: false,
        kind: 0,
        version,
      };
      markets.set(market.id, market);
      ids.push(market.id);
    };
    const strength = 0.2 + random() * 0.6;
    const draw = sport.hasDraw ? 0.28 * (1 - Math.abs(strength - 0.5)) : 0;
    // Fair prices with a 6% margin, as the sandbox's pricing roughly does.
    const price = (probability: number) => 1000 / (probability * 1.06);
    add(MARKET_TYPES.result, 'Исход', '1', null, price((1 - draw) * strength));
    if (sport.hasDraw) add(MARKET_TYPES.result, 'Исход', 'X', null, price(draw));
    add(MARKET_TYPES.result, 'Исход', '2', null, price((1 - draw) * (1 - strength)));
    const over = 0.35 + random() * 0.3;
    add(MARKET_TYPES.total, 'Тотал', `Больше ${formatLine(sport.total, false)}`, sport.total / 1000, price(over));
    add(MARKET_TYPES.total, 'Тотал', `Меньше ${formatLine(sport.total, false)}`, sport.total / 1000, price(1 - over));
    const cover = 0.35 + random() * 0.3;
    add(MARKET_TYPES.handicap, 'Фора', `1 (${formatLine(sport.handicap, true)})`, sport.handicap / 1000, price(cover));
    add(
      MARKET_TYPES.handicap,
      'Фора',
      `2 (${formatLine(-sport.handicap, true)})`,
      -sport.handicap / 1000,
      price(1 - cover),
    );
    marketIdsOfGame.set(id, ids);
  }
  const allMarketIds = [...markets.keys()];

  const sports: Sport[] = SPORTS.map((sport) => ({
    id: sport.id,
    name: sport.name,
    nameEng: sport.nameEng,
    cyberTypeId: sport.cyberTypeId,
    lineCount: 0,
    liveCount: champsBySport.get(sport.id)?.reduce((sum, champ) => sum + champ.liveCount, 0) ?? 0,
    sort: sport.id,
  }));

  const matches = (game: Game, filter: LiveFeedFilter) =>
    (filter.sportId === undefined || game.sportId === filter.sportId) &&
    (filter.champIds === undefined || filter.champIds.includes(game.champId)) &&
    (filter.gameIds === undefined || filter.gameIds.includes(game.id)) &&
    (!filter.topOnly || game.isTop);

  return {
    sports,
    champs,
    version: () => version,
    gameCount: () => games.size,
    marketCount: () => markets.size,
    market: (id) => markets.get(id),
    game: (id) => games.get(id),
    menu: () => ({
      section: 'live',
      sports: sports.filter((sport) => sport.liveCount > 0),
      champs: champs.filter((champ) => champ.liveCount > 0),
    }),
    answer(since, filter = {}) {
      const listed = order.filter((id) => matches(games.get(id) as Game, filter));
      const full = since === undefined;
      const changedGames = listed.map((id) => games.get(id) as Game).filter((game) => full || game.version > since);
      const changedMarkets = changedGames.flatMap((game) =>
        (marketIdsOfGame.get(game.id) ?? [])
          .map((id) => markets.get(id) as Market)
          .filter((market) => full || market.version > since),
      );
      return { version, full, gameIds: listed, games: changedGames, markets: changedMarkets };
    },
    update() {
      version += 1;
      const count = Math.round(allMarketIds.length * options.changeShare);
      // A partial Fisher-Yates shuffle: `count` distinct outcomes, deterministic for the seed.
      const pool = [...allMarketIds];
      const changedMarketIds: number[] = [];
      for (let i = 0; i < count; i += 1) {
        const j = i + Math.floor(random() * (pool.length - i));
        [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
        changedMarketIds.push(pool[i] as number);
      }
      const changedGameIds = new Set<number>();
      for (const id of changedMarketIds) {
        const market = markets.get(id) as Market;
        const milli = Math.round(market.coef * 1000);
        // A live move of 1-8%, up or down; a price at a bound moves away from it, so it always moves.
        const step = Math.max(10, Math.round(milli * (0.01 + random() * 0.07)));
        const up = milli - step < 1_010 || (milli + step <= 15_000 && random() < 0.5);
        markets.set(id, { ...market, coef: clampCoefMilli(up ? milli + step : milli - step) / 1000, version });
        changedGameIds.add(market.gameId);
      }
      for (const id of changedGameIds) {
        const game = games.get(id) as Game;
        // The live clock moves with the prices: a poll later, the game's time is later too.
        games.set(id, { ...game, time: (game.time ?? 0) + 10, version });
      }
      return { version, changedMarketIds, changedGameIds: [...changedGameIds] };
    },
  };
}
