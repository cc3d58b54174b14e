import { z } from 'zod/mini';

/**
 * What a game page at the provider's origin may tell the page that frames it, by `postMessage`.
 * The game page posts to the origin it was launched for; the site accepts a message only from the
 * launch's exact origin and only in one of these shapes, and ignores (and logs) anything else.
 * The site never posts to the game: the game learns nothing of our origin but where to post.
 */

/** Every message carries this, so a stray message of another script never parses. */
export const GAME_MESSAGE_SOURCE = 'bet-game-provider';

export const gameMessageSchema = z.discriminatedUnion('type', [
  /** The game is drawn and playable (the site stops waiting and shows no retry). */
  z.object({ source: z.literal(GAME_MESSAGE_SOURCE), type: z.literal('gameLoaded') }),
  /** A bet or a win moved the player's real balance: minor units of the account's currency. */
  z.object({
    source: z.literal(GAME_MESSAGE_SOURCE),
    type: z.literal('balanceChanged'),
    balance: z.int(),
    currency: z.string().check(z.minLength(1), z.maxLength(8)),
  }),
  /** The player closed the game from inside it. */
  z.object({ source: z.literal(GAME_MESSAGE_SOURCE), type: z.literal('gameClosed') }),
  /** The player asked to deposit (the balance is too low for the stake). */
  z.object({ source: z.literal(GAME_MESSAGE_SOURCE), type: z.literal('depositAsked') }),
]);
export type GameMessage = z.output<typeof gameMessageSchema>;
