import { createAction } from '@reduxjs/toolkit';

/**
 * Who plays: the app bridges the session's signedIn / loggedOut / sessionEnded here (apps/web
 * store.ts crossFeatureEvents), so the casino needs no edge to the session. Signed in, the
 * favourites load (the tiles show them) and a game page relaunches for real; signed out, the
 * player's lists are dropped.
 */
export const casinoPlayerChanged = createAction<{ signedIn: boolean }>('casino/playerChanged');

/**
 * The framed game said a bet or a win moved the player's real balance (its `balanceChanged`
 * message, in a real-money session only). The app bridges it to the accounts' refresh, so the
 * header balance follows the game (issue 14).
 */
export const casinoBalanceChanged = createAction<{ balance: number; currency: string }>('casino/balanceChanged');
