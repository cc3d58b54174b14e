import { createSelector } from '@reduxjs/toolkit';
import type { CasinoGame } from '@bet/contract';
import type { WithCasino } from './casino-reducer';
import type { GameListState } from './catalogue-slice';
import { gameListKey, type GameListQuery } from './game-list-query';

export const selectCasinoLobby = (state: WithCasino) => state.casino.catalogue.lobby;

const EMPTY_LIST: Omit<GameListState, 'query'> = { status: 'idle', items: [], total: 0, more: 'idle' };

/** The list of this query as read so far (an idle empty one before it is asked). */
export const selectGameList = (state: WithCasino, query: GameListQuery): Omit<GameListState, 'query'> =>
  state.casino.catalogue.lists[gameListKey(query)] ?? EMPTY_LIST;

export const selectCasinoSearch = (state: WithCasino) => state.casino.search;
export const selectCasinoSignedIn = (state: WithCasino) => state.casino.player.signedIn;
export const selectFavourites = (state: WithCasino) => state.casino.player.favourites;
export const selectRecentGames = (state: WithCasino) => state.casino.player.recent;

/** The ids of the favourites, for the tiles' toggles (one set, recomputed when the list changes). */
export const selectFavouriteIds = createSelector(
  [(state: WithCasino) => state.casino.player.favourites.items],
  (items: CasinoGame[]) => new Set(items.map((game) => game.id)),
);

export const selectIsFavourite = (state: WithCasino, gameId: number) => selectFavouriteIds(state).has(gameId);

export const selectGameSession = (state: WithCasino) => state.casino.session;
export const selectTournamentList = (state: WithCasino) => state.casino.tournaments.list;
export const selectCurrentTournament = (state: WithCasino) => state.casino.tournaments.current;
export const selectCasinoOffers = (state: WithCasino) => state.casino.offers.offers;
export const selectCasinoRounds = (state: WithCasino) => state.casino.offers.rounds;
