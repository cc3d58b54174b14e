import { AUTH_HEADER, TERMS_EXCEPTION_CODE, TERMS_STATUS } from '@bet/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import type { ServerDeps } from '../server-deps';
import { readAccessToken } from './access-tokens';
import type { Player } from './players';
import { findPlayerById } from './players';
import { findLiveSession } from './sessions';
import type { Session } from './sessions';
import { mustConfirmTerms, readTermsUpdatedAt } from './terms';

export interface SignedInRequest {
  player: Player;
  session: Session;
}

export function unauthorized(detail = 'Sign in again: the token is missing, expired or not valid'): HttpError {
  return HttpError.of(401, 'unauthorized', detail);
}

/** Who each request that passed `requireSignIn` is; gone with the request. */
const signedInRequests = new WeakMap<FastifyRequest, SignedInRequest>();

/**
 * The preHandler of a call marked `auth` (spec 02 §6): a genuine, unexpired token in
 * AUTH_HEADER of a live session, else 401. With `terms` (every auth call but terms status and
 * confirm, and disconnect), a player who has not confirmed the current terms gets 451 with
 * exception_code 1 (spec 02 §4).
 */
export function requireSignIn(
  deps: Pick<ServerDeps, 'db' | 'secret' | 'clock' | 'faults' | 'tokenCutoff'>,
  { terms }: { terms: boolean },
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request) => {
    // The control API's unauthorizedNext: as if the token had just expired.
    if (deps.faults.take('unauthorizedNext')) throw unauthorized('Token expired (sandbox fault unauthorizedNext)');
    const header = request.headers[AUTH_HEADER.toLowerCase()];
    const token = Array.isArray(header) ? header[0] : header;
    const claims = readAccessToken(deps.secret, deps.clock, deps.tokenCutoff, token);
    if (!claims) throw unauthorized();
    const session = await findLiveSession(deps.db, deps.clock, claims.sid);
    if (!session || session.playerId !== claims.sub) throw unauthorized('The session has ended');
    const player = await findPlayerById(deps.db, claims.sub);
    if (!player) throw unauthorized('The session has ended');
    if (terms && mustConfirmTerms(player.termsConfirmedAt, await readTermsUpdatedAt(deps.db))) {
      throw HttpError.of(
        TERMS_STATUS,
        'terms_not_confirmed',
        'Confirm the updated terms to continue',
      ).withExceptionCode(TERMS_EXCEPTION_CODE);
    }
    signedInRequests.set(request, { player, session });
  };
}

/**
 * The signed-in player of a request whose sign-in is optional (a call that answers visitors
 * too): a genuine, unexpired token of a live session, else null, never a refusal.
 */
export async function findSignedIn(
  deps: Pick<ServerDeps, 'db' | 'secret' | 'clock' | 'tokenCutoff'>,
  request: FastifyRequest,
): Promise<SignedInRequest | null> {
  const header = request.headers[AUTH_HEADER.toLowerCase()];
  const token = Array.isArray(header) ? header[0] : header;
  const claims = readAccessToken(deps.secret, deps.clock, deps.tokenCutoff, token);
  if (!claims) return null;
  const session = await findLiveSession(deps.db, deps.clock, claims.sid);
  if (!session || session.playerId !== claims.sub) return null;
  const player = await findPlayerById(deps.db, claims.sub);
  return player ? { player, session } : null;
}

/** The player and session `requireSignIn` found for this request. */
export function signedInOf(request: FastifyRequest): SignedInRequest {
  const signedIn = signedInRequests.get(request);
  if (!signedIn) throw new Error('The sign-in preHandler did not run for this call');
  return signedIn;
}
