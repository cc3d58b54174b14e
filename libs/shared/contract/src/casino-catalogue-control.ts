import { z } from 'zod/mini';
import { casinoGameIdSchema } from './casino-calls';
import { defineControlCall } from './control-call';

/**
 * The operator's lobby order (test and demo modes only, like every control call): moves a game to
 * a place of the lobby (1 = first); the games between move by one. A place past the end puts it
 * last. `game_not_found` for an unknown id.
 */
export const setCasinoGamePosition = defineControlCall({
  name: 'setCasinoGamePosition',
  method: 'POST',
  path: 'casino/game-position',
  body: z.object({ gameId: casinoGameIdSchema, position: z.int().check(z.gte(1), z.lte(1_000_000)) }),
  response: z.object({
    gameId: casinoGameIdSchema,
    /** The place it has now (1-based). */
    position: z.int().check(z.positive()),
    total: z.int().check(z.nonnegative()),
  }),
});
