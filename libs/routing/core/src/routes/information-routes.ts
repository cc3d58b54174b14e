import { DIGITS, routeBuilder, SLUG } from '../define-route';
import type { RouteDefinition, RouteMeta } from '../route-types';

const route = routeBuilder('information');

/**
 * Legal and help texts stay readable in a ban (decision, see README): a banned player must be
 * able to read the rules, the AML and responsible-gaming policies and how to dispute.
 */
const TEXT: RouteMeta = { allowedInBan: true };

/** Spec 01 §2 Information: one-segment text pages. */
const TEXT_PAGES = [
  'contacts',
  'about',
  'howbet',
  'cookies',
  'licenses',
  'taxation',
  'consent',
  'simpleidentification',
  'smsbets',
  'amlkyc',
  'amlpolicy',
  'disputeresolution',
  'kycpolicy',
  'responsiblegaming',
  'cash_terminals',
  'betting-calculator',
  'betting-awards',
] as const;

/** "bonus games (fortuna, chest, memory, safe, lottery, dragon-bonus)" */
export const BONUS_GAMES = ['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus'] as const;

/** Spec 01 §2: "The rules section gives 404 if route 47 is not enabled." */
export const RULES_ROUTE_ID = 47;
/** Spec 01 §5: "Payment page: available only if route 52 is enabled". */
export const PAYMENT_ROUTE_ID = 52;

export const INFORMATION_ROUTES: readonly RouteDefinition[] = [
  ...TEXT_PAGES.map((page) => route(page, page, { meta: TEXT })),
  // "rules/{ruleGroup}/{chapter?} (group defaults to 1)": the group is optional in the path so
  // that bare 'rules' lands on group 1.
  route('rules', 'rules/:ruleGroup?/:chapter?', {
    params: { ruleGroup: { ...DIGITS, defaultValue: '1' }, chapter: SLUG },
    meta: { ...TEXT, requiresRouteIds: [RULES_ROUTE_ID] },
  }),
  // Spec 01 §5: "...and, if the site requires login for payment, only to authenticated users".
  // Payment methods lead to deposits, which a ban hides (decision).
  route('payment', 'payment', {
    meta: { requiresRouteIds: [PAYMENT_ROUTE_ID], auth: 'ifPaymentLoginRequired', hiddenForBan: true },
  }),
  route('football-champions-rules', 'football-champions-rules/:chapter?', { params: { chapter: SLUG }, meta: TEXT }),
  route('allgamesentrance', 'allgamesentrance'),
  route('allgamesentrance-game', 'allgamesentrance/:gameRoute', { params: { gameRoute: SLUG } }),
  ...BONUS_GAMES.map((game) => route(game, game, { meta: { hide: ['footer', 'seo', 'bottomNav'] } })),
  route('games-landing', 'games-landing/:landingRoute', { params: { landingRoute: SLUG } }),
];
