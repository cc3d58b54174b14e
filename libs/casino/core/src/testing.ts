/**
 * Fixtures for the casino's tests and for @bet/casino-ui's stories and tests: the contract's
 * answers, a casino state in a given shape, and a harness running the root saga on a real store
 * against a fake API.
 */
import {
  GAME_MESSAGE_SOURCE,
  type CasinoCategoryInfo,
  type CasinoGame,
  type CasinoOffer,
  type CasinoProvider,
  type CasinoRound,
  type CasinoTournament,
  type GameLaunch,
  type LeaderboardRow,
} from '@bet/contract';
import { pageReducer } from '@bet/platform';
import { createMemoryLogger, createTestStore } from '@bet/platform/testing';
import { createFakeApiClient, type FakeAnswer } from '@bet/request/testing';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { CasinoDeps } from './casino-deps';
import { casinoReducer, type CasinoState } from './casino-reducer';
import { casinoSaga } from './casino-saga';
import * as casinoSagasModule from './casino-sagas';
import { initialCatalogueState, type CatalogueState } from './catalogue-slice';
import { casinoPlayerChanged } from './events';
import { initialPlayerGamesState, type PlayerGamesState } from './favourites-slice';
import { initialGameSessionState, type GameSessionState } from './game-session-slice';
import { initialOffersState, type OffersState } from './offers-slice';
import { initialSearchState, type SearchState } from './search-slice';
import { initialTournamentsState, type TournamentsState } from './tournaments-slice';

/** The provider's origin of the fixtures' launches. */
export const PROVIDER_ORIGIN = 'http://localhost:3900';

const PROVIDERS = ['nebula-play', 'red-fox', 'aurora-gaming', 'pixel-forge'];

/** A 5-reel slot with a demo, "Golden Reels 1" of Nebula Play, id 1. */
export function gameFixture(overrides: Partial<CasinoGame> = {}): CasinoGame {
  const id = overrides.id ?? 1;
  const provider = PROVIDERS[(id - 1) % PROVIDERS.length] as string;
  return {
    id,
    name: `Golden Reels ${id}`,
    slug: `golden-reels-${id}`,
    provider,
    providerName: provider
      .split('-')
      .map((word) => word[0]?.toUpperCase() + word.slice(1))
      .join(' '),
    category: 'slots',
    subcategories: ['classic'],
    filter: 'slots',
    tags: [],
    engine: 'slot',
    hasDemo: true,
    rtpBp: 9650,
    thumbnailUrl: `/web-api/casino/thumbnails/${id}.svg`,
    isNew: false,
    isHot: false,
    ...overrides,
  };
}

/** `count` slots with ids from `from` (a lobby of 2,000 games: `gamesFixture(2000)`). */
export function gamesFixture(count: number, from = 1, overrides: Partial<CasinoGame> = {}): CasinoGame[] {
  return Array.from({ length: count }, (_, index) => gameFixture({ id: from + index, ...overrides }));
}

export function categoriesFixture(): CasinoCategoryInfo[] {
  return [
    {
      slug: 'slots',
      gameCount: 1200,
      subcategories: [
        { slug: 'classic', gameCount: 400 },
        { slug: 'megaways', gameCount: 300 },
        { slug: 'jackpot', gameCount: 500 },
      ],
    },
    {
      slug: 'live-casino',
      gameCount: 300,
      subcategories: [
        { slug: 'roulette', gameCount: 100 },
        { slug: 'blackjack', gameCount: 200 },
      ],
    },
    { slug: 'crash-games', gameCount: 40, subcategories: [] },
    { slug: 'keno', gameCount: 20, subcategories: [] },
  ];
}

export function providersFixture(): CasinoProvider[] {
  return [
    { slug: 'nebula-play', name: 'Nebula Play', gameCount: 500 },
    { slug: 'red-fox', name: 'Red Fox', gameCount: 400 },
    { slug: 'aurora-gaming', name: 'Aurora Gaming', gameCount: 300 },
  ];
}

export function launchFixture(overrides: Partial<GameLaunch> = {}): GameLaunch {
  return { mode: 'demo', url: `${PROVIDER_ORIGIN}/play/slot?token=one-time`, origin: PROVIDER_ORIGIN, ...overrides };
}

/** A message of the framed game as the window hears it (`{ origin, data }`). */
export function gameMessageFixture(data: Record<string, unknown>, origin = PROVIDER_ORIGIN) {
  return { origin, data: { source: GAME_MESSAGE_SOURCE, ...data } };
}

export function tournamentFixture(overrides: Partial<CasinoTournament> = {}): CasinoTournament {
  return {
    id: 'autumn-race',
    title: 'Autumn slot race',
    description: 'Every spin of the listed slots scores points.',
    prizePool: 100_000_00,
    currency: 'RUB',
    status: 'running',
    startsAt: 1_793_520_000,
    endsAt: 1_794_124_800,
    gameIds: [1, 2, 3],
    ...overrides,
  };
}

export function leaderboardFixture(count = 3): LeaderboardRow[] {
  return Array.from({ length: count }, (_, index) => ({
    place: index + 1,
    player: `pl***${String(10 + index)}`,
    points: 1000 - index * 100,
    prize: index < 3 ? (3 - index) * 10_000_00 : 0,
  }));
}

