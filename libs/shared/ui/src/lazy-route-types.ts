import type { ComponentType } from 'react';

/**
 * What `lazy` of a React Router route object accepts: a loader of the route's component, with
 * `prefetch` to import the chunk ahead (a link to the route came into view or was hovered).
 */
export type LazyRouteLoader = (() => Promise<{ Component: ComponentType }>) & { prefetch?: () => Promise<void> };

/**
 * Makes a route's `lazy` from a page module's import and the component picked from it. The app
 * gives it to the libraries that build route objects (it owns the reload of a chunk that fails
 * to load, spec 02 §8); a library's `import()` of its page module is what makes the chunk.
 */
export type LazyRoute = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) => LazyRouteLoader;
