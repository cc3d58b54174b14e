import type { ApiClient } from './create-api-client';

/**
 * How many of a client's requests are on the wire, for the top progress bar (spec 02 §9
 * "Progress bar: throttle 200 ms": it shows for long requests too, and its throttle keeps quick
 * ones from flashing it). A store for `useSyncExternalStore`.
 */
export interface PendingRequests {
  count(): number;
  subscribe(listener: () => void): () => void;
  /** Stops counting (the count stays where it was). */
  stop(): void;
}

/**
 * Counts every attempt the client puts on the wire (a retry is another request) from its
 * `requestStarted` to its `requestEnded`, except calls the contract marks `background`: the
 * sportsbook feed's polls (every 5 to 60 s) would only make the bar flash, and counting them
 * re-rendered the shell on every poll of the live screen (tools/bench).
 */
export function trackPendingRequests(client: Pick<ApiClient, 'events'>): PendingRequests {
  let pending = 0;
  const listeners = new Set<() => void>();
  const change = (delta: number) => {
    pending = Math.max(0, pending + delta);
    for (const listener of [...listeners]) listener();
  };
  const stop = client.events.subscribe((event) => {
    if (event.type !== 'requestStarted' && event.type !== 'requestEnded') return;
    if (event.call.background) return;
    change(event.type === 'requestStarted' ? 1 : -1);
  });
  return {
    count: () => pending,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    stop,
  };
}
