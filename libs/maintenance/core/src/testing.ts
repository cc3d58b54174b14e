/**
 * Fakes for the maintenance library's tests: a page location whose in-app and full navigations
 * are recorded, the answers of a quiet site, and a harness running the whole maintenance saga
 * against a real store with a fake API answering the contract's calls by name.
 */
import {
  createMemoryCookieStore,
  createMemoryLogger,
  createMemoryStorage,
  createTestStore,
  type MemoryStorage,
} from '@bet/platform/testing';
import { createFakeApiClient, type FakeAnswer } from '@bet/request/testing';
import type { MaintenanceDeps, PageLocation } from './maintenance-deps';
import { maintenanceSaga } from './maintenance-saga';
import { maintenanceReducer } from './maintenance-slice';

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

/** The maintenance saga running against a real store; time is the (fake) Date.now. */
export function createMaintenanceHarness(options: HarnessOptions = {}) {
  const api = createFakeApiClient({ ...QUIET_ANSWERS, ...options.answers });
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
  const { store, actions, typesOf, task } = createTestStore({
    reducer: { maintenance: maintenanceReducer },
    sagas: [() => maintenanceSaga(deps)],
  });
  return { store, api, page, cookies, storage, logger, deps, task, actions, typesOf };
}

export type MaintenanceHarness = ReturnType<typeof createMaintenanceHarness>;
