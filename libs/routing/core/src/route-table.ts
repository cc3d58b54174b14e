import type { RouteDefinition } from './route-types';
import { ACCOUNT_ROUTES } from './routes/account-routes';
import { BETTING_ROUTES } from './routes/betting-routes';
import { CASINO_ROUTES } from './routes/casino-routes';
import { INFORMATION_ROUTES } from './routes/information-routes';
import { PROMOTION_ROUTES } from './routes/promotion-routes';
import { SYSTEM_ROUTES } from './routes/system-routes';

/**
 * Every route of spec 01 §2, in the spec's section order. The order does not decide which
 * route wins (the most specific pattern does, see path-pattern.ts); it only breaks ties.
 */
export const ROUTES: readonly RouteDefinition[] = [
  ...BETTING_ROUTES,
  ...CASINO_ROUTES,
  ...ACCOUNT_ROUTES,
  ...INFORMATION_ROUTES,
  ...PROMOTION_ROUTES,
  ...SYSTEM_ROUTES,
];

const byId = new Map(ROUTES.map((route) => [route.id, route]));

/** The route with this id, or undefined. */
export function findRoute(id: string): RouteDefinition | undefined {
  return byId.get(id);
}

/** The route with this id; an unknown id is a programming error, so it throws. */
export function getRoute(id: string): RouteDefinition {
  const route = byId.get(id);
  if (!route) throw new Error(`unknown route id "${id}"`);
  return route;
}
