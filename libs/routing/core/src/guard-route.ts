import { afterRegistrationAndLoginRedirect, type AfterRegistrationRedirectPair } from './after-registration-redirect';
import { DEFAULT_EXTERNAL_BAN_URL, isBanned, isWithdrawalAllowedInBan } from './ban';
import { routeIdForBlockingReason } from './blocking-reasons';
import { routePath } from './build-path';
import { isConfigRequirementMet, type RouteConfigFlags } from './config-requirements';
import { NOT_FOUND_MESSAGE, type MatchResult, type RouteMatch } from './match-route';
import { isRechargeNavigationCancelled } from './recharge-area';
import type { RouteDefinition } from './route-types';

/**
 * The query parameter carrying the wanted address to the login page. Spec 01 §5 "Return URL read
 * from query"; the name is the one @bet/session reads (`RETURN_URL_PARAM`).
 */
export const RETURN_URL_PARAM = 'return_url';

export interface GuardContext {
  readonly isSignedIn: boolean;
  readonly banLevel: number;
  readonly banVersion: number;
  /** The operator's enabled numeric route ids (spec 01 §2: "if route 47 is not enabled"). */
  readonly enabledRouteIds: readonly number[];
  readonly config: RouteConfigFlags;
  readonly isProduction: boolean;
  /** Maintenance is active (spec 01 §4 Maintenance). */
  readonly siteClosed: boolean;
  /** The block check's reason, if any (spec 01 §4 Blocking reasons). */
  readonly blockingReason?: number | null | undefined;
  readonly navigationBlocked: boolean;
  readonly rechargeModalOption: boolean;
  readonly pendingAfterRegistrationRedirect: boolean;
  /** The route the player comes from; undefined on the first navigation of a page load. */
  readonly previousRouteId?: string | undefined;
  /**
   * Site setting (spec 01 §2 Guards): where a player goes after signing in or registering. Read
   * here when a signed-in player is on a guest-only page, which is where a sign-in on the login
   * page leaves them.
   */
  readonly afterRegistrationAndLoginRedirectRoutesV2?: readonly AfterRegistrationRedirectPair[];
  /** Where banned navigation goes; defaults to `DEFAULT_EXTERNAL_BAN_URL`. */
  readonly externalBanUrl?: string | undefined;
}

export type CancelReason = 'navigation-blocked' | 'recharge-modal';

export type GuardOutcome =
  | { readonly kind: 'allow'; readonly match: RouteMatch }
  | { readonly kind: 'redirect'; readonly to: string; readonly status?: 301 | 302 }
  | { readonly kind: 'notFound'; readonly message: string }
  | { readonly kind: 'externalBan'; readonly url: string }
  /** Stay where the player is, open the authorization block; go to `keepRoute` after sign-in. */
  | { readonly kind: 'openAuthorization'; readonly keepRoute: string }
  | { readonly kind: 'cancel'; readonly reason: CancelReason };

const notFound = (): GuardOutcome => ({ kind: 'notFound', message: NOT_FOUND_MESSAGE });
const redirect = (to: string): GuardOutcome => ({ kind: 'redirect', to });

/** Spec 01 §2: "A route whose meta requires an unavailable route gives 404". */
export function isRouteAvailable(
  route: RouteDefinition,
  context: Pick<GuardContext, 'enabledRouteIds' | 'config' | 'isProduction'>,
): boolean {
  const { requiresRouteIds = [], requiresConfig = [] } = route.meta;
  return (
    requiresRouteIds.every((id) => context.enabledRouteIds.includes(id)) &&
    requiresConfig.every((requirement) => isConfigRequirementMet(requirement, context.config, context.isProduction))
  );
}

/** Spec 01 §5: payment needs sign-in only "if the site requires login for payment". */
export function needsSignIn(route: RouteDefinition, config: RouteConfigFlags): boolean {
  const { auth } = route.meta;
  return auth === true || (auth === 'ifPaymentLoginRequired' && config.isPaymentLoginRequired);
}

