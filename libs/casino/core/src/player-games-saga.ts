import { getCasinoFavourites, getRecentCasinoGames, setCasinoFavourite, type CallResponse } from '@bet/contract';
import { notify } from '@bet/notifications';
import { call, fork, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { CasinoDeps } from './casino-deps';
import { casinoPlayerChanged } from './events';
import {
  casinoFavouritesOpened,
  casinoRecentOpened,
  favouritesFailed,
  favouritesLoaded,
  favouritesRequested,
  favouriteToggled,
  favouriteToggleFailed,
  recentFailed,
  recentLoaded,
  recentRequested,
} from './favourites-slice';
import { describeError } from './problem-of';
import { selectCasinoSignedIn } from './selectors';

export const FAVOURITE_FAILED_LOG = 'A casino favourite was not saved';
export const PLAYER_GAMES_FAILED_LOG = "The player's casino games could not be read";

function* loadFavourites(deps: CasinoDeps) {
  if (!((yield select(selectCasinoSignedIn)) as boolean)) return;
  yield put(favouritesRequested());
  try {
    const answer: CallResponse<typeof getCasinoFavourites> = yield call(deps.api.call, getCasinoFavourites, {
      query: {},
    });
    yield put(favouritesLoaded({ items: answer.items }));
  } catch (error) {
    deps.logger.warn(PLAYER_GAMES_FAILED_LOG, { call: 'getCasinoFavourites', ...describeError(error) });
    yield put(favouritesFailed());
  }
}

function* loadRecent(deps: CasinoDeps) {
  if (!((yield select(selectCasinoSignedIn)) as boolean)) return;
  yield put(recentRequested());
  try {
    const answer: CallResponse<typeof getRecentCasinoGames> = yield call(deps.api.call, getRecentCasinoGames, {
      query: {},
    });
    yield put(recentLoaded({ items: answer.items }));
  } catch (error) {
    deps.logger.warn(PLAYER_GAMES_FAILED_LOG, { call: 'getRecentCasinoGames', ...describeError(error) });
    yield put(recentFailed());
  }
}

/**
 * The toggle already shows (the slice); the server is told, and its list replaces ours. A refusal
 * or a lost answer puts the toggle back and says so, naming the game.
 */
function* saveFavourite(deps: CasinoDeps, action: ReturnType<typeof favouriteToggled>) {
  const { game, favourite } = action.payload;
  try {
    const answer: CallResponse<typeof setCasinoFavourite> = yield call(deps.api.call, setCasinoFavourite, {
      body: { gameId: game.id, favourite },
    });
    yield put(favouritesLoaded({ items: answer.items }));
  } catch (error) {
    deps.logger.warn(FAVOURITE_FAILED_LOG, { gameId: game.id, favourite, ...describeError(error) });
    yield put(favouriteToggleFailed({ game, favourite }));
    yield put(
      notify({
        id: `casino-favourite-${game.id}`,
        tone: 'error',
        text: favourite ? 'casino_favourite_add_failed' : 'casino_favourite_remove_failed',
        values: { game: game.name },
      }),
    );
  }
}

/**
 * A sign-in reads the favourites (the tiles show them); the same news again reads nothing. The
 * sagas load with the first casino page, after the app told who plays: a player's are read then.
 */
function* followPlayer(deps: CasinoDeps) {
  let known: boolean = yield select(selectCasinoSignedIn);
  if (known) yield fork(loadFavourites, deps);
  for (;;) {
    const action: ReturnType<typeof casinoPlayerChanged> = yield take(casinoPlayerChanged.type);
    if (action.payload.signedIn === known) continue;
    known = action.payload.signedIn;
    if (known) yield fork(loadFavourites, deps);
  }
}

/** Favourites and recently played (spec 01 §2 my-casino): the player's, read when signed in. */
export function* playerGamesSaga(deps: CasinoDeps) {
  yield fork(followPlayer, deps);
  yield takeLatest(casinoFavouritesOpened.type, loadFavourites, deps);
  yield takeLatest(casinoRecentOpened.type, loadRecent, deps);
  yield takeEvery(favouriteToggled.type, saveFavourite, deps);
}
