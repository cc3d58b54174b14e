import { LIMIT_TYPES } from '@bet/contract';
import type { Clock } from '@bet/platform';
import type { Db } from '../db/database';
import { endPlayerSessions } from '../auth/sessions';
import { activeRows, rowOf } from './limit-rows';
import { sessionCountedFrom, sessionSecondsLeft } from './session-clock';

/**
 * Spec 02 §7 ping (every 30 s while a session limit exists), spec 01 §4 "Session limit": when the
 * session limit (31) of the asking session has elapsed, every session of the player ends (as the
 * control API's endSessions does: revoked, so their tokens get 401) and the answer says ended.
 * Without a session limit: not ended, no seconds.
 */
export async function pingSession(
  db: Db,
  clock: Clock,
  playerId: number,
  sessionId: string,
): Promise<{ ended: boolean; sessionSecondsLeft: number | null }> {
  const now = new Date(clock.now());
  const limit = rowOf(await activeRows(db, playerId, now), LIMIT_TYPES.session, 'ACTIVE');
  if (!limit || limit.limitValue === null) return { ended: false, sessionSecondsLeft: null };
  const from = await sessionCountedFrom(db, sessionId);
  if (!from) return { ended: false, sessionSecondsLeft: null };
  const left = sessionSecondsLeft(limit.limitValue, from, now);
  if (left > 0) return { ended: false, sessionSecondsLeft: left };
  await endPlayerSessions(db, clock, playerId);
  return { ended: true, sessionSecondsLeft: 0 };
}
