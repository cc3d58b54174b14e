import { describe, expect, it, vi } from 'vitest';
import { createTokenRefresher, TOKEN_REFRESH_REUSE_MS } from './token-refresher';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createTokenRefresher (spec 02 §9 "Token refresh dedupe 60 s")', () => {
  it('shares one refresh in flight between concurrent callers', async () => {
    const pending = deferred<string>();
    const refresh = vi.fn(() => pending.promise);
    const refresher = createTokenRefresher({ fetch: refresh, onFailed: vi.fn(), now: () => 0 });
    const waiting = [refresher.refresh(), refresher.refresh(), refresher.refresh()];
    pending.resolve('t1');
    expect(await Promise.all(waiting)).toEqual(['t1', 't1', 't1']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('reuses a success for 60 s from when it finished, then refreshes again', async () => {
    let clock = 1_000;
    let count = 0;
    const refresh = vi.fn(async () => `t${++count}`);
    const refresher = createTokenRefresher({ fetch: refresh, onFailed: vi.fn(), now: () => clock });
    expect(await refresher.refresh()).toBe('t1');
    clock += TOKEN_REFRESH_REUSE_MS - 1;
    expect(await refresher.refresh()).toBe('t1');
    clock += 1;
    expect(await refresher.refresh()).toBe('t2');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('reports a failure once for all waiters and does not reuse it', async () => {
    const pending = deferred<string>();
    const refresh = vi.fn(() => pending.promise);
    const onFailed = vi.fn();
    const refresher = createTokenRefresher({ fetch: refresh, onFailed, now: () => 0 });
    const waiting = [refresher.refresh(), refresher.refresh()].map((p) => p.catch((error: unknown) => error));
    const failure = new Error('refresh failed');
    pending.reject(failure);
    expect(await Promise.all(waiting)).toEqual([failure, failure]);
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(onFailed).toHaveBeenCalledWith(failure);

    refresh.mockResolvedValueOnce('t2');
    expect(await refresher.refresh()).toBe('t2');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('reports a failure only when a reporting caller waited for it, once', async () => {
    const quiet = deferred<string>();
    const refresh = vi.fn(() => quiet.promise);
    const onFailed = vi.fn();
    const refresher = createTokenRefresher({ fetch: refresh, onFailed, now: () => 0 });
    const alone = refresher.refresh({ report: false }).catch(() => 'failed');
    quiet.reject(new Error('no session'));
    expect(await alone).toBe('failed');
    expect(onFailed).not.toHaveBeenCalled();

    const shared = deferred<string>();
    refresh.mockImplementationOnce(() => shared.promise);
    const waiting = [refresher.refresh({ report: false }), refresher.refresh(), refresher.refresh({ report: false })];
    const settled = Promise.allSettled(waiting);
    shared.reject(new Error('still no session'));
    expect((await settled).map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('remembers the last token until a refresh fails', async () => {
    const refresh = vi.fn(async () => 't1');
    let clock = 0;
    const refresher = createTokenRefresher({ fetch: refresh, onFailed: vi.fn(), now: () => clock });
    expect(refresher.last()).toBeUndefined();
    await refresher.refresh();
    clock += TOKEN_REFRESH_REUSE_MS;
    expect(refresher.last()).toBe('t1');
    refresh.mockRejectedValueOnce(new Error('refused'));
    await expect(refresher.refresh()).rejects.toThrow('refused');
    expect(refresher.last()).toBeUndefined();
  });
});
