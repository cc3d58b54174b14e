import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LazyRoute, LazyRouteLoader } from '@bet/ui';
import { reloadOnChunkError } from '@bet/site-ui';

/**
 * A route whose page is loaded on first visit: `{ path, lazy: lazyRoute(() => import('./x'), (m) => m.XPage) }`.
 * The router shows the progress bar while the chunk loads. A chunk that fails to load (a new
 * release removed it) reloads the page once (spec 02 §8); if that does not help within 60 s,
 * the error reaches the route's errorElement. `prefetch` imports the chunk ahead (a link to the
 * route came into view or was hovered, `routePrefetcher`); a prefetch that fails does nothing.
 */
export const lazyRoute: LazyRoute = (load, pick) => {
  const loader: LazyRouteLoader = async () => {
    try {
      return { Component: pick(await load()) };
    } catch (error) {
      // The page is going away: keep the router waiting rather than flash an error.
      if (reloadOnChunkError(error)) return new Promise<never>(() => undefined);
      throw error;
    }
  };
  return Object.assign(loader, { prefetch: () => load().then(() => undefined) });
};

/**
 * A component of a layout loaded after the first paint (dialogs, the floating player, the
 * footer's remote part): under a Suspense boundary. A chunk that fails to load throws to the
 * route's errorElement, which reloads the page once per 60 s (route-error.tsx, spec 02 §8).
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: pick(await load()) }));
}
