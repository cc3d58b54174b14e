import type { ColorSchemePort } from './color-scheme';
import type { CookieOptions, CookieStore } from './cookies';
import type { LocationPort } from './location';
import type { OpenDialogsPort } from './open-dialogs';
import type { LogLevel, Logger } from './logger';
import type { PageVisibilityPort } from './page-visibility';
import type { StoragePort } from './storage';

export interface MemoryCookieStore extends CookieStore {
  readonly entries: Map<string, { value: string; options: CookieOptions }>;
}

export function createMemoryCookieStore(initial: Record<string, string> = {}): MemoryCookieStore {
  const entries = new Map(Object.entries(initial).map(([k, value]) => [k, { value, options: {} }]));
  return {
    entries,
    get: (name) => entries.get(name)?.value,
    set: (name, value, options = {}) => void entries.set(name, { value, options }),
    remove: (name) => void entries.delete(name),
  };
}

export interface MemoryLogger extends Logger {
  readonly entries: { level: LogLevel; message: string; details?: unknown }[];
}

export function createMemoryLogger(): MemoryLogger {
  const entries: MemoryLogger['entries'] = [];
  const at = (level: LogLevel) => (message: string, details?: unknown) =>
    void entries.push({ level, message, details });
  return { entries, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

export interface MemoryLocation extends LocationPort {
  readonly replaced: string[];
}

/** A location that starts at `url` (on http://localhost unless absolute) and records every replacement. */
export function createMemoryLocation(url = '/'): MemoryLocation {
  let current = new URL(url, 'http://localhost');
  const replaced: string[] = [];
  return {
    replaced,
    hostname: () => current.hostname,
    pathname: () => current.pathname,
    search: () => current.search,
    hash: () => current.hash,
    replace(next) {
      replaced.push(next);
      current = new URL(next, current);
    },
  };
}

/** An activity source the test drives: `emit()` is one player input. */
export function createManualActivitySource() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit: () => listeners.forEach((listener) => listener()),
    get listenerCount() {
      return listeners.size;
    },
  };
}

export interface MemoryStorage extends StoragePort {
  readonly entries: Map<string, string>;
}

/**
 * A storage in memory: for tests, and for browsers whose storage is switched off. Values are
 * kept as the strings they were given, like the Web Storage API.
 */
export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  };
}

export interface ManualVisibility extends PageVisibilityPort {
  /** `set(false)` hides the page, `set(true)` shows it; listeners hear only changes. */
  set(visible: boolean): void;
  readonly listenerCount: number;
}

/** A page visibility the test drives. */
export function createManualVisibility(initial = true): ManualVisibility {
  let visible = initial;
  const listeners = new Set<(visible: boolean) => void>();
  return {
    isVisible: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next) {
      if (next === visible) return;
      visible = next;
      for (const listener of listeners) listener(next);
    },
    get listenerCount() {
      return listeners.size;
    },
  };
}

/** Open dialogs the test decides: `set(true)` is a modal of some feature on screen. */
export function createManualDialogs(open = false): OpenDialogsPort & { set(open: boolean): void } {
  let current = open;
  return {
    isAnyOpen: () => current,
    set: (next) => {
      current = next;
    },
  };
}

export interface ManualColorScheme extends ColorSchemePort {
  /** `set(true)`: the system switched to dark; listeners hear only changes. */
  set(prefersDark: boolean): void;
  readonly listenerCount: number;
}

/** The operating system's colour scheme, as the test decides. */
export function createManualColorScheme(initial = false): ManualColorScheme {
  let dark = initial;
  const listeners = new Set<(prefersDark: boolean) => void>();
  return {
    prefersDark: () => dark,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next) {
      if (next === dark) return;
      dark = next;
      for (const listener of listeners) listener(next);
    },
    get listenerCount() {
      return listeners.size;
    },
  };
}

export { createTestStore } from './testing/test-store';
export type { TestStore, TestStoreOptions, TestStoreState } from './testing/test-store';
