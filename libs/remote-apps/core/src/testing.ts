/**
 * Fakes for the remote-apps library's tests and for other libraries' tests and stories: a
 * content fixture, a scripted transport, and a harness running the loader on a real store.
 */
import type { RemoteAppResponse } from '@bet/contract';
import { createTestStore } from '@bet/platform/testing';
import type { RemoteAppContent } from './remote-app-content';
import type { RemoteAppRequest, RemoteAppsDeps, RemoteAppTransport } from './remote-apps-deps';
import { remoteAppsReducer } from './remote-apps-slice';
import { remoteAppsSaga } from './remote-apps-saga';

/** A sub-app's content as the client keeps it. */
export function remoteAppContentFixture(overrides: Partial<RemoteAppContent> = {}): RemoteAppContent {
  return {
    appName: 'information',
    title: 'Contacts',
    body: '<h1>Contacts</h1><p>Write to support@example.com.</p>',
    style: '',
    cssToLoad: [],
    scriptsToLoad: [],
    ...overrides,
  };
}

/** A whole answer in the spec's shape (spec 02 §3). */
export function remoteAppResponseFixture(overrides: Partial<RemoteAppResponse> = {}): RemoteAppResponse {
  return { ...remoteAppContentFixture(), codeToEval: null, head: null, ...overrides };
}

export interface ScriptedTransport {
  transport: RemoteAppTransport;
  /** Every request sent, with the clock's time. */
  readonly requests: (RemoteAppRequest & { at: number })[];
  /** The next `count` requests fail (a network error), then they answer again. */
  failNext(count: number): void;
  /** Replaces how requests answer. */
  answer(handler: (request: RemoteAppRequest) => unknown): void;
}

export function createScriptedTransport(now: () => number = Date.now): ScriptedTransport {
  const requests: ScriptedTransport['requests'] = [];
  let failures = 0;
  let handler: (request: RemoteAppRequest) => unknown = (request) =>
    remoteAppResponseFixture({ appName: request.url.split('/').at(-3) ?? 'information' });
  return {
    requests,
    failNext: (count) => void (failures = count),
    answer: (next) => void (handler = next),
    transport: async (request) => {
      requests.push({ ...request, at: now() });
      if (failures > 0) {
        failures -= 1;
        throw new Error('Failed to fetch');
      }
      return handler(request);
    },
  };
}

/** The loader on a real store with a scripted transport; `actions` records every action. */
export function createRemoteAppsHarness(options: { baseUrl?: string } = {}) {
  const scripted = createScriptedTransport();
  const warnings: string[] = [];
  const deps: RemoteAppsDeps = {
    transport: scripted.transport,
    baseUrl: options.baseUrl ?? '/bff-api/mf',
    clock: { now: () => Date.now() },
    logger: { warn: (message) => void warnings.push(message) },
  };
  const harness = createTestStore({
    reducer: { remoteApps: remoteAppsReducer },
    sagas: [() => remoteAppsSaga(deps)],
  });
  return { ...harness, deps, warnings, ...scripted };
}
