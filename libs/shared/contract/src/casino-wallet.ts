import { z } from 'zod/mini';
import { casinoGameIdSchema, GAME_ENGINES, GAME_MODES } from './casino-calls';

/**
 * The operator's seamless wallet, as the game provider calls it server to server (never the
 * browser): the provider exchanges the one-time launch token for a game session, then moves the
 * player's real money round by round with bet, win and rollback. The paths are ours (the spec
 * has none). apps/api README "Game provider and seamless wallet" gives the rules; in short:
 *
 * - Every request is signed by the provider: header CASINO_WALLET_SIGNATURE_HEADER
 *   `t=<epoch seconds>,v1=<HMAC-SHA256 of "t.body", base64url>` with the key both share; older
 *   than CASINO_WALLET_TOLERANCE_S is refused as a replay.
 * - bet, win and rollback are idempotent by `transactionId`: the same id with the same body
 *   answers the first answer again and moves nothing; the same id with another body is refused
 *   (`transaction_conflict`).
 * - A rollback of a bet the operator never saw is acknowledged and remembered: that bet, if it
 *   arrives later, is refused (`transaction_rolled_back`), so money is never left in doubt.
 * - A refusal is the generic error body with one of CASINO_WALLET_ERROR_CODES in
 *   `errors[0].code`; 4xx is final (the provider stops retrying), 5xx or no answer is not.
 */

export const CASINO_WALLET_PATHS = {
  session: '/wallet-api/casino/session',
  balance: '/wallet-api/casino/balance',
  bet: '/wallet-api/casino/bet',
  win: '/wallet-api/casino/win',
  rollback: '/wallet-api/casino/rollback',
} as const;

export const CASINO_WALLET_SIGNATURE_HEADER = 'x-casino-signature';
/** A request signed longer ago than this (or that far in the future) is refused as a replay. */
export const CASINO_WALLET_TOLERANCE_S = 300;
/** A launch token is good once and for this long. */
export const CASINO_LAUNCH_TOKEN_TTL_S = 60;

export const CASINO_WALLET_ERROR_CODES = {
  badSignature: 'bad_signature',
  invalidBody: 'invalid_body',
  /** The launch token is unknown (or forged). */
  tokenInvalid: 'token_invalid',
  /** The launch token was already exchanged. */
  tokenUsed: 'token_used',
  tokenExpired: 'token_expired',
  sessionNotFound: 'session_not_found',
  insufficientFunds: 'insufficient_funds',
  /** A wagering or loss limit leaves less room than the stake (spec 02 §7 limits). */
  limitExceeded: 'limit_exceeded',
  /** Self-exclusion or a ban: the player may not stake now. */
  playRestricted: 'play_restricted',
  /** No such round in this session (a win or a rollback for a round that never had a bet here). */
  roundNotFound: 'round_not_found',
  /** The round is settled or rolled back: it takes no more bets, wins or rollbacks. */
  roundClosed: 'round_closed',
  /** This transaction id was used with another body. */
  transactionConflict: 'transaction_conflict',
  /** A bet whose rollback came first: it is never taken. */
  transactionRolledBack: 'transaction_rolled_back',
} as const;
export type CasinoWalletErrorCode = (typeof CASINO_WALLET_ERROR_CODES)[keyof typeof CASINO_WALLET_ERROR_CODES];

const idSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'an id is 1-64 letters, digits, _ or -'));
const amountSchema = z.int().check(z.positive(), z.lte(100_000_000));

export const walletSessionRequestSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(256)) });

export const walletSessionResponseSchema = z.object({
  sessionId: idSchema,
  playerId: z.int().check(z.positive()),
  gameId: casinoGameIdSchema,
  engine: z.enum(GAME_ENGINES),
  mode: z.enum(GAME_MODES),
  currency: z.string().check(z.minLength(1), z.maxLength(8)),
  balance: z.int(),
  /** The site's origin: the only targetOrigin of the game page's messages. */
  siteOrigin: z.url(),
  lang: z.string().check(z.minLength(2), z.maxLength(8)),
});
export type WalletSessionResponse = z.output<typeof walletSessionResponseSchema>;

export const walletBalanceRequestSchema = z.object({ sessionId: idSchema });

/** What every money call answers: the balance after it. */
export const walletBalanceResponseSchema = z.object({
  balance: z.int(),
  currency: z.string().check(z.minLength(1), z.maxLength(8)),
});
export type WalletBalanceResponse = z.output<typeof walletBalanceResponseSchema>;

export const walletBetRequestSchema = z.object({
  sessionId: idSchema,
  transactionId: idSchema,
  roundId: idSchema,
  amount: amountSchema,
});
export type WalletBetRequest = z.output<typeof walletBetRequestSchema>;

export const walletWinRequestSchema = z.object({
  sessionId: idSchema,
  transactionId: idSchema,
  roundId: idSchema,
  /** 0: the round ends without a win. */
  amount: z.int().check(z.nonnegative(), z.lte(1_000_000_000)),
  /** The round is over: it takes nothing more. */
  roundEnded: z.boolean(),
});
export type WalletWinRequest = z.output<typeof walletWinRequestSchema>;

export const walletRollbackRequestSchema = z.object({
  sessionId: idSchema,
  /** The rollback's own id (its idempotency key). */
  transactionId: idSchema,
  /** The bet to undo. */
  betTransactionId: idSchema,
  roundId: idSchema,
});
export type WalletRollbackRequest = z.output<typeof walletRollbackRequestSchema>;

export const walletMoneyResponseSchema = z.extend(walletBalanceResponseSchema, { transactionId: idSchema });
export type WalletMoneyResponse = z.output<typeof walletMoneyResponseSchema>;
