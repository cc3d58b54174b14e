import type { AxiosInstance } from 'axios';

/**
 * How many API requests are under way, for the top progress bar (spec 02 §9: it shows for
 * "long requests" too; its 200 ms throttle keeps quick ones and the background checks from
 * flashing it). A store for `useSyncExternalStore`.
 */
export interface PendingRequests {
  count(): number;
  subscribe(listener: () => void): () => void;
  /** Counts the requests of an axios instance (the API client's). */
  track(instance: AxiosInstance): void;
}

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
    track: (instance) => {
      instance.interceptors.request.use((config) => {
        change(1);
        return config;
      });
      instance.interceptors.response.use(
        (response) => {
          change(-1);
          return response;
        },
        (error: unknown) => {
          change(-1);
          return Promise.reject(error);
        },
      );
    },
  };
}

/** The page's one counter: main.tsx tracks the API client with it, the site shell reads it. */
export const pendingRequests = createPendingRequests();
