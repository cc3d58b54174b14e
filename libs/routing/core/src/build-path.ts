import { fillPattern } from './path-pattern';
import { getRoute } from './route-table';
import type { RouteParams } from './route-types';

export interface PathOptions {
  readonly language: string;
  readonly params?: RouteParams;
  readonly query?: Readonly<Record<string, string>>;
}

/**
 * The address of a pattern under a language: the root is `/{language}/` (as @bet/site's
 * `pathInLanguage` writes it), any other path `/{language}/{path}`; a query is appended.
 */
export function pathFor(pattern: string, { language, params, query }: PathOptions): string {
  const filled = fillPattern(pattern, params);
  const search = query ? new URLSearchParams(query).toString() : '';
  return `/${language}/${filled}${search ? `?${search}` : ''}`;
}

/** The address of the route with this id (throws on an unknown id or a missing parameter). */
export function routePath(routeId: string, options: PathOptions): string {
  return pathFor(getRoute(routeId).path, options);
}
