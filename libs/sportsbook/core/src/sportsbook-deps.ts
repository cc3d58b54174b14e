import type { ApiClient } from '@bet/request';

/**
 * Whether the page is shown (the Page Visibility API as a port; `createDocumentVisibility`
 * adapts `document`, tests use `createManualVisibility` of the testing entry).
 */
export interface PageVisibilityPort {
  isVisible(): boolean;
  /** Calls the listener with each change; returns the unsubscribe function. */
  subscribe(listener: (visible: boolean) => void): () => void;
}

/** The subset of the Web Storage API the betting settings use (`localStorage` fits). */
export interface SettingsStoragePort {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Everything the sportsbook sagas need from the outside world, injected so tests fake it. */
export interface SportsbookDeps {
  /** The request layer (@bet/request) or a fake. */
  api: { call: ApiClient['call'] };
  visibility: PageVisibilityPort;
  /** Epoch milliseconds: answer times and coefficient moves. */
  clock: { now(): number };
  /** The current language, sent as `lang` with every feed call. */
  language(): string;
  logger: { warn(message: string, details?: unknown): void; error(message: string, details?: unknown): void };
  /** Where the betting settings persist; without it they live as long as the page. */
  storage?: SettingsStoragePort;
}
