import type { RouteObject } from 'react-router';
import { CYBER_ROUTES, type CyberView } from '../cyber/cyber-links';
import { CyberPage } from '../cyber/cyber-page';
import { MultiLivePage } from '../multi/multi-live-page';
import { ChampionResultsPage } from './champion-results-page';
import { ResultsPage } from './results-page';
import { StatisticPage } from './statistic-page';

/**
 * React Router routes of the results, champion results, statistic, cyber and multi-live pages
 * (spec 01 §2; @bet/routing's table, run by the app's RouteGuard, has checked every segment:
 * the results type is live or zone, ids are digits).
 */
export function createSportsbookPagesRoutes(): RouteObject[] {
  return [
    { path: 'results/:type?', element: <ResultsPage /> },
    { path: 'champs/:champId?', element: <ChampionResultsPage /> },
    { path: 'statistic', element: <StatisticPage /> },
    ...Object.entries(CYBER_ROUTES).map(([view, path]) => ({
      path,
      element: <CyberPage view={view as CyberView} />,
    })),
    { path: 'multi', element: <MultiLivePage /> },
  ];
}
