import type { RouteObject } from 'react-router';
import type { LazyRoute } from '@bet/ui';

/**
 * The routes of spec 01 §2 whose content is a remote sub-app, with the sub-app that renders each
 * (spec 02 §7 "Loaded by URL": information, promotions, news). Paths are under the language
 * prefix, in React Router syntax. Information routes the sandbox does not serve yet are left to
 * the catch-all (the technical error page).
 */
export const REMOTE_PAGE_ROUTES: readonly { path: string; appName: string }[] = [
  ...[
    'contacts',
    'about',
    'howbet',
    'rules/:ruleGroup?/:chapter?',
    'payment',
    'cookies',
    'licenses',
    'taxation',
    'consent',
    'responsiblegaming',
    'amlpolicy',
    'kycpolicy',
    'disputeresolution',
  ].map((path) => ({ path, appName: 'information' })),
  { path: 'promotions/:promotionId?', appName: 'promotions' },
  { path: 'news/:slug?', appName: 'news' },
];

/**
 * Route objects for the app's route table, each rendering its page through RemotePage, loaded on
 * first visit (issue 16) through the app's `lazy`.
 */
export function createRemotePageRoutes(lazy: LazyRoute): RouteObject[] {
  return REMOTE_PAGE_ROUTES.map(({ path, appName }) => ({
    path,
    lazy: lazy(
      () => import('./on-demand'),
      ({ RemotePage }) =>
        function RemotePageRoute() {
          return <RemotePage appName={appName} />;
        },
    ),
  }));
}
