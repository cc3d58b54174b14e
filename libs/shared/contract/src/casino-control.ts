import { z } from 'zod/mini';
import { defineControlCall } from './control-call';

/**
 * The sandbox's switches for the game provider (test and demo modes only, like every control
 * call): lose the wallet's next answers, as if the operator had done the work but the provider
 * never heard (a timeout), and send the waiting wins and rollbacks now. apps/api README "Game
 * provider and seamless wallet".
 */
export const casinoSandboxStateSchema = z.object({
  /** The next N wallet answers (to calls of `losePath`, or any) are lost on the way back. */
  loseNextAnswers: z.int().check(z.nonnegative(), z.lte(1_000)),
  losePath: z.nullable(z.enum(['session', 'balance', 'bet', 'win', 'rollback'])),
  /** Wins and rollbacks the wallet has not acknowledged yet. */
  waitingRetries: z.int().check(z.nonnegative()),
});
export type CasinoSandboxState = z.output<typeof casinoSandboxStateSchema>;

export const getCasinoSandbox = defineControlCall({
  name: 'getCasinoSandbox',
  method: 'GET',
  path: 'casino',
  response: casinoSandboxStateSchema,
});

export const setCasinoSandbox = defineControlCall({
  name: 'setCasinoSandbox',
  method: 'PUT',
  path: 'casino',
  body: z.partial(z.omit(casinoSandboxStateSchema, { waitingRetries: true })),
  response: casinoSandboxStateSchema,
});

/** Sends every waiting win and rollback now, whatever its retry time. */
export const deliverCasinoRetries = defineControlCall({
  name: 'deliverCasinoRetries',
  method: 'POST',
  path: 'casino/deliver',
  response: z.object({ delivered: z.int().check(z.nonnegative()), waiting: z.int().check(z.nonnegative()) }),
});
