import { getFingerprint, type Fingerprint } from '@bet/contract';
import type { Logger } from '@bet/platform';
import { createTokenRefresher, isApiError, type ApiClient } from '@bet/request';
import type { Clock, StoragePort } from '@bet/platform';
import type { FingerprintPort } from './session-deps';

/** Where the device fingerprint result is cached (spec 02 §3 "cached in storage"); the key is ours. */
export const FINGERPRINT_STORAGE_KEY = 'session-fingerprint';
/** Spec 02 §8 "Logged only": a fingerprint response missing token, expiry or data. */
export const FINGERPRINT_INCORRECT_RESPONSE = 'incorrect response';

export interface FingerprintProviderOptions {
  api: Pick<ApiClient, 'call'>;
  storage: StoragePort;
  clock: Clock;
  /** What the device tells about itself (screen, time zone, languages, ...): `collectDeviceComponents`. */
  collect: () => Record<string, string | number | boolean>;
  logger?: Pick<Logger, 'error'>;
}

/** A complete result: a token, a numeric expiry in seconds and the components data object. */
function isComplete(value: unknown): value is Fingerprint {
  if (typeof value !== 'object' || value === null) return false;
  const { token, expiresAt, componentsData } = value as Partial<Record<keyof Fingerprint, unknown>>;
  return (
    typeof token === 'string' &&
    token.length > 0 &&
    typeof expiresAt === 'number' &&
    Number.isFinite(expiresAt) &&
    typeof componentsData === 'object' &&
    componentsData !== null
  );
}

/**
 * Spec 02 §3/§4: the device fingerprint token, cached in storage and reused while its expiresAt
 * (seconds) is later than now. Concurrent callers share one fetch. A response without token,
 * expiry or data is logged 'incorrect response' (spec 02 §8) and the token fails; storage that
 * throws is treated as empty, so a private window still signs in.
 */
export function createFingerprintProvider({
  api,
  storage,
  clock,
  collect,
  logger,
}: FingerprintProviderOptions): FingerprintPort {
  function cached(): Fingerprint | undefined {
    try {
      const text = storage.getItem(FINGERPRINT_STORAGE_KEY);
      if (!text) return undefined;
      const value: unknown = JSON.parse(text);
      return isComplete(value) && value.expiresAt * 1000 > clock.now() ? value : undefined;
    } catch {
      return undefined;
    }
  }

  async function fetchFresh(): Promise<string> {
    let answer: unknown;
    try {
      answer = await api.call(getFingerprint, { body: { componentsData: collect() } });
    } catch (error) {
      if (isApiError(error) && error.kind === 'malformed') logger?.error(FINGERPRINT_INCORRECT_RESPONSE, error);
      throw error;
    }
    if (!isComplete(answer)) {
      logger?.error(FINGERPRINT_INCORRECT_RESPONSE, answer);
      throw new Error(FINGERPRINT_INCORRECT_RESPONSE);
    }
    try {
      storage.setItem(FINGERPRINT_STORAGE_KEY, JSON.stringify(answer));
    } catch {
      // Not cached: the next sign-in fetches again, nothing is lost.
    }
    return answer.token;
  }

  // The request layer's one single-flight rule; no reuse window: the cache in storage is the reuse.
  const fetches = createTokenRefresher({ fetch: fetchFresh, onFailed: () => undefined, reuseMs: 0 });
  const shared = () => fetches.refresh();

  return {
    token() {
      const hit = cached();
      return hit ? Promise.resolve(hit.token) : shared();
    },
    async refresh() {
      try {
        storage.removeItem(FINGERPRINT_STORAGE_KEY);
      } catch {
        // Nothing cached to drop.
      }
      await shared();
    },
  };
}