export function offerFixture(overrides: Partial<CasinoOffer> = {}): CasinoOffer {
  return {
    id: 'welcome-casino',
    kind: 'bonus',
    title: 'Welcome casino bonus',
    summary: '100% on the first deposit, up to 10 000 RUB.',
    terms: ['Wager the bonus 35 times in slots.', 'The bonus lasts 7 days.'],
    wager: 35,
    endsAt: null,
    ...overrides,
  };
}

export function roundFixture(overrides: Partial<CasinoRound> = {}): CasinoRound {
  return {
    roundId: 'r-1001',
    gameId: 1,
    gameName: 'Golden Reels 1',
    currency: 'RUB',
    stake: 100_00,
    win: 250_00,
    status: 'settled',
    startedAt: 1_793_520_000,
    ...overrides,
  };
}

export interface CasinoStoreState {
  catalogue?: Partial<CatalogueState>;
  search?: Partial<SearchState>;
  player?: Partial<PlayerGamesState>;
  session?: Partial<GameSessionState>;
  tournaments?: Partial<TournamentsState>;
  offers?: Partial<OffersState>;
}

/** The casino state with these parts over the initial one. */
export function casinoStateFixture(state: CasinoStoreState = {}): CasinoState {
  return {
    catalogue: { ...initialCatalogueState, ...state.catalogue },
    search: { ...initialSearchState, ...state.search },
    player: { ...initialPlayerGamesState, ...state.player },
    session: { ...initialGameSessionState, ...state.session },
    tournaments: { ...initialTournamentsState, ...state.tournaments },
    offers: { ...initialOffersState, ...state.offers },
  };
}

/** The answers of a small catalogue: 130 slots, a running tournament, two offers, no favourites. */
export function defaultCasinoAnswers(): Record<string, FakeAnswer> {
  const all = gamesFixture(130);
  return {
    getCasinoLobby: () => ({ categories: categoriesFixture(), providers: providersFixture() }),
    getCasinoGames: ({ query }) => {
      const offset = Number(query?.offset ?? 0);
      const limit = Number(query?.limit ?? 60);
      return { total: all.length, items: all.slice(offset, offset + limit) };
    },
    getCasinoGame: ({ query }) => ({ game: gameFixture({ id: Number(query?.gameId) }) }),
    searchCasino: ({ query }) => ({
      games: all.filter((game) => game.name.toLowerCase().includes(String(query?.q).toLowerCase())).slice(0, 60),
      providers: [],
    }),
    getCasinoFavourites: () => ({ items: [] }),
    setCasinoFavourite: ({ body }) => ({ items: body?.favourite ? [gameFixture({ id: body.gameId })] : [] }),
    getRecentCasinoGames: () => ({ items: gamesFixture(3) }),
    launchDemoGame: () => launchFixture(),
    launchRealGame: () => launchFixture({ mode: 'real', url: `${PROVIDER_ORIGIN}/play/slot?token=real-one-time` }),
    getCasinoTournaments: () => ({
      items: [tournamentFixture(), tournamentFixture({ id: 'winter-cup', title: 'Winter cup', status: 'upcoming' })],
    }),
    getCasinoTournament: ({ query }) => ({
      tournament: tournamentFixture({ id: String(query?.id) }),
      leaderboard: leaderboardFixture(),
    }),
    getCasinoOffers: () => ({
      items: [
        offerFixture(),
        offerFixture({ id: 'friday-spins', kind: 'promotion', title: 'Friday free spins', wager: null }),
      ],
    }),
    getCasinoRounds: () => ({ items: [roundFixture()] }),
  };
}

export interface CasinoHarnessOptions {
  preloaded?: CasinoStoreState;
  /** Dispatches casinoPlayerChanged({ signedIn: true }) first, as the app's bridge does after a sign-in. */
  signedIn?: boolean;
  pageSize?: number;
  loadTimeoutMs?: number;
  actions?: readonly UnknownAction[];
}

/**
 * The casino's root saga on a real store (the one createTestStore), with the page slice of
 * @bet/platform (the leaderboard's pause) and a fake API answering by call name over
 * `defaultCasinoAnswers`.
 */
export function createCasinoHarness(answers: Record<string, FakeAnswer> = {}, options: CasinoHarnessOptions = {}) {
  const api = createFakeApiClient({ ...defaultCasinoAnswers(), ...answers });
  const logger = createMemoryLogger();
  const deps: CasinoDeps = {
    api,
    logger,
    clock: { now: () => Date.now() },
    language: () => 'en',
    pageSize: options.pageSize,
    loadTimeoutMs: options.loadTimeoutMs,
    // The sagas at once (the app loads them with the first casino page).
    loadSagas: () => Promise.resolve(casinoSagasModule),
  };
  const harness = createTestStore({
    reducer: { casino: casinoReducer, page: pageReducer },
    preloadedState: options.preloaded ? { casino: casinoStateFixture(options.preloaded) } : undefined,
    sagas: [() => casinoSaga(deps)],
    actions: [...(options.signedIn ? [casinoPlayerChanged({ signedIn: true })] : []), ...(options.actions ?? [])],
  });
  return { ...harness, api, logger, deps };
}
