import { ROUTES, type GuardContext, type MatchContext } from '@bet/routing';
import { selectBanLevel, selectIsAuthenticated, selectUserConfig } from '@bet/session';
import { selectLanguage, selectSiteConfig } from '@bet/site';
import type { SiteConfig } from '@bet/contract';
import { DEFAULT_LANGUAGE } from '@bet/platform';
import type { RootState } from './store';

/**
 * The operator's numeric route ids (spec 01 §2 "if route 47 is not enabled"). The site config
 * carries no list of enabled ids, so every id the table asks for counts as enabled (decision, see
 * README): the pages behind them are switched off by not building them, not by a setting.
 */
export const ENABLED_ROUTE_IDS: readonly number[] = [
  ...new Set(ROUTES.flatMap((route) => route.meta.requiresRouteIds ?? [])),
];

/** What the guards read from the store: primitives and stable references, so a shallow compare sees changes. */
export interface RouteGuardInputs {
  readonly language: string;
  readonly config: SiteConfig | null;
  readonly isSignedIn: boolean;
  readonly banLevel: number;
  readonly banVersion: number;
}

export function selectRouteGuardInputs(state: RootState): RouteGuardInputs {
  return {
    language: selectLanguage(state) ?? DEFAULT_LANGUAGE,
    config: selectSiteConfig(state),
    isSignedIn: selectIsAuthenticated(state),
    banLevel: selectBanLevel(state),
    // Spec 02 §4 Ban: the user config's ban_version picks the withdrawal ban level.
    banVersion: selectUserConfig(state)?.ban_version ?? 0,
  };
}

/** What the app knows besides the store. */
export interface RouteGuardEnvironment {
  /** Spec 02 §4 "in production": a production build on a real domain. */
  readonly isProduction: boolean;
}

/** The matcher's context from the store: the language and the site's route flags (spec 01 §2). */
export function matchContextFrom(inputs: RouteGuardInputs, environment: RouteGuardEnvironment): MatchContext {
  const { config } = inputs;
  return {
    language: inputs.language,
    isProduction: environment.isProduction,
    promoBonusToOffer: config?.promoBonusToOffer ?? false,
    thirdPartyHasFirstDepositRedirect: config?.thirdPartyHasFirstDepositRedirect ?? false,
  };
}

/**
 * The guards' context from the store (spec 01 §2 Guards, §4 Ban). Parts the app has no source for
 * yet are off: no blocked navigation, no recharge modal, no account-middleware mode, no payment
 * sign-in requirement. The closed-site checks (maintenance, blocking
 * reasons) stay with @bet/maintenance, which sends players to the system pages itself.
 */
export function guardContextFrom(
  inputs: RouteGuardInputs,
  environment: RouteGuardEnvironment,
  previousRouteId: string | undefined,
): GuardContext {
  const { config, isSignedIn, banLevel, banVersion } = inputs;
  return {
    isSignedIn,
    banLevel,
    banVersion,
    enabledRouteIds: ENABLED_ROUTE_IDS,
    config: {
      promoBonusToOffer: config?.promoBonusToOffer ?? false,
      thirdPartyHasFirstDepositRedirect: config?.thirdPartyHasFirstDepositRedirect ?? false,
      isRegistrationAllowed: config?.auth.isRegistrationAllowed ?? true,
      isVipDomain: config?.auth.isVipDomain ?? false,
      showIdentification: config?.showIdentification ?? false,
      isPaymentLoginRequired: false,
      accountMiddlewareMode: false,
    },
    isProduction: environment.isProduction,
    siteClosed: false,
    blockingReason: null,
    navigationBlocked: false,
    rechargeModalOption: false,
    pendingAfterRegistrationRedirect: false,
    previousRouteId,
    afterRegistrationAndLoginRedirectRoutesV2: config?.afterRegistrationAndLoginRedirectRoutesV2 ?? [],
  };
}
