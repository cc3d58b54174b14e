import type { GameEngine } from '@bet/contract';
import type { Db } from '../db/database';

/** What a launch needs of a catalogue game. */
export interface PlayableGame {
  id: number;
  name: string;
  engine: GameEngine;
  hasDemo: boolean;
  rtpBp: number;
}

/**
 * The catalogue as the launch sees it (the catalogue's part implements it; server.ts passes it
 * in ServerOptions.playableGames). `onLaunched` lets the catalogue record recently played games.
 */
export interface PlayableGames {
  find(db: Db, gameId: number): Promise<PlayableGame | undefined>;
  onLaunched?(db: Db, playerId: number, gameId: number): Promise<void>;
}

/** No catalogue: every launch answers game_not_found. */
export const NO_PLAYABLE_GAMES: PlayableGames = { find: async () => undefined };
