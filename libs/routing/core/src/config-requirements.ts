import type { ConfigRequirement } from './route-types';

/** The site-config flags the route table and the guards read (spec 01 §2, §3, §5). */
export interface RouteConfigFlags {
  readonly promoBonusToOffer: boolean;
  readonly thirdPartyHasFirstDepositRedirect: boolean;
  readonly isRegistrationAllowed: boolean;
  readonly isVipDomain: boolean;
  readonly showIdentification: boolean;
  /** Spec 01 §5: "if the site requires login for payment". */
  readonly isPaymentLoginRequired: boolean;
  /** Spec 01 §2 Guards: login goes through the app-auth route in this mode. */
  readonly accountMiddlewareMode: boolean;
}

export function isConfigRequirementMet(
  requirement: ConfigRequirement,
  config: RouteConfigFlags,
  isProduction: boolean,
): boolean {
  switch (requirement) {
    case 'registrationOpen':
      // Spec 01 §5: "Registration only when site is not a VIP domain and registration is allowed."
      return config.isRegistrationAllowed && !config.isVipDomain;
    case 'showIdentification':
      return config.showIdentification;
    case 'accountMiddlewareMode':
      return config.accountMiddlewareMode;
    case 'notProduction':
      return !isProduction;
  }
}
