import { combineReducers } from '@reduxjs/toolkit';
import { catalogueReducer } from './catalogue-slice';
import { playerGamesReducer } from './favourites-slice';
import { gameSessionReducer } from './game-session-slice';
import { offersReducer } from './offers-slice';
import { searchReducer } from './search-slice';
import { tournamentsReducer } from './tournaments-slice';

/** The casino's state, mounted under `casino` in the app's store. */
export const casinoReducer = combineReducers({
  catalogue: catalogueReducer,
  search: searchReducer,
  player: playerGamesReducer,
  session: gameSessionReducer,
  tournaments: tournamentsReducer,
  offers: offersReducer,
});
export type CasinoState = ReturnType<typeof casinoReducer>;
export interface WithCasino {
  casino: CasinoState;
}
