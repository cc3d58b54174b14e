import type { RouteObject } from 'react-router';
import {
  BlockIePage,
  BlockPage,
  BlockUaPage,
  ComingSoonPage,
  ConnectedMaintenancePage,
  SiteUpdatesPage,
  SuspensionPage,
} from '@bet/site-ui';

/**
 * The system pages of spec 01 §2 by layout, as @bet/routing's table assigns them: maintenance,
 * site-updates and coming-soon in the maintenance layout; the block pages and suspension in the
 * blocked one.
 */
export const systemPageRoutes: { maintenance: RouteObject[]; blocked: RouteObject[] } = {
  maintenance: [
    { path: 'maintenance', element: <ConnectedMaintenancePage /> },
    { path: 'site-updates', element: <SiteUpdatesPage /> },
    { path: 'coming-soon', element: <ComingSoonPage /> },
  ],
  blocked: [
    { path: 'block', element: <BlockPage /> },
    { path: 'block-ua', element: <BlockUaPage /> },
    { path: 'block-ie', element: <BlockIePage /> },
    { path: 'suspension', element: <SuspensionPage /> },
  ],
};
