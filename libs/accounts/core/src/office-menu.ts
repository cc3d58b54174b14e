import { isBanned, isWithdrawalAllowedInBan, ROUTES, type RouteDefinition } from '@bet/routing';

export interface OfficeMenuContext {
  /** The user config's ban_level (spec 01 §3); 0 when not banned. */
  banLevel: number;
  /** The user config's ban_version: it picks the withdrawal ban level (spec 02 §4 Ban). */
  banVersion: number;
  /**
   * Whether the route's config and route-id requirements are met (spec 02 §8 "A route whose meta
   * requires a disabled route gives 404"). Without it, a page with requirements is left out.
   */
  isAvailable?: (route: RouteDefinition) => boolean;
}

const withoutRequirements = (route: RouteDefinition) =>
  (route.meta.requiresConfig?.length ?? 0) === 0 && (route.meta.requiresRouteIds?.length ?? 0) === 0;

/** Spec 01 §4 / spec 02 §4 Ban: whether a banned player may open the page. */
function isOpenInBan(route: RouteDefinition, banLevel: number, banVersion: number): boolean {
  if (route.meta.hiddenForBan) return false;
  if (route.meta.allowedInBan === 'withdrawal') return isWithdrawalAllowedInBan(banLevel, banVersion);
  return route.meta.allowedInBan === true;
}

/**
 * The header's account menu: every office page (spec 01 §2 "Account and office (authentication
 * required)") the player may open, in the route table's order, by its meta. A banned player sees
 * only the pages open in a ban (withdrawal only at the withdrawal ban levels), and the
 * block-appeal history, the way out of a ban, shows only then (spec 01 §4 Ban).
 */
export function officeMenuRoutes(context: OfficeMenuContext, routes: readonly RouteDefinition[] = ROUTES) {
  const banned = isBanned(context.banLevel);
  const isAvailable = context.isAvailable ?? withoutRequirements;
  return routes.filter((route) => {
    if (route.section !== 'account' || route.meta.auth !== true) return false;
    if (route.layout === 'blocked' && !banned) return false;
    if (!isAvailable(route)) return false;
    return !banned || isOpenInBan(route, context.banLevel, context.banVersion);
  });
}
