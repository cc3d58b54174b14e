import type { RouteObject } from 'react-router';
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
    { path: 'cyber/:type', element: <CyberPage view="all" /> },
    { path: 'cyber/:type/discipline/:disciplineId', element: <CyberPage view="discipline" /> },
    { path: 'cyber/:type/champs', element: <CyberPage view="champs" /> },
    { path: 'cyber/:type/dashboard', element: <CyberPage view="dashboard" /> },
    { path: 'cyber/:type/champ/:champId', element: <CyberPage view="champ" /> },
    { path: 'cyber/:type/game/:gameId', element: <CyberPage view="game" /> },
    { path: 'multi', element: <MultiLivePage /> },
  ];
}
