import { DIGITS, LINE_OR_LIVE, routeBuilder, SLUG } from '../define-route';
import type { ParamConstraint, RouteDefinition, RouteTheme } from '../route-types';

const route = routeBuilder('betting');

/**
 * Spec 01 §2 Home and betting: "pageType/section/menuSection/sport/champ". Page types without
 * a theme or a restriction share the generic `sport` and `game` routes; the themed ones (epl,
 * laliga, europaleague, champ) and marble (live only) get their own, so the theme and the
 * constraint are data, not a branch in the app.
 */
export const GENERIC_PAGE_TYPES = ['home', 'betsonyour', 'topgame', 'team', 'ipl'] as const;

const LISTING = ':section/:menuSection?/:sport?/:champ?';
const GAME = ':section/:menuSection/:sport/:champ/:game';
const GAME_PAGE_HIDE = ['seo'] as const;
/** Menu sections, sports, championships and games come as ids or slugs ('1-premier-league'). */
const LISTING_PARAMS = { menuSection: SLUG, sport: SLUG, champ: SLUG };
const GAME_PARAMS = { ...LISTING_PARAMS, game: SLUG };

function pageTypeRoutes(
  pageType: string,
  options: { theme?: RouteTheme; section?: ParamConstraint } = {},
): RouteDefinition[] {
  const section = options.section ?? LINE_OR_LIVE;
  const theme = options.theme ? { theme: options.theme } : {};
  return [
    route(pageType, `${pageType}/${LISTING}`, { params: { ...LISTING_PARAMS, section }, meta: theme }),
    route(`${pageType}-game`, `${pageType}/${GAME}`, {
      params: { ...GAME_PARAMS, section },
      meta: { ...theme, hide: GAME_PAGE_HIDE },
    }),
  ];
}

export const BETTING_ROUTES: readonly RouteDefinition[] = [
  // Spec 01 §2: "optional snowfall on the home page" is the layout's business, not the table's.
  // A banned player still has a home: hidden-for-ban pages lead here (spec 01 §4 Ban).
  route('home', '', { meta: { allowedInBan: true } }),
  route('sport', `:pageType/${LISTING}`, {
    params: { ...LISTING_PARAMS, pageType: { values: GENERIC_PAGE_TYPES }, section: LINE_OR_LIVE },
  }),
  route('game', `:pageType/${GAME}`, {
    params: { ...GAME_PARAMS, pageType: { values: GENERIC_PAGE_TYPES }, section: LINE_OR_LIVE },
    meta: { hide: GAME_PAGE_HIDE },
  }),
  // "marble (live only)"
  ...pageTypeRoutes('marble', { section: { values: ['live'] } }),
  ...pageTypeRoutes('epl', { theme: 'epl' }),
  ...pageTypeRoutes('laliga', { theme: 'laliga' }),
  ...pageTypeRoutes('europaleague', { theme: 'europaleague' }),
  // "champ has home, game and final sub-routes": the game one is champ-game above.
  ...pageTypeRoutes('champ', { theme: 'champ' }),
  route('champ-home', 'champ/home', { meta: { theme: 'champ' } }),
  route('champ-final', 'champ/final', { meta: { theme: 'champ' } }),
  // Issue 6: the coupon on its own page. Spec 01 §2 has none (user/coupon redirects to the
  // language root, see redirects.ts); ours is `coupon`, in the default layout, for everyone
  // (a visitor fills the coupon too and is asked to sign in only to place it).
  route('coupon', 'coupon', { meta: { hide: ['seo'] } }),
  // "Multi-live at multi": several live games side by side, the page needs the whole height.
  route('multi', 'multi', { meta: { hide: ['footer', 'seo'] } }),
  // "champion results at champs/{champId?}"
  route('champs', 'champs/:champId?', { params: { champId: DIGITS } }),
  // "team game and team info pages"
  route('team-info', 'team/:teamId', { params: { teamId: DIGITS } }),
  route('team-game', 'team/:teamId/game/:gameId', { params: { teamId: DIGITS, gameId: DIGITS } }),
  // "cyber/{type} with discipline, champs, dashboard, champ and game sub-routes"
  route('cyber', 'cyber/:type', { params: { type: SLUG } }),
  route('cyber-discipline', 'cyber/:type/discipline/:disciplineId', { params: { type: SLUG, disciplineId: SLUG } }),
  route('cyber-champs', 'cyber/:type/champs', { params: { type: SLUG } }),
  route('cyber-dashboard', 'cyber/:type/dashboard', { params: { type: SLUG } }),
  route('cyber-champ', 'cyber/:type/champ/:champId', { params: { type: SLUG, champId: DIGITS } }),
  route('cyber-game', 'cyber/:type/game/:gameId', {
    params: { type: SLUG, gameId: DIGITS },
    meta: { hide: GAME_PAGE_HIDE },
  }),
];
