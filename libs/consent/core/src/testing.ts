/** A real store with the consent and session slices and the consent saga, every dependency faked. */
import type { AnalyticsCounter } from '@bet/contract';
import {
  createMemoryCookieStore,
  createMemoryLocation,
  createMemoryLogger,
  createMemoryStorage,
  createTestStore,
  type MemoryStorage,
} from '@bet/platform/testing';
import { createFakeApiClient, type FakeAnswer } from '@bet/request/testing';
import { consentSaga } from './consent-saga';
import { consentReducer } from './consent-slice';

export interface ConsentHarnessOptions {
  answers?: Record<string, FakeAnswer>;
  cookies?: Record<string, string>;
  storage?: MemoryStorage;
  /** The address the page opened at; on http://site.example unless absolute. */
  url?: string;
  signedIn?: boolean;
  /** The site's group_id (the counters' projectId); null before the site config. */
  projectId?: number | null;
}

export function createConsentHarness(options: ConsentHarnessOptions = {}) {
  const api = createFakeApiClient(
    {
      saveCookiesAgreement: () => ({ success: true }),
      getAnalyticsCounters: () => [
        { typeId: 1, counterId: 'c1' },
        { typeId: 5, counterId: 'c5' },
      ],
      ...options.answers,
    },
    () => Date.now(),
  );
  const cookies = createMemoryCookieStore(options.cookies ?? {});
  const storage = options.storage ?? createMemoryStorage();
  const logger = createMemoryLogger();
  const installed: AnalyticsCounter[] = [];
  const live = {
    signedIn: options.signedIn ?? false,
    projectId: options.projectId === undefined ? 1 : options.projectId,
  };
  const { store, actions, typesOf, task } = createTestStore({
    reducer: { consent: consentReducer },
    sagas: [
      () =>
        consentSaga({
          api,
          cookies,
          storage,
          clock: { now: () => Date.now() },
          logger,
          location: createMemoryLocation(new URL(options.url ?? '/en/', 'http://site.example').href),
          analytics: { install: (counter) => void installed.push(counter) },
          selectIsSignedIn: () => live.signedIn,
          selectAnalyticsProjectId: () => live.projectId,
        }),
    ],
  });
  return { store, api, cookies, storage, logger, installed, live, actions, typesOf, task };
}
