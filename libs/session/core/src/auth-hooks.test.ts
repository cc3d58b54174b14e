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

function setup(cookies: Record<string, string>) {
  const fetch = manualFetch();
  const onRefreshFailed = vi.fn();
  const hooks = createAuthHooks({
    cookies: createMemoryCookieStore(cookies),
    clock: { now: () => Date.now() },
    fetchToken: fetch.fetchToken,
    onRefreshFailed,
  });
  return { hooks, fetch, onRefreshFailed };
}

describe('AuthHooks.getToken (spec 02 §4 Token handling, §5 a token is used only if valid)', () => {
  it('sends the user_token cookie while its exp is in the future, without fetching', async () => {
    const token = makeToken(nowS() + 60);
    const { hooks, fetch } = setup({ ua: '1', user_token: token });
    await expect(hooks.getToken()).resolves.toBe(token);
    expect(fetch.pending).toHaveLength(0);
  });

  it('an expired token while ua says signed in is replaced by one fetch shared by concurrent calls', async () => {
    const { hooks, fetch } = setup({ ua: '1', user_token: makeToken(nowS() - 1) });
    const answers = Promise.all([hooks.getToken(), hooks.getToken(), hooks.getToken()]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.pending).toHaveLength(1);
    const fresh = makeToken(nowS() + 600);
    fetch.pending[0]?.resolve(fresh);
    await expect(answers).resolves.toEqual([fresh, fresh, fresh]);
    // Reused while valid: no second fetch.
    await expect(hooks.getToken()).resolves.toBe(fresh);
    expect(fetch.pending).toHaveLength(1);
  });

  it('sends no token and fetches none for a guest (no ua cookie)', async () => {
    const { hooks, fetch } = setup({ user_token: makeToken(nowS() - 1) });
    await expect(hooks.getToken()).resolves.toBeUndefined();
    expect(fetch.pending).toHaveLength(0);
  });

  it('a failed fetch sends no token and is not reported by getToken itself', async () => {
    const { hooks, fetch, onRefreshFailed } = setup({ ua: '1' });
    const answer = hooks.getToken();
    await vi.advanceTimersByTimeAsync(0);
    fetch.pending[0]?.reject(new Error('401'));
    await expect(answer).resolves.toBeUndefined();
    expect(onRefreshFailed).not.toHaveBeenCalled();
  });

  it('refreshToken joins a fetch already running instead of starting another', async () => {
    const { hooks, fetch } = setup({ ua: '1' });
    const first = hooks.getToken();
    const refreshed = hooks.refreshToken();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.pending).toHaveLength(1);
    const fresh = makeToken(nowS() + 600);
    fetch.pending[0]?.resolve(fresh);
    await expect(Promise.all([first, refreshed])).resolves.toEqual([fresh, fresh]);
  });
});

describe('with the request layer (DESIGN.md: N concurrent 401s, one refresh; a failed refresh, one logout)', () => {
  const adapterAnswering =
    (handle: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }): AxiosAdapter =>
    async (config) => {
      const { status, data } = handle(config);
      const response = { status, statusText: String(status), data, headers: {}, config };
      if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
      return response;
    };

  it('five calls refused while the session is gone give one onRefreshFailed and never two fetches at once', async () => {
    const { hooks, fetch, onRefreshFailed } = setup({ ua: '1', user_token: makeToken(nowS() - 1) });
    const api = createApiClient({
      baseURL: 'http://sandbox.test',
      auth: hooks,
      adapter: adapterAnswering(() => ({ status: 401, data: { message: 'Unauthorised' } })),
    });
    const calls = Array.from({ length: 5 }, () => api.call(getUserConfig).catch((error: unknown) => error));
    for (let round = 0; round < 4; round += 1) {
      await vi.advanceTimersByTimeAsync(0);
      for (const entry of fetch.pending.splice(0)) entry.reject(new Error('no session'));
    }
    const results = await Promise.all(calls);
    expect(results.every((result) => (result as { status?: number }).status === 401)).toBe(true);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(fetch.maxActive).toBe(1);
  });

  it('a valid cookie token goes in the auth header', async () => {
    const token = makeToken(nowS() + 600);
    const { hooks } = setup({ ua: '1', user_token: token });
    const seen: unknown[] = [];
    const api = createApiClient({
      baseURL: 'http://sandbox.test',
      auth: hooks,
      adapter: adapterAnswering((config) => {
        seen.push(AxiosHeaders.from(config.headers).get(AUTH_HEADER));
        return { status: 200, data: userConfigFixture() };
      }),
    });
    await api.call(getUserConfig);
    expect(seen).toEqual([token]);
  });
});
