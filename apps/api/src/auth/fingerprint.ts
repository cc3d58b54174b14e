import { createHash } from 'node:crypto';
import { FINGERPRINT_ERROR_CODE } from '@bet/contract';
import type { Fingerprint } from '@bet/contract';
import { HttpError } from '../http/http-error';
import type { ServerDeps } from '../server-deps';
import { toSeconds } from '../http/epoch-seconds';
import { signToken, verifyToken } from './signing';

/** Spec 02 §3 "Device fingerprint result": the token is valid until expiresAt; ours lasts a day. */
export const FINGERPRINT_TTL_S = 24 * 60 * 60;

type Components = Fingerprint['componentsData'];

function digest(components: Components): string {
  const sorted = Object.keys(components)
    .sort()
    .map((key) => [key, components[key]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('base64url').slice(0, 22);
}

export function issueFingerprint(deps: Pick<ServerDeps, 'secret' | 'clock'>, components: Components): Fingerprint {
  const iat = toSeconds(deps.clock.now());
  const expiresAt = iat + FINGERPRINT_TTL_S;
  const token = signToken(deps.secret, 'fingerprint', { iat, exp: expiresAt, dev: digest(components) });
  return { token, expiresAt, componentsData: components };
}

function fingerprintError(detail: string): HttpError {
  return HttpError.of(400, FINGERPRINT_ERROR_CODE, detail);
}

/**
 * Spec 02 §4: sign-in and registration calls carry the fingerprint token in componentData; a
 * missing, forged or expired one is a 400 with the fingerprint code, and the client re-fetches it
 * and retries. The control API's fingerprintNext refuses a good one too.
 */
export function requireFingerprint(deps: Pick<ServerDeps, 'faults' | 'secret' | 'clock'>, componentData: string): void {
  if (deps.faults.take('fingerprintNext')) {
    throw fingerprintError('The device fingerprint is stale (sandbox fault fingerprintNext)');
  }
  const payload = verifyToken(deps.secret, 'fingerprint', componentData);
  if (!payload || typeof payload.exp !== 'number') throw fingerprintError('The device fingerprint is not valid');
  if (payload.exp * 1000 <= deps.clock.now()) throw fingerprintError('The device fingerprint has expired');
}
