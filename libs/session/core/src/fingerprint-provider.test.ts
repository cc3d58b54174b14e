import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '@bet/platform/testing';
import { ApiError } from '@bet/request';
import { createFakeApiClient, type FakeAnswer } from '@bet/request/testing';
import {
  createFingerprintProvider,
  FINGERPRINT_INCORRECT_RESPONSE,
  FINGERPRINT_STORAGE_KEY,
} from './fingerprint-provider';
import { createMemoryStorage, type MemoryStorage } from '@bet/platform/testing';

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') }));
afterEach(() => vi.useRealTimers());

const nowS = () => Math.floor(Date.now() / 1000);

function setup(answer: FakeAnswer, storage: MemoryStorage = createMemoryStorage()) {
  const api = createFakeApiClient({ getFingerprint: answer });
  const logger = createMemoryLogger();
  const provider = createFingerprintProvider({
    api,
    storage,
    clock: { now: () => Date.now() },
    collect: () => ({ screen: '1920x1080', tz: 'Europe/Moscow', touch: false }),
    logger,
  });
  return { api, logger, provider, storage };
}

let issued = 0;
const fresh = (): FakeAnswer => () => {
  issued += 1;
  return { token: `fp-${issued}`, expiresAt: nowS() + 3600, componentsData: { screen: '1920x1080' } };
};

describe('device fingerprint (spec 02 §3, §4 valid while expiresAt is later than now)', () => {
  it('fetches once with what the device tells, caches it in storage and reuses it while valid', async () => {
    issued = 0;
    const { api, provider, storage } = setup(fresh());
    await expect(provider.token()).resolves.toBe('fp-1');
    expect(api.callsTo('getFingerprint')[0]?.body).toEqual({
      componentsData: { screen: '1920x1080', tz: 'Europe/Moscow', touch: false },
    });
    expect(JSON.parse(storage.getItem(FINGERPRINT_STORAGE_KEY) ?? '{}')).toMatchObject({ token: 'fp-1' });
    await vi.advanceTimersByTimeAsync(3_599_000);
    await expect(provider.token()).resolves.toBe('fp-1');
    expect(api.callsTo('getFingerprint')).toHaveLength(1);
  });

  it('fetches a new one once expiresAt is no longer later than now', async () => {
    issued = 0;
    const { api, provider } = setup(fresh());
    await provider.token();
    await vi.advanceTimersByTimeAsync(3_600_000);
    await expect(provider.token()).resolves.toBe('fp-2');
    expect(api.callsTo('getFingerprint')).toHaveLength(2);
  });

  it('another page reuses the cached token from storage', async () => {
    issued = 0;
    const storage = createMemoryStorage();
    await setup(fresh(), storage).provider.token();
    const second = setup(fresh(), storage);
    await expect(second.provider.token()).resolves.toBe('fp-1');
    expect(second.api.calls).toEqual([]);
  });

  it('concurrent callers share one fetch', async () => {
    issued = 0;
    const { api, provider } = setup(fresh());
    await expect(Promise.all([provider.token(), provider.token()])).resolves.toEqual(['fp-1', 'fp-1']);
    expect(api.callsTo('getFingerprint')).toHaveLength(1);
  });

  it('refresh drops the cached token and fetches a new one (the 400 fingerprint retry)', async () => {
    issued = 0;
    const { provider } = setup(fresh());
    await provider.token();
    await provider.refresh();
    await expect(provider.token()).resolves.toBe('fp-2');
  });

  it.each([
    ['no token', { expiresAt: 2_000_000_000, componentsData: {} }],
    ['no expiry', { token: 't', componentsData: {} }],
    ['no data', { token: 't', expiresAt: 2_000_000_000 }],
  ])("a response with %s is logged 'incorrect response' (spec 02 §8) and fails", async (_, body) => {
    const { logger, provider, storage } = setup(() => body);
    await expect(provider.token()).rejects.toThrow(FINGERPRINT_INCORRECT_RESPONSE);
    expect(logger.entries.map((e) => e.message)).toEqual([FINGERPRINT_INCORRECT_RESPONSE]);
    expect(storage.getItem(FINGERPRINT_STORAGE_KEY)).toBeNull();
  });

  it("an answer the request layer finds malformed is logged 'incorrect response' too", async () => {
    const { logger, provider } = setup(() => {
      throw new ApiError({ kind: 'malformed', status: 200, message: 'Malformed answer to getFingerprint' });
    });
    await expect(provider.token()).rejects.toBeInstanceOf(ApiError);
    expect(logger.entries.map((e) => e.message)).toEqual([FINGERPRINT_INCORRECT_RESPONSE]);
  });

  it('a garbled cache entry is ignored', async () => {
    issued = 0;
    const { provider } = setup(fresh(), createMemoryStorage({ [FINGERPRINT_STORAGE_KEY]: '{oops' }));
    await expect(provider.token()).resolves.toBe('fp-1');
  });
});
