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

/** Each segment of a path as React Router may compare it: as written and decoded, lower-cased; empty ones kept. */
const segmentForms = (pathname: string) =>
  pathname.split('/').map((segment) => [segment.toLowerCase(), decoded(segment)] as const);

/**
 * A path's shape: its static segments as they are, every other segment as one mark. Parameters
 * match any segment, so paths of one shape match the same route: a thousand game links are one
 * match, not a thousand.
 */
const shapeOf = (forms: ReturnType<typeof segmentForms>, literals: ReadonlySet<string>) =>
  forms.map(([, text]) => (text === '' || literals.has(text) ? text : '\u0000')).join('/');

/** A segment whose place in a path is fixed: static text or one whole parameter (not optional, no splat). */
const isFixed = (segment: string) => !/[?*]/.test(segment) && (/^:[\w-]+$/.test(segment) || !segment.includes(':'));

/**
 * The routes of the table that a path could match: a route whose static segment differs from the
 * path's segment in its place goes with everything under it. Past a segment whose place is not
 * fixed (optional, a splat, text mixed with a parameter) nothing is told, and the route stays
 * whole, so React Router still decides among the rest, ranked as in the whole table (the kept
 * routes keep their order). Its `matchRoutes` ranks every route it is given on each call: 25 ms
 * for the app's table at 4x CPU, for each header link of another shape.
 */
function routesFor(routes: RouteObject[], segments: readonly (readonly string[])[], from: number): RouteObject[] {
  const kept: RouteObject[] = [];
  let changed = false;
  for (const route of routes) {
    const path = route.path ?? '';
    const own = path.split('/').filter((segment) => segment !== '');
    const fixed = own.findIndex((segment) => !isFixed(segment));
    const known = fixed === -1 ? own : own.slice(0, fixed);
    const start = path.startsWith('/') ? 0 : from;
    const fits = known.every((segment, i) => {
      const forms = segments[start + i];
      return forms === undefined || segment.startsWith(':') || forms.includes(segment.toLowerCase());
    });
    if (!fits) {
      changed = true;
      continue;
    }
    const children =
      fixed === -1 && route.children ? routesFor(route.children, segments, start + own.length) : route.children;
    // An index route has no children to prune; the same array back means none was left out.
    if (route.index || children === route.children) kept.push(route);
    else {
      changed = true;
      kept.push({ ...route, children });
    }
  }
  return changed ? kept : routes;
}

/**
 * The one route-to-importer map is the route table itself: a path's importer is the `prefetch`
 * of the deepest lazy route it matches (`lazyRoute`), the same function for every path of that
 * route. Undefined when nothing on the way is lazy (the home page, a path the table lacks).
 * Each match is kept by the path's shape: React Router's `matchRoutes` ranks the whole table on
 * every call, which for the links of a live list was half a second of a 4x-slowed load
 * (tools/bench/README.md "Live screen").
 */
export function routePrefetcher(routes: RouteObject[]): (pathname: string) => (() => Promise<void>) | undefined {
  const match = (pathname: string, forms: ReturnType<typeof segmentForms>) =>
    (matchRoutes(routesFor(routes, forms.slice(1), 0), pathname) ?? [])
      .map(({ route }) => route.lazy)
      .filter(isPrefetchable)
      .at(-1)?.prefetch;
  const literals = staticSegments(routes);
  if (!literals) return (pathname) => match(pathname, segmentForms(pathname));
  const byShape = new Map<string, (() => Promise<void>) | undefined>();
  return (pathname) => {
    const forms = segmentForms(pathname);
    const shape = shapeOf(forms, literals);
    if (!byShape.has(shape)) byShape.set(shape, match(pathname, forms));
    return byShape.get(shape);
  };
}
