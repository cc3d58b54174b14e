import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_HEADER, getUserConfig } from '@bet/contract';
import { createMemoryCookieStore } from '@bet/platform/testing';
import { createApiClient } from '@bet/request';
import { createAuthHooks } from './auth-hooks';
import { makeToken, userConfigFixture } from './testing';

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') }));
afterEach(() => vi.useRealTimers());

const nowS = () => Math.floor(Date.now() / 1000);

/** fetchToken as a test drives it: each call waits for the test to settle it. */
function manualFetch() {
  const pending: { resolve(token: string): void; reject(error: unknown): void }[] = [];
  let active = 0;
  let maxActive = 0;
  const fetchToken = () =>
    new Promise<string>((resolve, reject) => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      pending.push({
        resolve: (token) => {
          active -= 1;
          resolve(token);
        },
        reject: (error) => {
          active -= 1;
          reject(error);
        },
      });
    });
  return {
    fetchToken,
    pending,
    get maxActive() {
      return maxActive;
    },
  };
}

/** An axios adapter answering every request from `handle`, recording the auth header sent. */
function adapterAnswering(
  seen: unknown[],
  handle: (config: InternalAxiosRequestConfig) => { status: number; data: unknown },
): AxiosAdapter {
  return async (config) => {
    seen.push(AxiosHeaders.from(config.headers).get(AUTH_HEADER) ?? undefined);
    const { status, data } = handle(config);
    const response = { status, statusText: String(status), data, headers: {}, config };
    if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
}

/** The session's hooks in a real client whose server answers `status` (200: a user config). */
function setup(cookies: Record<string, string>, status = 200) {
  const fetch = manualFetch();
  const seen: unknown[] = [];
  const api = createApiClient({
    baseURL: 'http://sandbox.test',
    auth: createAuthHooks({
      cookies: createMemoryCookieStore(cookies),
      clock: { now: () => Date.now() },
      fetchToken: fetch.fetchToken,
    }),
    adapter: adapterAnswering(seen, () =>
      status === 200 ? { status, data: userConfigFixture() } : { status, data: { message: 'Unauthorised' } },
    ),
  });
  const refreshFailures: unknown[] = [];
  api.events.subscribe((event) => {
    if (event.type === 'refreshFailed') refreshFailures.push(event.error);
  });
  return { api, fetch, refreshFailures, seen };
}

describe('the session token on marked calls (spec 02 §4 Token handling, §5 a token is used only if valid)', () => {
  it('sends the user_token cookie while its exp is in the future, without fetching', async () => {
    const token = makeToken(nowS() + 60);
    const { api, fetch, seen } = setup({ ua: '1', user_token: token });
    await api.call(getUserConfig);
    expect(seen).toEqual([token]);
    expect(fetch.pending).toHaveLength(0);
  });

  it('replaces an expired cookie token, while ua says signed in, by one fetch shared by concurrent calls', async () => {
    const { api, fetch, seen } = setup({ ua: '1', user_token: makeToken(nowS() - 1) });
    const calls = Promise.all([api.call(getUserConfig), api.call(getUserConfig), api.call(getUserConfig)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.pending).toHaveLength(1);
    const fresh = makeToken(nowS() + 600);
    fetch.pending[0]?.resolve(fresh);
    await calls;
    expect(seen).toEqual([fresh, fresh, fresh]);
    // Kept while valid: no second fetch.
    await api.call(getUserConfig);
    expect(seen.at(-1)).toBe(fresh);
    expect(fetch.pending).toHaveLength(1);
  });

  it('sends no token and fetches none for a guest (no ua cookie)', async () => {
    const { api, fetch, seen } = setup({ user_token: makeToken(nowS() - 1) });
    await api.call(getUserConfig);
    expect(seen).toEqual([undefined]);
    expect(fetch.pending).toHaveLength(0);
  });

  it('does not send a fetched token that has already expired', async () => {
    const { api, fetch, seen } = setup({ ua: '1' });
    const call = api.call(getUserConfig);
    await vi.advanceTimersByTimeAsync(0);
    fetch.pending[0]?.resolve(makeToken(nowS() - 5));
    await call;
    expect(seen).toEqual([undefined]);
  });
});

describe('with the server refusing (DESIGN.md: N concurrent 401s, one refresh; a failed refresh, one logout)', () => {
  it('five calls refused while the session is gone give one refreshFailed and never two fetches at once', async () => {
    const { api, fetch, refreshFailures } = setup({ ua: '1', user_token: makeToken(nowS() - 1) }, 401);
    const calls = Array.from({ length: 5 }, () => api.call(getUserConfig).catch((error: unknown) => error));
    for (let round = 0; round < 4; round += 1) {
      await vi.advanceTimersByTimeAsync(0);
      for (const entry of fetch.pending.splice(0)) entry.reject(new Error('no session'));
    }
    const results = await Promise.all(calls);
    expect(results.every((result) => (result as { status?: number }).status === 401)).toBe(true);
    expect(refreshFailures).toHaveLength(1);
    expect(fetch.maxActive).toBe(1);
  });
});
