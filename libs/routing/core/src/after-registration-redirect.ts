import { findRoute } from './route-table';

/** One entry of the site setting afterRegistrationAndLoginRedirectRoutesV2 (spec 01 §3). */
export interface AfterRegistrationRedirectPair {
  readonly route_from: string;
  readonly route_to: string;
}

/**
 * Spec 01 §2 Guards: "After registration or login the user may return to an earlier route per
 * site setting afterRegistrationAndLoginRedirectRoutesV2 (pairs route_from, route_to)". Pairs
 * name route ids; the first pair for `fromRouteId` whose target is a route of the table wins.
 * A target the table does not know is skipped: a stale setting must not send players to a 404.
 */
export function afterRegistrationAndLoginRedirect(
  fromRouteId: string | undefined,
  pairs: readonly AfterRegistrationRedirectPair[],
): string | undefined {
  if (fromRouteId === undefined) return undefined;
  return pairs.find((pair) => pair.route_from === fromRouteId && findRoute(pair.route_to) !== undefined)?.route_to;
}
