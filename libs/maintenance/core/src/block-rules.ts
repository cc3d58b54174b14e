import { getRoute, ROUTES, routeIdForBlockingReason } from '@bet/routing';

/**
 * Spec 01 §4 Blocking reasons: 4 site-updates, 16 suspension, 3/1/5/2/14 block, 13 block-ua,
 * 17 block-ie, 8 coming-soon. The table lives in @bet/routing (its guards use it too); any other
 * displayTypeId, 0 and null mean "not blocked".
 */
export function blockReasonRoute(reason: number | null | undefined): string | null {
  return routeIdForBlockingReason(reason) ?? null;
}

/** The path of a route under the language, without it: `maintenance`, `user/accountverify`. */
function pathAfterLanguage(pathname: string): string {
  return pathname.split('/').filter(Boolean).slice(1).join('/');
}

/** True when `pathname` (with its language prefix) is the page of the route `routeId`. */
export function isOnRoute(pathname: string, routeId: string): boolean {
  return pathAfterLanguage(pathname) === getRoute(routeId).path;
}

const EXEMPT_PATHS = ROUTES.filter((route) => route.meta?.blockingExempt).map((route) => route.path);

/** Spec 01 §4 "accountverify exempt": pages a blocking reason does not take the visitor from. */
export function isBlockingExempt(pathname: string): boolean {
  return EXEMPT_PATHS.includes(pathAfterLanguage(pathname));
}
