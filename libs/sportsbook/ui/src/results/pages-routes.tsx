import type { RouteObject } from 'react-router';
import type { LazyRoute } from '@bet/ui';
import { CYBER_ROUTES, type CyberView } from '../cyber/cyber-links';

/**
 * React Router routes of the results, champion results, statistic, cyber and multi-live pages
 * (spec 01 §2; @bet/routing's table, run by the app's RouteGuard, has checked every segment:
 * the results type is live or zone, ids are digits). Each page loads on first visit (issue 16)
 * through the app's `lazy`.
 */
export function createSportsbookPagesRoutes(lazy: LazyRoute): RouteObject[] {
  return [
    {
      path: 'results/:type?',
      lazy: lazy(
        () => import('./results-page'),
        (m) => m.ResultsPage,
      ),
    },
    {
      path: 'champs/:champId?',
      lazy: lazy(
        () => import('./champion-results-page'),
        (m) => m.ChampionResultsPage,
      ),
    },
    {
      path: 'statistic',
      lazy: lazy(
        () => import('./statistic-page'),
        (m) => m.StatisticPage,
      ),
    },
    ...Object.entries(CYBER_ROUTES).map(([view, path]) => ({
      path,
      lazy: lazy(
        () => import('../cyber/cyber-page'),
        ({ CyberPage }) =>
          function CyberRoute() {
            return <CyberPage view={view as CyberView} />;
          },
      ),
    })),
    // Issue 18: spec 01 §2 "team game and team info pages" (@bet/routing team-info, team-game: ids as digits).
    {
      path: 'team/:teamId',
      lazy: lazy(
        () => import('../team/team-page'),
        (m) => m.TeamPage,
      ),
    },
    {
      path: 'team/:teamId/game/:gameId',
      lazy: lazy(
        () => import('../team/team-game-page'),
        (m) => m.TeamGamePage,
      ),
    },
    {
      path: 'multi',
      lazy: lazy(
        () => import('../multi/multi-live-page'),
        (m) => m.MultiLivePage,
      ),
    },
  ];
}
