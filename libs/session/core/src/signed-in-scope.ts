import type { Action } from '@reduxjs/toolkit';
import { call, race, select, take } from 'redux-saga/effects';
import { selectUserId } from './selectors';
import type { SessionDeps } from './session-deps';
import { sessionChecked, userIdChanged } from './identity-slice';
import { loggedOut, sessionEnded } from './session-events';

/** The actions after which the state may say signed in or signed out. */
const userIdMayChange = [sessionChecked.type, userIdChanged.type, loggedOut.type, sessionEnded.type];

const signedOut = (action: Action): boolean =>
  loggedOut.match(action) ||
  sessionEnded.match(action) ||
  ((sessionChecked.match(action) || userIdChanged.match(action)) && action.payload.userId === null);

/**
 * Runs `worker` while a user is signed in: it starts when a user id becomes known and is
 * cancelled when the player is signed out (spec 01 §6: inactivity logoff, video token are for
 * signed-in players only). It starts again on the next sign-in.
 */
export function* whileSignedIn(worker: (deps: SessionDeps) => Generator, deps: SessionDeps) {
  for (;;) {
    const userId: number | null = yield select(selectUserId);
    if (userId === null) {
      yield take(userIdMayChange);
      continue;
    }
    yield race({ run: call(worker, deps), out: take(signedOut) });
    // The worker may end by itself (a logoff that reloads): wait for the sign-out then.
    const after: number | null = yield select(selectUserId);
    if (after !== null) yield take(signedOut);
  }
}
