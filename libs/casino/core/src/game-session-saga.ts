import {
  CASINO_ERROR_CODES,
  getCasinoGame,
  launchDemoGame,
  launchRealGame,
  type CallResponse,
  type CasinoGame,
  type GameLaunch,
} from '@bet/contract';
import type { Action } from '@reduxjs/toolkit';
import { call, delay, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { CasinoDeps } from './casino-deps';
import { GAME_LOAD_TIMEOUT_MS, GAME_MESSAGE_IGNORED_LOG } from './constants';
import { casinoBalanceChanged, casinoPlayerChanged } from './events';
import { decideGameMode } from './game-mode';
import {
  gameLaunched,
  gameLaunchFailed,
  gameLaunchStarted,
  gameLoadTimedOut,
  gameMessageAccepted,
  gameMessageIgnored,
  gameModeChosen,
  gameNotFound,
  gamePageClosed,
  gamePageOpened,
  gameResolved,
  gameRelaunchNeeded,
  gameRetryRequested,
  gameSignInNeeded,
  type GameSessionState,
} from './game-session-slice';
import { describeError, problemOf } from './problem-of';
import { selectCasinoSignedIn, selectGameSession } from './selectors';

export const GAME_LAUNCH_FAILED_LOG = 'A casino game did not start';
export const GAME_LOAD_TIMEOUT_LOG = 'A casino game never said it loaded';

const isGameLoaded = (action: Action) =>
  gameMessageAccepted.match(action) && action.payload.message.type === 'gameLoaded';

function isNotFound(error: unknown): boolean {
  return problemOf(error) === CASINO_ERROR_CODES.gameNotFound || (error as { status?: unknown } | null)?.status === 404;
}

/** The game of the page: from the state when a list put it there, else read. Null when it failed. */
function* resolveGame(deps: CasinoDeps, session: GameSessionState) {
  if (session.game && session.game.id === session.gameId) return session.game;
  try {
    const answer: CallResponse<typeof getCasinoGame> = yield call(deps.api.call, getCasinoGame, {
      query: { gameId: session.gameId as number },
    });
    yield put(gameResolved({ game: answer.game }));
    return answer.game;
  } catch (error) {
    if (isNotFound(error)) yield put(gameNotFound());
    else {
      deps.logger.warn(GAME_LAUNCH_FAILED_LOG, {
        gameId: session.gameId,
        step: 'getCasinoGame',
        ...describeError(error),
      });
      yield put(gameLaunchFailed({ problem: problemOf(error) }));
    }
    return null;
  }
}

/**
 * One run of the game page's machine: resolve the game, decide the mode (game-mode.ts), launch,
 * then wait for the frame's `gameLoaded` at most the timeout. A new open, a mode choice, a retry,
 * a sign-in or a close cancels the run before it (takeLatest).
 */
function* runSession(deps: CasinoDeps, action: Action) {
  if (gamePageClosed.match(action)) return;
  const session: GameSessionState = yield select(selectGameSession);
  if (session.gameId === null || session.status === 'notFound') return;
  const game: CasinoGame | null = yield call(resolveGame, deps, session);
  if (!game) return;
  const signedIn: boolean = yield select(selectCasinoSignedIn);
  const decision = decideGameMode({ signedIn, hasDemo: game.hasDemo, chosen: session.chosenMode });
  if ('signInNeeded' in decision) {
    yield put(gameSignInNeeded());
    return;
  }
  yield put(gameLaunchStarted());
  let launch: GameLaunch;
  try {
    const body = { gameId: game.id, lang: deps.language() };
    launch = yield call(deps.api.call, decision.launch === 'demo' ? launchDemoGame : launchRealGame, { body });
  } catch (error) {
    deps.logger.warn(GAME_LAUNCH_FAILED_LOG, { gameId: game.id, mode: decision.launch, ...describeError(error) });
    yield put(isNotFound(error) ? gameNotFound() : gameLaunchFailed({ problem: problemOf(error) }));
    return;
  }
  yield put(gameLaunched({ launch }));
  const { loaded } = (yield race({
    loaded: take(isGameLoaded),
    timeout: delay(deps.loadTimeoutMs ?? GAME_LOAD_TIMEOUT_MS),
  })) as { loaded?: Action };
  if (!loaded) {
    deps.logger.warn(GAME_LOAD_TIMEOUT_LOG, { gameId: game.id, origin: launch.origin });
    yield put(gameLoadTimedOut());
  }
}

/**
 * A sign-in on the page of a game (or a sign-out) launches it again when the mode it should run
 * in changed: a visitor's demo becomes real money, a real session ends with the sign-out.
 */
function* onPlayerChanged(action: ReturnType<typeof casinoPlayerChanged>) {
  const session: GameSessionState = yield select(selectGameSession);
  if (session.gameId === null || !session.game || session.status === 'notFound') return;
  const decision = decideGameMode({
    signedIn: action.payload.signedIn,
    hasDemo: session.game.hasDemo,
    chosen: session.chosenMode,
  });
  const now = 'launch' in decision ? decision.launch : null;
  const running = session.status === 'signInNeeded' ? null : (session.launch?.mode ?? null);
  if (now !== running || session.status === 'failed') yield put(gameRelaunchNeeded());
}

/** A documented message of the framed game: a real balance change is the accounts' to hear. */
function* onMessage(action: ReturnType<typeof gameMessageAccepted>) {
  const { message } = action.payload;
  if (message.type !== 'balanceChanged') return;
  const session: GameSessionState = yield select(selectGameSession);
  // A demo balance is play money: the header shows the real one.
  if (session.launch?.mode !== 'real') return;
  yield put(casinoBalanceChanged({ balance: message.balance, currency: message.currency }));
}

/** Issue 14: messages from another origin or of an unknown shape are ignored and logged. */
function logIgnored(deps: CasinoDeps, action: ReturnType<typeof gameMessageIgnored>) {
  deps.logger.warn(GAME_MESSAGE_IGNORED_LOG, action.payload);
}

export function* gameSessionSaga(deps: CasinoDeps) {
  yield takeLatest(
    [gamePageOpened.type, gamePageClosed.type, gameModeChosen.type, gameRetryRequested.type, gameRelaunchNeeded.type],
    runSession,
    deps,
  );
  yield takeEvery(casinoPlayerChanged.type, onPlayerChanged);
  yield takeEvery(gameMessageAccepted.type, onMessage);
  yield takeEvery(gameMessageIgnored.type, logIgnored, deps);
}
