/**
 * Spec 01 §2: "Layouts: default, headless (header hidden), empty, maintenance, blocked".
 */
export type RouteLayout = 'default' | 'headless' | 'empty' | 'maintenance' | 'blocked';

/** Spec 01 §2: "Some routes hide the bottom navigation, footer, SEO block or header." */
export type HiddenPart = 'header' | 'footer' | 'seo' | 'bottomNav';

/** Spec 01 §2: "epl, laliga, europaleague and champ give the page a special theme." */
export type RouteTheme = 'epl' | 'laliga' | 'europaleague' | 'champ';

/** The sections of spec 01 §2, one file of the table each. */
export type RouteSection = 'betting' | 'casino' | 'account' | 'information' | 'promotions' | 'system';

/**
 * A constraint on one path parameter. A value must match `pattern` (anchored) and, when
 * `values` is given, be one of them. `defaultValue` fills an optional parameter that is absent
 * (spec 01 §2: "rules/{ruleGroup}/{chapter?} (group defaults to 1)").
 */
export interface ParamConstraint {
  readonly pattern?: RegExp;
  readonly values?: readonly string[];
  readonly defaultValue?: string;
}

/**
 * Site-config conditions a route needs, evaluated by `isConfigRequirementMet`:
 * - `registrationOpen`: registration allowed and not a VIP domain (spec 01 §5);
 * - `showIdentification`: the show-identification flag (spec 01 §5);
 * - `accountMiddlewareMode`: the app-auth route exists only in that mode (spec 01 §2 Guards);
 * - `notProduction`: "A debugger page exists only outside production" (spec 01 §2).
 */
export type ConfigRequirement = 'registrationOpen' | 'showIdentification' | 'accountMiddlewareMode' | 'notProduction';

/**
 * `true`: always. `'ifPaymentLoginRequired'`: spec 01 §5 "if the site requires login for payment,
 * only to authenticated users".
 */
export type AuthRequirement = true | 'ifPaymentLoginRequired';

/**
 * `true`: reachable at any ban level. `'withdrawal'`: reachable only at the withdrawal ban levels
 * (spec 01 §4 Ban, `isWithdrawalAllowedInBan`).
 */
export type BanAllowance = true | 'withdrawal';

/**
 * Spec 01 §2 Promotions: the bonus and offer routes "swap for each other depending on site flag
 * promoBonusToOffer". A route with `swap` exists only while the flag equals `activeWhen`; otherwise
 * the matcher sends the visitor to `counterpart` with the same parameters.
 */
export interface RouteSwap {
  readonly flag: 'promoBonusToOffer';
  readonly activeWhen: boolean;
  readonly counterpart: string;
}

/**
 * A redirect taken when one parameter has one value and a site flag is on (spec 01 §2: "Bonus id
 * slot_first_deposit redirects with 301 to casino/slot-first-deposit when flag
 * thirdPartyHasFirstDepositRedirect is set").
 */
export interface ParamValueRedirect {
  readonly param: string;
  readonly value: string;
  readonly flag: 'thirdPartyHasFirstDepositRedirect';
  readonly to: string;
  readonly status: 301 | 302;
}

export interface RouteMeta {
  readonly auth?: AuthRequirement;
  /** Spec 01 §6: "login is guest-only". */
  readonly guestOnly?: boolean;
  /** Spec 01 §4 Ban: "pages hidden-for-ban redirect to home". */
  readonly hiddenForBan?: boolean;
  /** Spec 01 §4 Ban: pages not allowed in a ban go to the external ban address. */
  readonly allowedInBan?: BanAllowance;
  /** The operator's numeric route ids that must be enabled, else 404 (spec 02 §8 Start-up). */
  readonly requiresRouteIds?: readonly number[];
  readonly requiresConfig?: readonly ConfigRequirement[];
  readonly hide?: readonly HiddenPart[];
  readonly theme?: RouteTheme;
  readonly swap?: RouteSwap;
  readonly valueRedirect?: ParamValueRedirect;
  /** Spec 01 §4 Blocking reasons: "accountverify exempt". */
  readonly blockingExempt?: boolean;
}

export interface RouteDefinition {
  /** Stable across releases: apps, analytics and site settings refer to routes by id. */
  readonly id: string;
  /**
   * Pattern relative to the language prefix in React Router v7 syntax (`:param`, `:param?`, a
   * final `*`); '' is the language root.
   */
  readonly path: string;
  readonly section: RouteSection;
  readonly layout: RouteLayout;
  readonly params?: Readonly<Record<string, ParamConstraint>>;
  readonly meta: RouteMeta;
}

/** A legacy or behavioural redirect (spec 01 §2); `to` is a pattern under the language prefix. */
export interface RedirectDefinition {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly status: 301 | 302;
  readonly params?: Readonly<Record<string, ParamConstraint>>;
  /** Query added to the target (spec 01 §2: "showForgotPasswordModal=1"). */
  readonly query?: Readonly<Record<string, string>>;
}

export type RouteParams = Readonly<Record<string, string | undefined>>;
