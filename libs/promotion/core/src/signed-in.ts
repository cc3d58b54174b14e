import type { Action } from '@reduxjs/toolkit';
import { loggedOut, sessionChecked, sessionEnded, userIdChanged } from '@bet/session';

/** The actions after which the session may say signed in or signed out. */
export const userIdMayChange = [sessionChecked.type, userIdChanged.type, loggedOut.type, sessionEnded.type];

/** The player is gone: logout, an ended session, or a check that found nobody. */
export const isSignOut = (action: Action): boolean =>
  loggedOut.match(action) ||
  sessionEnded.match(action) ||
  ((sessionChecked.match(action) || userIdChanged.match(action)) && action.payload.userId === null);
