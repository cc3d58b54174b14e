/**
 * Fakes for the maintenance library's tests: a fake API answering the contract's calls by name,
 * a page location whose in-app and full navigations are recorded, and a harness running the
 * whole maintenance saga against a real store.
 */
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import type { ApiCall, CallResponse } from '@bet/contract';
import {
  createMemoryCookieStore,
  createMemoryLogger,
  createMemoryStorage,
  type MemoryCookieStore,
  type MemoryLogger,
  type MemoryStorage,
} from '@bet/platform/testing';
import { ApiError, type CallOptions } from '@bet/request';
import type { MaintenanceDeps, PageLocation } from './maintenance-deps';
import { maintenanceSaga } from './maintenance-saga';
import { maintenanceReducer } from './maintenance-slice';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FakeAnswer = (options: CallOptions<any>) => unknown;

export interface FakeApi {
  call<C extends ApiCall>(call: C, options?: CallOptions<C>): Promise<CallResponse<C>>;
  readonly calls: { name: string; body: unknown; at: number }[];
  answer(name: string, handler: FakeAnswer): void;
  callsTo(name: string): { name: string; body: unknown; at: number }[];
}

export function createFakeApi(handlers: Record<string, FakeAnswer>, now: () => number = Date.now): FakeApi {
  const table = new Map(Object.entries(handlers));
  const calls: FakeApi['calls'] = [];
  return {
    calls,
    answer: (name, handler) => void table.set(name, handler),
    callsTo: (name) => calls.filter((entry) => entry.name === name),
    async call<C extends ApiCall>(call: C, options: CallOptions<C> = {}): Promise<CallResponse<C>> {
      calls.push({ name: call.name, body: options.body, at: now() });
      const handler = table.get(call.name);
      if (!handler) throw new ApiError({ kind: 'http', status: 404, message: `No fake answer for ${call.name}` });
      return (await handler(options)) as CallResponse<C>;
    },
  };
}

export function httpError(status: number): ApiError {
  return new ApiError({ kind: 'http', status, message: `Request failed with status ${status}` });
}

export interface FakePage extends PageLocation {
  /** In-app navigations (`to`) and full ones (`assign`), in order. */
  readonly trail: string[];
  to(path: string): void;
}

/** A page at `url`: in-app navigation changes its path, a full navigation its whole address. */
export function createFakePage(url = 'http://site.test/ru/'): FakePage {
  let current = new URL(url);
  const trail: string[] = [];
  return {
    trail,
    href: () => current.href,
    pathname: () => current.pathname,
    search: () => current.search,
    assign(next) {
      trail.push(`assign ${next}`);
      current = new URL(next, current);
    },
    to(path) {
      trail.push(path);
      current = new URL(path, current);
    },
  };
}

/** Answers for a quiet site: no maintenance, not blocked, no redirect. */
export const QUIET_ANSWERS: Record<string, FakeAnswer> = {
  getMaintenance: () => ({ isActive: 0, web_state: 0 }),
  checkBlock: () => ({ displayTypeId: 0, templateTypeId: null }),
  checkRedirect: () => ({ redirect: false, code: 200, url: null, reasons: [], breadcrumbs: [] }),
};

export interface HarnessOptions {
  answers?: Record<string, FakeAnswer>;
  url?: string;
  cookies?: Record<string, string>;
  storage?: MemoryStorage;
  isProduction?: boolean;
  language?: string;
}

export interface MaintenanceHarness {
  store: ReturnType<typeof makeStore>;
  api: FakeApi;
  page: FakePage;
  cookies: MemoryCookieStore;
  storage: MemoryStorage;
  logger: MemoryLogger;
  deps: MaintenanceDeps;
  task: Task;
  actions: UnknownAction[];
}

function makeStore(actions: UnknownAction[], sagas: ReturnType<typeof createSagaMiddleware>) {
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  return configureStore({
    reducer: { maintenance: maintenanceReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas, record),
  });
}

/** The maintenance saga running against a real store; time is the (fake) Date.now. */
export function createMaintenanceHarness(options: HarnessOptions = {}): MaintenanceHarness {
  const api = createFakeApi({ ...QUIET_ANSWERS, ...options.answers });
  const page = createFakePage(options.url);
  const cookies = createMemoryCookieStore(options.cookies);
  const storage = options.storage ?? createMemoryStorage();
  const logger = createMemoryLogger();
  const deps: MaintenanceDeps = {
    api,
    location: page,
    navigate: page,
    language: () => options.language ?? 'ru',
    cookies,
    storage,
    clock: { now: () => Date.now() },
    logger,
    isProduction: options.isProduction ?? false,
  };
  const actions: UnknownAction[] = [];
  const sagas = createSagaMiddleware();
  const store = makeStore(actions, sagas);
  const task = sagas.run(maintenanceSaga, deps);
  return { store, api, page, cookies, storage, logger, deps, task, actions };
}
