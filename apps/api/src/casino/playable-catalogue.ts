import type { Clock } from '@bet/platform';
import type { PlayableGames } from '../casino-wallet/playable-games';
import { findPlayableGame, recordRecentGame } from './player-games';

/**
 * The catalogue as the launches see it (README "Game provider and seamless wallet"): a launch
 * finds its game here, and a real launch puts the game first in the player's recently played.
 */
export function cataloguePlayableGames(clock: Clock): PlayableGames {
  return {
    find: (db, gameId) => findPlayableGame(db, gameId),
    onLaunched: (db, playerId, gameId) => recordRecentGame(db, playerId, gameId, new Date(clock.now())),
  };
}
