import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routePrefetcher } from '@bet/ui';
import { createRoutes } from './routes';

/** Every path the table names, its parameters filled in: optional segments with and without, splats with two segments. */
function pathsOf(routes: readonly RouteObject[], parents: readonly string[] = ['']): string[] {
  return routes.flatMap((route) => {
    const filled = parents.flatMap((parent) => {
      if (route.path === undefined) return [parent];
      const path = route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
      return fill(path.split('/').filter(Boolean)).map((segments) => `/${segments.join('/')}`);
    });
    return [...filled, ...pathsOf(route.children ?? [], filled)];
  });
}

function fill(segments: readonly string[]): string[][] {
  if (segments.length === 0) return [[]];
  const [first = '', ...rest] = segments;
  const after = fill(rest);
  const value = first === '*' ? ['a', 'b'] : [first.replace(/^:([\w-]+)\??$/, 'ru').replace(/\?$/, '')];
  const withIt = after.map((each) => [...value, ...each]);
  return first.endsWith('?') ? [...withIt, ...after] : withIt;
}

/** What React Router itself gives for a path: the prefetch of the deepest lazy route it matches. */
function plainPrefetch(routes: RouteObject[], path: string) {
  const lazy = (matchRoutes(routes, path) ?? [])
    .map(({ route }) => route.lazy)
    .filter((each) => typeof each === 'function' && 'prefetch' in each)
    .at(-1);
  return lazy && 'prefetch' in lazy ? lazy.prefetch : undefined;
}

describe("the link prefetcher on the app's route table (issue 16)", () => {
  it('gives what React Router matches for every path of the table, and for paths it does not know', () => {
    const routes = createRoutes();
    const paths = [
      ...new Set([
        ...pathsOf(routes),
        '/ru/home/live/football-1/premier-2/game-3',
        '/ru/nowhere/at/all',
        '/RU/Casino-Lobby',
        '/ru//history',
        '/ru/history/',
        '/ru/%E0%A4%A',
      ]),
    ];
    expect(paths.length).toBeGreaterThan(100);
    const prefetcher = routePrefetcher(routes);
    for (const path of paths) expect([path, prefetcher(path)]).toEqual([path, plainPrefetch(routes, path)]);
  });
});
