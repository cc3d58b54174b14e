import type { SocialNetwork } from '@bet/contract';
import { SOCIAL_NETWORKS } from '@bet/contract';
import type { ServerDeps } from '../server-deps';
import { toSeconds } from '../http/epoch-seconds';
import { signToken, verifyToken } from './signing';

/** A demo social assertion is good for 10 minutes, like a network's short-lived id token. */
export const SOCIAL_TOKEN_TTL_S = 10 * 60;

export interface SocialIdentity {
  network: SocialNetwork;
  externalId: string;
  displayName: string;
}

export function issueSocialToken(deps: Pick<ServerDeps, 'secret' | 'clock'>, identity: SocialIdentity): string {
  const iat = toSeconds(deps.clock.now());
  return signToken(deps.secret, 'social', {
    net: identity.network,
    ext: identity.externalId,
    name: identity.displayName,
    iat,
    exp: iat + SOCIAL_TOKEN_TTL_S,
  });
}

/** The identity of a genuine, unexpired assertion for this network; undefined otherwise. */
export function readSocialToken(
  deps: Pick<ServerDeps, 'secret' | 'clock'>,
  token: string,
  network: SocialNetwork,
): SocialIdentity | undefined {
  const payload = verifyToken(deps.secret, 'social', token);
  if (!payload) return undefined;
  const { net, ext, name, exp } = payload;
  if (typeof ext !== 'string' || typeof name !== 'string' || typeof exp !== 'number') return undefined;
  if (net !== network || !(SOCIAL_NETWORKS as readonly unknown[]).includes(net)) return undefined;
  if (exp * 1000 <= deps.clock.now()) return undefined;
  return { network, externalId: ext, displayName: name };
}
