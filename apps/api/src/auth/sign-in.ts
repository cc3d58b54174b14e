import type { SignedIn } from '@bet/contract';
import type { FastifyReply } from 'fastify';
import { issueAccessToken } from './access-tokens';
import type { ServerDeps } from '../server-deps';
import { setSignedInCookies } from './session-cookies';
import { createSession } from './sessions';

/**
 * Every successful sign-in and registration ends here: a new session, its cookies (sid, ua,
 * user_token; spec 02 §9) and the answer with the same token, so the client needs no second
 * round trip.
 */
export async function signIn(
  deps: Pick<ServerDeps, 'db' | 'secret' | 'clock'>,
  reply: FastifyReply,
  playerId: number,
  save: boolean,
): Promise<SignedIn> {
  const session = await createSession(deps.db, deps.clock, playerId, save);
  const token = issueAccessToken(deps.secret, deps.clock, playerId, session.id);
  setSignedInCookies(reply, session, token);
  reply.header('cache-control', 'no-store');
  return { status: 'signedIn', userId: playerId, token };
}
