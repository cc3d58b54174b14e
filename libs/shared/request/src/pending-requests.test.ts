import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@bet/contract';
import { createApiClient } from './create-api-client';
import { trackPendingRequests } from './pending-requests';

const okAnswer = z.object({ ok: z.literal(true) });
const accountCall = defineCall({
  name: 'accountTest',
  method: 'GET',
  path: '/web-api/test/account',
  query: z.object({}),
  body: z.undefined(),
  response: okAnswer,
  auth: true,
});
const feedPoll = defineCall({ ...accountCall, name: 'feedTest', path: '/web-api/test/feed', background: true });

/** An adapter whose requests wait until the test answers them, in order. */
function heldAdapter() {
  const held: { config: InternalAxiosRequestConfig; answer(status: number): void }[] = [];
  const adapter: AxiosAdapter = (config) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      held.push({
        config,
        answer: (status) => {
          const response = { data: { ok: true }, status, statusText: String(status), headers: {}, config };
          if (status < 400) resolve(response);
          else reject(new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, {}, response));
        },
      });
    });
  return { adapter, held };
}

describe('trackPendingRequests (spec 02 §9 progress bar: long requests too)', () => {
  it('counts a request from the wire until it answers or fails, telling listeners each change', async () => {
    const { adapter, held } = heldAdapter();
    const api = createApiClient({ baseURL: 'http://sandbox.test', adapter });
    const pending = trackPendingRequests(api);
    const seen: number[] = [];
    pending.subscribe(() => seen.push(pending.count()));

    const first = api.call(accountCall);
    await vi.waitFor(() => expect(held).toHaveLength(1));
    expect(pending.count()).toBe(1);
    held[0]?.answer(200);
    await first;
    expect(pending.count()).toBe(0);

    const second = api.call(accountCall).catch((error: unknown) => error);
    await vi.waitFor(() => expect(held).toHaveLength(2));
    held[1]?.answer(500);
    await second;
    expect(seen).toEqual([1, 0, 1, 0]);
  });

  it('leaves out calls the contract marks background (the sportsbook feed’s polls)', async () => {
    const { adapter, held } = heldAdapter();
    const api = createApiClient({ baseURL: 'http://sandbox.test', adapter });
    const pending = trackPendingRequests(api);
    const calls = [api.call(feedPoll), api.call(accountCall)];
    await vi.waitFor(() => expect(held).toHaveLength(2));
    expect(pending.count()).toBe(1);
    for (const entry of held) entry.answer(200);
    await Promise.all(calls);
    expect(pending.count()).toBe(0);
  });

  it('counts a retry as a request of its own and ends at zero (401, refresh, retry)', async () => {
    const { adapter, held } = heldAdapter();
    const api = createApiClient({
      baseURL: 'http://sandbox.test',
      adapter,
      auth: {
        storedToken: () => 'old',
        isTokenValid: () => true,
        isSignedIn: () => true,
        fetchToken: async () => 'new',
      },
    });
    const pending = trackPendingRequests(api);
    const seen: number[] = [];
    pending.subscribe(() => seen.push(pending.count()));
    const call = api.call(accountCall);
    await vi.waitFor(() => expect(held).toHaveLength(1));
    held[0]?.answer(401);
    await vi.waitFor(() => expect(held).toHaveLength(2));
    held[1]?.answer(200);
    await call;
    expect(seen).toEqual([1, 0, 1, 0]);
  });

  it('stops counting when stopped', async () => {
    const { adapter, held } = heldAdapter();
    const api = createApiClient({ baseURL: 'http://sandbox.test', adapter });
    const pending = trackPendingRequests(api);
    pending.stop();
    const call = api.call(accountCall);
    await vi.waitFor(() => expect(held).toHaveLength(1));
    expect(pending.count()).toBe(0);
    held[0]?.answer(200);
    await call;
  });
});
