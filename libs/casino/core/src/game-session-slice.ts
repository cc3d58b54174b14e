import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CasinoGame, GameLaunch, GameMessage, GameMode } from '@bet/contract';
import type { IgnoredReason } from './game-message';
import type { CasinoProblem } from './problem-of';

/**
 * The game page's session, a status machine (issue 14):
 * resolving (the game is read) -> launching (a demo or real session is asked) -> loading (the
 * provider's page is framed, waiting for its `gameLoaded`) -> ready; a refused launch or a frame
 * that never says `gameLoaded` -> failed (with a retry, which launches again); an unknown id ->
 * notFound; a visitor on a game without a demo -> signInNeeded.
 */
export type GameSessionStatus =
  'idle' | 'resolving' | 'launching' | 'loading' | 'ready' | 'failed' | 'notFound' | 'signInNeeded';

export interface GameSessionState {
  gameId: number | null;
  game: CasinoGame | null;
  status: GameSessionStatus;
  /** The player's choice on the demo/real switch; null until they use it. */
  chosenMode: GameMode | null;
  launch: GameLaunch | null;
  /** Why it failed: a refusal code of the contract, or `timeout` (the game never said it loaded). */
  problem: CasinoProblem | 'timeout' | null;
  /** Counts launches, so a retry frames a fresh page (a launch token is good once). */
  attempt: number;
  /** Where the game asked the player to go: back to its lobby (gameClosed) or to deposit (depositAsked). */
  exit: 'lobby' | 'deposit' | null;
}

export const initialGameSessionState: GameSessionState = {
  gameId: null,
  game: null,
  status: 'idle',
  chosenMode: null,
  launch: null,
  problem: null,
  attempt: 0,
  exit: null,
};

export const gameRetryRequested = createAction('casino/gameRetryRequested');
/** Who plays changed under a running page (signed in or out): the game launches again in its mode. */
export const gameRelaunchNeeded = createAction('casino/gameRelaunchNeeded');
/** A message reached the game page that acceptGameMessage refused; the saga logs it. */
export const gameMessageIgnored = createAction<{ origin: string; reason: IgnoredReason }>('casino/gameMessageIgnored');

export const gameSessionSlice = createSlice({
  name: 'casino',
  initialState: initialGameSessionState,
  reducers: {
    /** The game page opened for this id (slots/game/{id}/{slug}, live-casino/game/...). */
    gamePageOpened(state, action: PayloadAction<{ gameId: number }>) {
      const keepGame = state.game?.id === action.payload.gameId ? state.game : null;
      return { ...initialGameSessionState, gameId: action.payload.gameId, game: keepGame, status: 'resolving' };
    },
    gamePageClosed() {
      return initialGameSessionState;
    },
    /** The player used the demo/real switch: the game launches again in that mode. */
    gameModeChosen(state, action: PayloadAction<{ mode: GameMode }>) {
      state.chosenMode = action.payload.mode;
    },
    gameResolved(state, action: PayloadAction<{ game: CasinoGame }>) {
      if (state.gameId === action.payload.game.id) state.game = action.payload.game;
    },
    gameNotFound(state) {
      state.status = 'notFound';
    },
    gameSignInNeeded(state) {
      state.status = 'signInNeeded';
      state.launch = null;
    },
    gameLaunchStarted(state) {
      state.status = 'launching';
      state.launch = null;
      state.problem = null;
      state.attempt += 1;
    },
    gameLaunched(state, action: PayloadAction<{ launch: GameLaunch }>) {
      state.status = 'loading';
      state.launch = action.payload.launch;
    },
    gameLaunchFailed(state, action: PayloadAction<{ problem: CasinoProblem }>) {
      state.status = 'failed';
      state.problem = action.payload.problem;
    },
    gameLoadTimedOut(state) {
      state.status = 'failed';
      state.problem = 'timeout';
    },
    /** The framed game posted a documented message from the launch's origin (acceptGameMessage). */
    gameMessageAccepted(state, action: PayloadAction<{ message: GameMessage }>) {
      const { message } = action.payload;
      if (message.type === 'gameLoaded' && state.status === 'loading') state.status = 'ready';
      if (message.type === 'gameClosed') state.exit = 'lobby';
      if (message.type === 'depositAsked') state.exit = 'deposit';
    },
  },
});

export const {
  gamePageOpened,
  gamePageClosed,
  gameModeChosen,
  gameResolved,
  gameNotFound,
  gameSignInNeeded,
  gameLaunchStarted,
  gameLaunched,
  gameLaunchFailed,
  gameLoadTimedOut,
  gameMessageAccepted,
} = gameSessionSlice.actions;
export const gameSessionReducer = gameSessionSlice.reducer;
