import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteAppKey } from './remote-app-key';
import { RemoteAppStatus } from './remote-app-status';
import { remoteAppMounted, remoteAppReloadRequested, remoteAppUnmounted } from './remote-apps-slice';
import { selectRemoteAppEntry, selectRemoteAppStatus } from './selectors';
import { createRemoteAppsHarness, remoteAppResponseFixture } from './testing';

const target = { appName: 'information', path: '/en/contacts' };
const key = remoteAppKey(target.appName, target.path);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('spec 02 §4 Remote sub-application loading: the loader saga', () => {
  it('loads on first mount: LOADING, then READY with the content', async () => {
    const harness = createRemoteAppsHarness();
    harness.store.dispatch(remoteAppMounted(target));
    expect(selectRemoteAppStatus(harness.store.getState(), key)).toBe(RemoteAppStatus.LOADING);
    await vi.advanceTimersByTimeAsync(0);
    const entry = selectRemoteAppEntry(harness.store.getState(), key);
    expect(entry?.status).toBe(RemoteAppStatus.READY);
    expect(entry?.content?.title).toBe('Contacts');
    expect(harness.requests).toHaveLength(1);
    expect(harness.requests[0]?.url).toBe('/bff-api/mf/information/en/contacts');
  });

  it('loads once for two users of the same entry', async () => {
    const harness = createRemoteAppsHarness();
    harness.store.dispatch(remoteAppMounted(target));
    harness.store.dispatch(remoteAppMounted(target));
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.requests).toHaveLength(1);
    expect(selectRemoteAppEntry(harness.store.getState(), key)?.users).toBe(2);
  });

  it('spec 02 §9: retries 3 times after 1000, 2000 and 4000 ms, then stays in ERROR', async () => {
    const harness = createRemoteAppsHarness();
    harness.failNext(10);
    harness.store.dispatch(remoteAppMounted(target));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectRemoteAppEntry(harness.store.getState(), key)).toMatchObject({
      status: RemoteAppStatus.ERROR,
      retry: { retry: 1, delayMs: 1000 },
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(harness.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(harness.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(harness.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(harness.requests.map((request) => request.at)).toEqual([0, 1000, 3000, 7000]);
    expect(selectRemoteAppEntry(harness.store.getState(), key)).toMatchObject({
      status: RemoteAppStatus.ERROR,
      retry: null,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(harness.requests).toHaveLength(4);
  });

  it('success after a failure clears the retry info', async () => {
    const harness = createRemoteAppsHarness();
    harness.failNext(2);
    harness.store.dispatch(remoteAppMounted(target));
    await vi.advanceTimersByTimeAsync(3000);
    const entry = selectRemoteAppEntry(harness.store.getState(), key);
    expect(entry).toMatchObject({ status: RemoteAppStatus.READY, retry: null, error: null });
    expect(harness.requests).toHaveLength(3);
  });

  it('treats an answer not in the spec shape as a failure', async () => {
    const harness = createRemoteAppsHarness();
    harness.answer(() => ({ nothing: true }));
    harness.store.dispatch(remoteAppMounted(target));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectRemoteAppStatus(harness.store.getState(), key)).toBe(RemoteAppStatus.ERROR);
    harness.answer(() => remoteAppResponseFixture());
    await vi.advanceTimersByTimeAsync(1000);
    expect(selectRemoteAppStatus(harness.store.getState(), key)).toBe(RemoteAppStatus.READY);
  });

  it('a manual reload from ERROR loads at once, and is throttled to once per 1000 ms', async () => {
    const harness = createRemoteAppsHarness();
    harness.failNext(100);
    harness.store.dispatch(remoteAppMounted(target));
    await vi.advanceTimersByTimeAsync(7000);
    expect(harness.requests).toHaveLength(4);

    harness.store.dispatch(remoteAppReloadRequested({ key }));
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.requests).toHaveLength(5);
    // Pressed again within 1000 ms: ignored (the reload's own retry is not due yet either).
    await vi.advanceTimersByTimeAsync(500);
    harness.store.dispatch(remoteAppReloadRequested({ key }));
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.requests).toHaveLength(5);

    harness.failNext(0);
    await vi.advanceTimersByTimeAsync(500);
    harness.store.dispatch(remoteAppReloadRequested({ key }));
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.requests.at(-1)?.at).toBe(1000 + 7000);
    expect(selectRemoteAppStatus(harness.store.getState(), key)).toBe(RemoteAppStatus.READY);
  });

  it('ignores a manual reload when READY (READY may only go to NOT_EXIST)', async () => {
    const harness = createRemoteAppsHarness();
    harness.store.dispatch(remoteAppMounted(target));
    await vi.advanceTimersByTimeAsync(0);
    harness.store.dispatch(remoteAppReloadRequested({ key }));
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.requests).toHaveLength(1);
  });

  it('returns to NOT_EXIST when the last user unmounts, and stops retrying', async () => {
    const harness = createRemoteAppsHarness();
    harness.failNext(10);
    harness.store.dispatch(remoteAppMounted(target));
    harness.store.dispatch(remoteAppMounted(target));
    await vi.advanceTimersByTimeAsync(0);
    harness.store.dispatch(remoteAppUnmounted(target));
    expect(selectRemoteAppStatus(harness.store.getState(), key)).toBe(RemoteAppStatus.ERROR);
    harness.store.dispatch(remoteAppUnmounted(target));
    expect(selectRemoteAppStatus(harness.store.getState(), key)).toBe(RemoteAppStatus.NOT_EXIST);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(harness.requests).toHaveLength(1);
  });

  it('a READY entry unmounted and mounted again loads afresh', async () => {
    const harness = createRemoteAppsHarness();
    harness.store.dispatch(remoteAppMounted(target));
    await vi.advanceTimersByTimeAsync(0);
    harness.store.dispatch(remoteAppUnmounted(target));
    expect(selectRemoteAppStatus(harness.store.getState(), key)).toBe(RemoteAppStatus.NOT_EXIST);
    harness.store.dispatch(remoteAppMounted(target));
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.requests).toHaveLength(2);
    expect(selectRemoteAppStatus(harness.store.getState(), key)).toBe(RemoteAppStatus.READY);
  });

  it('only status moves the spec allows are ever seen', async () => {
    const harness = createRemoteAppsHarness();
    const seen: RemoteAppStatus[] = [];
    harness.store.subscribe(() => {
      const status = selectRemoteAppStatus(harness.store.getState(), key);
      if (seen.at(-1) !== status) seen.push(status);
    });
    harness.failNext(1);
    harness.store.dispatch(remoteAppMounted(target));
    await vi.advanceTimersByTimeAsync(1000);
    harness.store.dispatch(remoteAppUnmounted(target));
    const { NOT_EXIST, ERROR, LOADING, READY } = RemoteAppStatus;
    expect(seen).toEqual([NOT_EXIST, LOADING, ERROR, LOADING, READY, NOT_EXIST]);
  });
});
