import { shallowEqual, useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { matchRoute } from '@bet/routing';
import { useAppServices } from '../app-services';
import { matchContextFrom, selectRouteGuardInputs } from '../route-guard-context';
import { DefaultLayout } from './default-layout';
import { HeadlessLayout } from './headless-layout';

/**
 * The layout of a page of the route table: the one @bet/routing names for the matched route
 * (spec 01 §2 "headless" for the casino landing-{x} landings), the default one otherwise. The
 * table decides, not React Router: its routes with partial-segment patterns (landing-{x}) look
 * like any one-segment path to React Router.
 */
export function PageLayout() {
  const { pathname } = useLocation();
  const services = useAppServices();
  const inputs = useSelector(selectRouteGuardInputs, shallowEqual);
  const match = matchRoute(pathname, matchContextFrom(inputs, { isProduction: services.isProduction ?? false }));
  return match.kind === 'route' && match.route.layout === 'headless' ? <HeadlessLayout /> : <DefaultLayout />;
}
