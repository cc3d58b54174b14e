import { z } from 'zod/mini';
import { defineControlCall } from './control-call';
import { coefSchema, gameStatusSchema } from './line-calls';

/**
 * The sandbox's switches for the sportsbook simulator (test and demo modes only, like every
 * control call): tests pause it and move a game or a market on purpose.
 */
export const simulatorStateSchema = z.object({
  /** The simulator moves coefficients, clocks and scores, starts and finishes games by itself. */
  running: z.boolean(),
  /** Milliseconds between two simulator steps. */
  tickMs: z.int().check(z.gte(100), z.lte(600_000)),
});
export type SimulatorState = z.output<typeof simulatorStateSchema>;

export const setSimulator = defineControlCall({
  name: 'setSimulator',
  method: 'PUT',
  path: 'sportsbook/simulator',
  body: z.partial(simulatorStateSchema),
  response: simulatorStateSchema,
});

/** Runs N simulator steps now, whether it is running or paused. */
export const stepSimulator = defineControlCall({
  name: 'stepSimulator',
  method: 'POST',
  path: 'sportsbook/step',
  body: z.object({ steps: z.int().check(z.gte(1), z.lte(1000)) }),
  response: z.object({ version: z.int() }),
});

/** Sets a market's coefficient or suspends / resumes it. */
export const setMarket = defineControlCall({
  name: 'setMarket',
  method: 'POST',
  path: 'sportsbook/market',
  body: z.object({
    marketId: z.int().check(z.positive()),
    coef: z.optional(coefSchema),
    isBlocked: z.optional(z.boolean()),
  }),
  response: z.object({ marketId: z.int().check(z.positive()), coef: coefSchema, isBlocked: z.boolean() }),
});

/**
 * Moves a game: `inPlay` starts it (line to live), `finished` ends it with the given score and
 * settles every bet on it (spec 01 §4 statuses, half win and half lose included).
 */
export const setGameState = defineControlCall({
  name: 'setGameState',
  method: 'POST',
  path: 'sportsbook/game',
  body: z.object({
    gameId: z.int().check(z.positive()),
    status: gameStatusSchema,
    score1: z.optional(z.int().check(z.nonnegative())),
    score2: z.optional(z.int().check(z.nonnegative())),
  }),
  response: z.object({
    gameId: z.int().check(z.positive()),
    status: gameStatusSchema,
    settledCoupons: z.int().check(z.nonnegative()),
  }),
});
