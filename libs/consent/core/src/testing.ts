/** A real store with the consent and session slices and the consent saga, every dependency faked. */
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import type { AnalyticsCounter } from '@bet/contract';
import { createMemoryCookieStore, createMemoryLocation, createMemoryLogger } from '@bet/platform/testing';
import { createMemoryStorage, type MemoryStorage } from '@bet/platform/testing';
import { createFakeApiClient, type FakeAnswer } from '@bet/session/testing';
import createSagaMiddleware from 'redux-saga';
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
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { consent: consentReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(recorder, sagas),
  });
  const task = sagas.run(consentSaga, {
    api,
    cookies,
    storage,
    clock: { now: () => Date.now() },
    logger,
    location: createMemoryLocation(new URL(options.url ?? '/en/', 'http://site.example').href),
    analytics: { install: (counter) => void installed.push(counter) },
    selectIsSignedIn: () => live.signedIn,
    selectAnalyticsProjectId: () => live.projectId,
  });
  return { store, api, cookies, storage, logger, installed, live, actions, task };
}
