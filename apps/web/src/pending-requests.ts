import type { AxiosInstance } from 'axios';

/**
 * How many API requests are under way, for the top progress bar (spec 02 §9: it shows for
 * "long requests" too; its 200 ms throttle keeps quick ones and the background checks from
 * flashing it). A store for `useSyncExternalStore`.
 */
export interface PendingRequests {
  count(): number;
  subscribe(listener: () => void): () => void;
  /**
   * Counts the requests of an axios instance (the API client's), except those `ignore` names by
   * their URL.
   */
  track(instance: AxiosInstance, ignore?: (url: string) => boolean): void;
}

/**
 * The background polls of the sportsbook feed (every 5 to 60 s, spec 02 §9): the pages show
 * their own loading state, and a bar flashing with every poll would only distract; counting
 * them also re-rendered the shell on every poll of the live screen (tools/bench).
 */
export const isBackgroundPoll = (url: string): boolean => url.startsWith('/web-api/line/');

/** Marks a request left out of the count, so its end is not uncounted either. */
const IGNORED = Symbol('ignored');
type Marked = { [IGNORED]?: boolean };

export function createPendingRequests(): PendingRequests {
  let pending = 0;
  const listeners = new Set<() => void>();
  const change = (delta: number) => {
    pending = Math.max(0, pending + delta);
    for (const listener of listeners) listener();
  };
  return {
    count: () => pending,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    track: (instance, ignore = () => false) => {
      // An error without its request config (an adapter's own error) was counted: only
      // ignored requests carry the mark.
      const end = (config: Marked | undefined) => {
        if (!config?.[IGNORED]) change(-1);
      };
      instance.interceptors.request.use((config) => {
        if (ignore(config.url ?? '')) (config as Marked)[IGNORED] = true;
        else change(1);
        return config;
      });
      instance.interceptors.response.use(
        (response) => {
          end(response.config as Marked);
          return response;
        },
        (error: unknown) => {
          end((error as { config?: Marked } | null)?.config);
          return Promise.reject(error);
        },
      );
    },
  };
}

/** The page's one counter: main.tsx tracks the API client with it, the site shell reads it. */
export const pendingRequests = createPendingRequests();
