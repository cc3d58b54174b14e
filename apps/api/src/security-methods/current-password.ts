import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { verifyPassword } from '../auth/password';
import type { Player } from '../auth/players';

/**
 * A guess of the signed-in player's current password (the password change, two-step off),
 * counted by the attempt limits' `passwordChange` (5 per account in 15 minutes; README "Rate
 * limits"): past it the call is refused with 429 TOO_MANY_ATTEMPTS until the window ends. A right
 * password starts the account's count again.
 */
export async function verifyCurrentPassword(
  deps: Pick<ServerDeps, 'attemptLimits'>,
  request: FastifyRequest,
  reply: FastifyReply,
  player: Player,
  password: string,
): Promise<boolean> {
  const account = `player:${player.id}`;
  await deps.attemptLimits.count(request, reply, 'passwordChange', account);
  const right = password !== '' && (await verifyPassword(password, player.passwordHash));
  if (right) deps.attemptLimits.succeeded('passwordChange', account);
  return right;
}
