import { z } from 'zod';
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
  tickMs: z.number().int().min(100).max(600_000),
});
export type SimulatorState = z.output<typeof simulatorStateSchema>;

export const setSimulator = defineControlCall({
  name: 'setSimulator',
  method: 'PUT',
  path: 'sportsbook/simulator',
  body: simulatorStateSchema.partial(),
  response: simulatorStateSchema,
});

/** Runs N simulator steps now, whether it is running or paused. */
export const stepSimulator = defineControlCall({
  name: 'stepSimulator',
  method: 'POST',
  path: 'sportsbook/step',
  body: z.object({ steps: z.number().int().min(1).max(1000) }),
  response: z.object({ version: z.number().int() }),
});

/** Sets a market's coefficient or suspends / resumes it. */
export const setMarket = defineControlCall({
  name: 'setMarket',
  method: 'POST',
  path: 'sportsbook/market',
  body: z.object({
    marketId: z.number().int().positive(),
    coef: coefSchema.optional(),
    isBlocked: z.boolean().optional(),
  }),
  response: z.object({ marketId: z.number().int().positive(), coef: coefSchema, isBlocked: z.boolean() }),
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
    gameId: z.number().int().positive(),
    status: gameStatusSchema,
    score1: z.number().int().nonnegative().optional(),
    score2: z.number().int().nonnegative().optional(),
  }),
  response: z.object({
    gameId: z.number().int().positive(),
    status: gameStatusSchema,
    settledCoupons: z.number().int().nonnegative(),
  }),
});