/** Spec 01 §4 / spec 02 §4 Ban, for a player whose ban level is above 0. */
function guardBan(route: RouteDefinition, language: string, context: GuardContext): GuardOutcome | undefined {
  if (!isBanned(context.banLevel)) return undefined;
  const external: GuardOutcome = { kind: 'externalBan', url: context.externalBanUrl ?? DEFAULT_EXTERNAL_BAN_URL };
  // "pages hidden-for-ban redirect to home"
  if (route.meta.hiddenForBan) return redirect(routePath('home', { language }));
  // "withdrawal stays reachable only for ban level 53 (ban version 1) or 45 (other)"
  if (route.meta.allowedInBan === 'withdrawal') {
    return isWithdrawalAllowedInBan(context.banLevel, context.banVersion) ? undefined : external;
  }
  // "pages not allowed in a ban go to an external ban address"
  return route.meta.allowedInBan === true ? undefined : external;
}

/** Spec 01 §2 Guards: who may see the route, signed in or not. */
function guardAuth(match: RouteMatch, context: GuardContext): GuardOutcome | undefined {
  const { route, language, pathname } = match;
  const { accountMiddlewareMode } = context.config;
  if (!context.isSignedIn && needsSignIn(route, context.config)) {
    const query = { [RETURN_URL_PARAM]: pathname };
    // "goes to login (or the app-auth route in account-middleware mode)"
    if (accountMiddlewareMode) return redirect(routePath('app-auth', { language, query }));
    // First navigation of a load: there is no page to open the block over (decision).
    if (context.previousRouteId === undefined) return redirect(routePath('login', { language, query }));
    // "when not signed in outside that mode the authorization block opens and the wanted route is kept"
    return { kind: 'openAuthorization', keepRoute: pathname };
  }
  // "otherwise to account or home": the site's after-login target for this page if it has one,
  // else account in account-middleware mode and home otherwise (decision).
  if (context.isSignedIn && route.meta.guestOnly) {
    const configured = afterRegistrationAndLoginRedirect(
      route.id,
      context.afterRegistrationAndLoginRedirectRoutesV2 ?? [],
    );
    const target = configured ?? (accountMiddlewareMode ? 'account' : 'home');
    return redirect(routePath(target, { language }));
  }
  return undefined;
}

/**
 * Spec 01 §4 Blocking reasons and Maintenance; the closed-site check of spec 01 §2 Guards.
 * `route` is undefined for a path that matched nothing: a closed site shows no 404 either.
 */
function guardClosedSite(
  route: RouteDefinition | undefined,
  language: string,
  context: GuardContext,
): GuardOutcome | undefined {
  const blockedTo = routeIdForBlockingReason(context.blockingReason);
  // "accountverify exempt"
  if (blockedTo && !route?.meta.blockingExempt) {
    return route?.id === blockedTo ? undefined : redirect(routePath(blockedTo, { language }));
  }
  // "Redirect to maintenance page while active, back home when ended."
  if (context.siteClosed) {
    return route?.id === 'maintenance' ? undefined : redirect(routePath('maintenance', { language }));
  }
  if (route?.id === 'maintenance') return redirect(routePath('home', { language }));
  return undefined;
}

/**
 * Spec 01 §2 Guards, in this order (the first that speaks wins):
 * 1. navigation blocked: cancel ("Navigation is cancelled entirely while blocked");
 * 2. the matcher's own redirect;
 * 3. closed site: blocking-reason page, maintenance page (and home once maintenance ended);
 *    then the matcher's 404;
 * 4. availability: required route ids and config flags, else 404 (spec 02 §8);
 * 5. ban: home, external ban address or through (spec 01 §4);
 * 6. sign-in: login, app-auth or the authorization block; guest-only pages for signed-in players;
 * 7. recharge-modal cancellation;
 * 8. allow.
 * The closed site comes before availability so that no page, not even a 404, shows while the
 * site is closed; the ban before sign-in because only a signed-in player has a ban level.
 */
export function guardRoute(match: MatchResult, context: GuardContext): GuardOutcome {
  if (context.navigationBlocked) return { kind: 'cancel', reason: 'navigation-blocked' };
  if (match.kind === 'redirect') return { kind: 'redirect', to: match.redirect.to, status: match.redirect.status };
  const closed = guardClosedSite(match.kind === 'route' ? match.route : undefined, match.language, context);
  if (closed) return closed;
  if (match.kind === 'notFound') return notFound();

  const { route, language } = match;
  if (!isRouteAvailable(route, context)) return notFound();
  const ban = guardBan(route, language, context);
  if (ban) return ban;
  const auth = guardAuth(match, context);
  if (auth) return auth;
  if (route.id === 'recharge' && isRechargeNavigationCancelled(context))
    return { kind: 'cancel', reason: 'recharge-modal' };
  return { kind: 'allow', match };
}
