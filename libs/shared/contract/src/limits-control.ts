import { z } from 'zod/mini';
import { defineControlCall } from './control-call';

/**
 * The sandbox's switches for responsible gaming (test and demo modes only, like every control
 * call): time passes for one player's limits without waiting a day.
 */
const playerBody = z.object({ playerId: z.int().check(z.positive()) });

/**
 * Moves the player's limits `seconds` into the past: a PENDING change's startedAt and endsAt (so it
 * becomes approvable after PENDING_APPROVAL_SECONDS), the ACTIVE time-bound limits' ends, and the
 * start of the current session counted by a session limit. Answers how many limits moved.
 */
export const shiftLimitClock = defineControlCall({
  name: 'shiftLimitClock',
  method: 'POST',
  path: 'limits/shift',
  body: z.extend(playerBody, {
    seconds: z.number().check(z.int(), z.gte(1), z.lte(400 * 86_400)),
  }),
  response: z.object({ moved: z.int().check(z.nonnegative()) }),
});

/** Makes the player's session limit (31) elapse now: the next ping answers ended and the session ends. */
export const endSessionLimit = defineControlCall({
  name: 'endSessionLimit',
  method: 'POST',
  path: 'limits/end-session',
  body: playerBody,
  response: z.object({ ended: z.boolean() }),
});
