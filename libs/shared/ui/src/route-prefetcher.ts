import { matchRoutes, type RouteObject } from 'react-router';
import type { LazyRouteLoader } from './lazy-route-types';

function isPrefetchable(lazyProperty: RouteObject['lazy']): lazyProperty is LazyRouteLoader & {
  prefetch: () => Promise<void>;
} {
  return (
    typeof lazyProperty === 'function' && 'prefetch' in lazyProperty && typeof lazyProperty.prefetch === 'function'
  );
}

/**
 * The route table's static segments, lower-cased (matching ignores case), or undefined when a
 * path has a segment that mixes text with a parameter or a route matches case-sensitively: then
 * two paths of the same shape might not match the same route.
 */
function staticSegments(routes: readonly RouteObject[], into = new Set<string>()): Set<string> | undefined {
  for (const route of routes) {
    if (route.caseSensitive) return undefined;
    for (const segment of (route.path ?? '').split('/')) {
      if (segment === '' || segment === '*' || /^:[\w-]+\??$/.test(segment)) continue;
      if (/[:*]/.test(segment)) return undefined;
      into.add(segment.replace(/\?$/, '').toLowerCase());
    }
    if (route.children && !staticSegments(route.children, into)) return undefined;
  }
  return into;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * A path's shape: its static segments as they are, every other segment as one mark. Parameters
 * match any segment, so paths of one shape match the same route: a thousand game links are one
 * match, not a thousand.
 */
const shapeOf = (pathname: string, literals: ReadonlySet<string>) =>
  pathname
    .split('/')
    .map((segment) => {
      const text = decoded(segment);
      return text === '' || literals.has(text) ? text : '\u0000';
    })
    .join('/');

/**
 * The one route-to-importer map is the route table itself: a path's importer is the `prefetch`
 * of the deepest lazy route it matches (`lazyRoute`), the same function for every path of that
 * route. Undefined when nothing on the way is lazy (the home page, a path the table lacks).
 * Each match is kept by the path's shape: React Router's `matchRoutes` ranks the whole table on
 * every call, which for the links of a live list was half a second of a 4x-slowed load
 * (tools/bench/README.md "Live screen").
 */
export function routePrefetcher(routes: RouteObject[]): (pathname: string) => (() => Promise<void>) | undefined {
  const match = (pathname: string) =>
    (matchRoutes(routes, pathname) ?? [])
      .map(({ route }) => route.lazy)
      .filter(isPrefetchable)
      .at(-1)?.prefetch;
  const literals = staticSegments(routes);
  if (!literals) return match;
  const byShape = new Map<string, (() => Promise<void>) | undefined>();
  return (pathname) => {
    const shape = shapeOf(pathname, literals);
    if (!byShape.has(shape)) byShape.set(shape, match(pathname));
    return byShape.get(shape);
  };
}
