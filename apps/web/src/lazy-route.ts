import type { ComponentType } from 'react';
import { reloadOnChunkError } from '@bet/site-ui';

/**
 * A route whose page is loaded on first visit: `{ path, lazy: lazyRoute(() => import('./x'), (m) => m.XPage) }`.
 * The router shows the progress bar while the chunk loads. A chunk that fails to load (a new
 * release removed it) reloads the page once (spec 02 §8); if that does not help within 60 s,
 * the error reaches the route's errorElement.
 */
/** What `lazy` of a route object accepts: a loader of the route's component. */
export type LazyRouteLoader = () => Promise<{ Component: ComponentType }>;

export function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyRouteLoader {
  return async () => {
    try {
      return { Component: pick(await load()) };
    } catch (error) {
      // The page is going away: keep the router waiting rather than flash an error.
      if (reloadOnChunkError(error)) return new Promise<never>(() => undefined);
      throw error;
    }
  };
}
