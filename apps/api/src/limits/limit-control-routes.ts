import { endSessionLimit, LIMIT_TYPES, shiftLimitClock } from '@bet/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { limits } from '../db/schema';
import { registerCall } from '../http/register-call';
import { activeRows, rowOf } from './limit-rows';
import { moveSessionClocks } from './session-clock';

type ControlDeps = Pick<ServerDeps, 'db' | 'clock'>;

/** The limits switches of the control API (contract limits-control.ts); test and demo modes only. */
export function registerLimitControlRoutes(app: FastifyInstance, deps: ControlDeps): void {
  const { db, clock } = deps;
  void app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    // Time passes for one player's limits: their starts and ends, and their sessions' start.
    registerCall(scope, shiftLimitClock, async ({ body }) => {
      const now = new Date(clock.now());
      const shift = sql`make_interval(secs => ${body.seconds})`;
      const moved = await db
        .update(limits)
        .set({
          startedAt: sql`${limits.startedAt} - ${shift}`,
          endsAt: sql`${limits.endsAt} - ${shift}`,
        })
        .where(and(eq(limits.playerId, body.playerId), inArray(limits.state, ['ACTIVE', 'PENDING'])))
        .returning({ id: limits.id });
      await moveSessionClocks(db, body.playerId, now, (from) => new Date(from.getTime() - body.seconds * 1000));
      return { moved: moved.length };
    });

    // The session limit elapses now: the next ping answers ended.
    registerCall(scope, endSessionLimit, async ({ body }) => {
      const now = new Date(clock.now());
      const limit = rowOf(await activeRows(db, body.playerId, now), LIMIT_TYPES.session, 'ACTIVE');
      if (!limit || limit.limitValue === null) return { ended: false };
      const hours = limit.limitValue;
      const moved = await moveSessionClocks(db, body.playerId, now, () => new Date(now.getTime() - hours * 3_600_000));
      return { ended: moved > 0 };
    });
  });
}
