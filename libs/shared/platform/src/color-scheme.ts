/**
 * The operating system's colour scheme (`prefers-color-scheme`) as a port: the app's theme
 * follows it until the player chooses one. `createMediaColorScheme` adapts `window.matchMedia`;
 * tests drive `createManualColorScheme` of the testing entry.
 */
export interface ColorSchemePort {
  prefersDark(): boolean;
  /** Calls the listener with each change; returns the unsubscribe function. */
  subscribe(listener: (prefersDark: boolean) => void): () => void;
}

/** The part of `window` the port needs (no DOM global is touched here). */
export interface MediaQueryWindow {
  matchMedia?(query: string): {
    readonly matches: boolean;
    addEventListener(type: 'change', listener: () => void): void;
    removeEventListener(type: 'change', listener: () => void): void;
  };
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function createMediaColorScheme(win: MediaQueryWindow): ColorSchemePort {
  // A browser without matchMedia (an old embedded view) is taken as light and never changes.
  const query = win.matchMedia?.(DARK_QUERY);
  return {
    prefersDark: () => query?.matches ?? false,
    subscribe(listener) {
      if (!query) return () => undefined;
      const onChange = () => listener(query.matches);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
  };
}
