export { afterRegistrationAndLoginRedirect } from './after-registration-redirect';
export type { AfterRegistrationRedirectPair } from './after-registration-redirect';
export { BAN_LEVELS, DEFAULT_EXTERNAL_BAN_URL, isBanned, isWithdrawalAllowedInBan } from './ban';
export { routeIdForBlockingReason } from './blocking-reasons';
export { pathFor, routePath } from './build-path';
export type { PathOptions } from './build-path';
export { isConfigRequirementMet } from './config-requirements';
export type { RouteConfigFlags } from './config-requirements';
export { guardRoute, isRouteAvailable, needsSignIn, RETURN_URL_PARAM } from './guard-route';
export type { CancelReason, GuardContext, GuardOutcome } from './guard-route';
export { isLanguagePrefix } from './language-prefix';
export { matchRoute, NOT_FOUND_MESSAGE } from './match-route';
export type { MatchContext, MatchResult, NotFoundMatch, RedirectMatch, RouteMatch } from './match-route';
export { compilePattern, fillPattern, matchVariant, pathSegmentsOf, satisfies } from './path-pattern';
export type { PatternVariant } from './path-pattern';
export { MOBILE_PLATFORM_TYPE, PLATFORM_TYPE_PARAM, platformTypeDecision } from './platform-type';
export type { PlatformTypeDecision } from './platform-type';
export { isRechargeNavigationCancelled, RECHARGE_AREA_ROUTE_IDS } from './recharge-area';
export type { RechargeNavigation } from './recharge-area';
export { FORGOT_PASSWORD_MODAL_PARAM, LEGACY_PROMOTION_PATHS, REDIRECTS } from './redirects';
export { findRoute, getRoute, ROUTES } from './route-table';
export type {
  AuthRequirement,
  BanAllowance,
  ConfigRequirement,
  HiddenPart,
  ParamConstraint,
  ParamValueRedirect,
  RedirectDefinition,
  RouteDefinition,
  RouteLayout,
  RouteMeta,
  RouteParams,
  RouteSection,
  RouteSwap,
  RouteTheme,
} from './route-types';
export { ACCOUNT_ROUTES } from './routes/account-routes';
export { BETTING_ROUTES, GENERIC_PAGE_TYPES } from './routes/betting-routes';
export { CASINO_ROUTES } from './routes/casino-routes';
export { BONUS_GAMES, INFORMATION_ROUTES, PAYMENT_ROUTE_ID, RULES_ROUTE_ID } from './routes/information-routes';
export { BONUS_OFFER_PAIRS, PROMOTION_ROUTES } from './routes/promotion-routes';
export { PAYMENT_RESULTS, SYSTEM_ROUTES } from './routes/system-routes';
export { shouldHideModals } from './should-hide-modals';
export type { LocationParts } from './should-hide-modals';
