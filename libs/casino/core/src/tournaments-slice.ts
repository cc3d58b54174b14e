import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CasinoTournament, LeaderboardRow } from '@bet/contract';
import type { LoadStatus } from './load-status';

/** Casino tournaments (spec 01 §2 bonus/casino/tournaments, tournaments/{id}) and the open one's leaderboard. */
export interface TournamentsState {
  list: { status: LoadStatus; items: CasinoTournament[] };
  current: {
    id: string | null;
    /** notFound: no tournament with this id (the page says so). */
    status: LoadStatus | 'notFound';
    tournament: CasinoTournament | null;
    leaderboard: LeaderboardRow[];
    /** When the leaderboard was last read (epoch ms): a failed poll keeps the last rows. */
    updatedAt: number | null;
  };
}

export const initialTournamentsState: TournamentsState = {
  list: { status: 'idle', items: [] },
  current: { id: null, status: 'idle', tournament: null, leaderboard: [], updatedAt: null },
};

export const casinoTournamentsOpened = createAction('casino/casinoTournamentsOpened');
export const casinoTournamentRetryRequested = createAction('casino/casinoTournamentRetryRequested');

export const tournamentsSlice = createSlice({
  name: 'casino',
  initialState: initialTournamentsState,
  reducers: {
    tournamentsRequested(state) {
      state.list.status = 'pending';
    },
    tournamentsLoaded(state, action: PayloadAction<{ items: CasinoTournament[] }>) {
      state.list = { status: 'loaded', items: action.payload.items };
    },
    tournamentsFailed(state) {
      state.list.status = 'failed';
    },
    /** A tournament's page opened: its leaderboard is read, and read again while it runs and the page shows. */
    casinoTournamentOpened(state, action: PayloadAction<{ id: string }>) {
      if (state.current.id !== action.payload.id) {
        state.current = { ...initialTournamentsState.current, id: action.payload.id, status: 'pending' };
      }
    },
    casinoTournamentClosed(state) {
      state.current = initialTournamentsState.current;
    },
    tournamentLoaded(
      state,
      action: PayloadAction<{ tournament: CasinoTournament; leaderboard: LeaderboardRow[]; at: number }>,
    ) {
      if (state.current.id !== action.payload.tournament.id) return;
      state.current.status = 'loaded';
      state.current.tournament = action.payload.tournament;
      state.current.leaderboard = action.payload.leaderboard;
      state.current.updatedAt = action.payload.at;
    },
    tournamentFailed(state, action: PayloadAction<{ id: string; notFound: boolean }>) {
      if (state.current.id !== action.payload.id) return;
      if (action.payload.notFound) state.current.status = 'notFound';
      // A failed poll keeps the rows read before (the page says they may be old).
      else if (state.current.tournament === null) state.current.status = 'failed';
    },
  },
});

export const {
  tournamentsRequested,
  tournamentsLoaded,
  tournamentsFailed,
  casinoTournamentOpened,
  casinoTournamentClosed,
  tournamentLoaded,
  tournamentFailed,
} = tournamentsSlice.actions;
export const tournamentsReducer = tournamentsSlice.reducer;
