import { describe, expect, it } from 'vitest';
import { DEFAULT_EXTERNAL_BAN_URL } from './ban';
import { routeIdForBlockingReason } from './blocking-reasons';
import type { RouteConfigFlags } from './config-requirements';
import { guardRoute, type GuardContext, type GuardOutcome } from './guard-route';
import { matchRoute, type MatchContext } from './match-route';
import { RECHARGE_AREA_ROUTE_IDS } from './recharge-area';
import { findRoute, ROUTES } from './route-table';

const config: RouteConfigFlags = {
  promoBonusToOffer: false,
  thirdPartyHasFirstDepositRedirect: false,
  isRegistrationAllowed: true,
  isVipDomain: false,
  showIdentification: true,
  isPaymentLoginRequired: false,
  accountMiddlewareMode: false,
};

const guest: GuardContext = {
  isSignedIn: false,
  banLevel: 0,
  banVersion: 0,
  enabledRouteIds: [47, 52],
  config,
  isProduction: false,
  siteClosed: false,
  navigationBlocked: false,
  rechargeModalOption: false,
  pendingAfterRegistrationRedirect: false,
  previousRouteId: 'home',
};
const player: GuardContext = { ...guest, isSignedIn: true };

const matchContext: MatchContext = {
  language: 'ru',
  isProduction: false,
  promoBonusToOffer: false,
  thirdPartyHasFirstDepositRedirect: false,
};

function guard(path: string, context: GuardContext): GuardOutcome {
  return guardRoute(matchRoute(path, { ...matchContext, isProduction: context.isProduction }), context);
}

const kindOf = (outcome: GuardOutcome) => outcome.kind;

describe('guardRoute: navigation blocked (spec 01 §2 Guards, spec 02 §4 Ban)', () => {
  it('cancels every navigation while navigation is blocked', () => {
    expect(guard('/ru/slots', { ...player, navigationBlocked: true })).toEqual({
      kind: 'cancel',
      reason: 'navigation-blocked',
    });
    expect(guard('/ru/no-such-page', { ...player, navigationBlocked: true })).toEqual({
      kind: 'cancel',
      reason: 'navigation-blocked',
    });
  });
});

describe("guardRoute: the matcher's answers", () => {
  it('passes a redirect through with its status', () => {
    expect(guard('/ru/user/coupon', guest)).toEqual({ kind: 'redirect', to: '/ru/', status: 301 });
  });

  it("passes a 404 through with 'This page could not be found' (spec 02 §8)", () => {
    expect(guard('/ru/no-such-page', guest)).toEqual({ kind: 'notFound', message: 'This page could not be found' });
  });

  it('allows a public page and hands the match back', () => {
    const outcome = guard('/ru/slots/popular', guest);
    expect(outcome).toMatchObject({
      kind: 'allow',
      match: { route: { id: 'slots' }, params: { subcategory: 'popular' } },
    });
  });
});

describe('guardRoute: closed site (spec 01 §4 Blocking reasons, Maintenance)', () => {
  it.each([
    [4, 'site-updates'],
    [16, 'suspension'],
    [3, 'block'],
    [1, 'block'],
    [5, 'block'],
    [2, 'block'],
    [14, 'block'],
    [13, 'block-ua'],
    [17, 'block-ie'],
    [8, 'coming-soon'],
  ])('blocking reason %i sends every page to %s', (reason, page) => {
    const pagePath = page === 'block' ? '/ru/block' : `/ru/${page}`;
    expect(guard('/ru/slots', { ...guest, blockingReason: reason })).toEqual({ kind: 'redirect', to: pagePath });
    expect(kindOf(guard(pagePath, { ...guest, blockingReason: reason }))).toBe('allow');
  });

  it('a path that matched nothing goes to the block page too, not to a 404', () => {
    expect(guard('/en/no-such-page', { ...guest, blockingReason: 13 })).toEqual({
      kind: 'redirect',
      to: '/en/block-ua',
    });
  });

  it('accountverify is exempt from blocking reasons', () => {
    expect(kindOf(guard('/ru/user/accountverify', { ...guest, blockingReason: 3 }))).toBe('allow');
  });

  it('an unknown or absent reason blocks nothing', () => {
    expect(kindOf(guard('/ru/slots', { ...guest, blockingReason: 99 }))).toBe('allow');
    expect(kindOf(guard('/ru/slots', { ...guest, blockingReason: null }))).toBe('allow');
  });

  it('sends every page to maintenance while the site is closed, and comes back home after', () => {
    expect(guard('/ru/slots', { ...guest, siteClosed: true })).toEqual({ kind: 'redirect', to: '/ru/maintenance' });
    expect(guard('/ru/no-such-page', { ...guest, siteClosed: true })).toEqual({
      kind: 'redirect',
      to: '/ru/maintenance',
    });
    expect(kindOf(guard('/ru/maintenance', { ...guest, siteClosed: true }))).toBe('allow');
    expect(guard('/en/maintenance', guest)).toEqual({ kind: 'redirect', to: '/en/' });
  });
});

describe('guardRoute: availability (spec 01 §2, §5; spec 02 §8)', () => {
  it('rules give 404 unless route 47 is enabled', () => {
    expect(kindOf(guard('/ru/rules', guest))).toBe('allow');
    expect(guard('/ru/rules/2', { ...guest, enabledRouteIds: [52] })).toEqual({
      kind: 'notFound',
      message: 'This page could not be found',
    });
  });

  it('payment needs route 52', () => {
    expect(kindOf(guard('/ru/payment', guest))).toBe('allow');
    expect(kindOf(guard('/ru/payment', { ...guest, enabledRouteIds: [47] }))).toBe('notFound');
  });

  it('payment needs sign-in only when the site requires login for payment', () => {
    const required = { ...guest, config: { ...config, isPaymentLoginRequired: true } };
    expect(kindOf(guard('/ru/payment', required))).toBe('openAuthorization');
    expect(kindOf(guard('/ru/payment', { ...required, isSignedIn: true }))).toBe('allow');
  });

  it('identification needs the show-identification flag', () => {
    expect(kindOf(guard('/ru/identification', player))).toBe('allow');
    expect(kindOf(guard('/ru/identification', { ...player, config: { ...config, showIdentification: false } }))).toBe(
      'notFound',
    );
  });

  it('registration is refused when not allowed or on a VIP domain', () => {
    expect(kindOf(guard('/ru/registration/phone_reg', guest))).toBe('allow');
    expect(kindOf(guard('/ru/registration', { ...guest, config: { ...config, isRegistrationAllowed: false } }))).toBe(
      'notFound',
    );
    expect(kindOf(guard('/ru/registration', { ...guest, config: { ...config, isVipDomain: true } }))).toBe('notFound');
    expect(kindOf(guard('/ru/socialregistration', { ...guest, config: { ...config, isVipDomain: true } }))).toBe(
      'notFound',
    );
  });

  it('the debugger page exists only outside production', () => {
    expect(kindOf(guard('/ru/debugger', guest))).toBe('allow');
    expect(kindOf(guard('/ru/debugger', { ...guest, isProduction: true }))).toBe('notFound');
    // Even when the match was made without knowing the environment.
    expect(kindOf(guardRoute(matchRoute('/ru/debugger', matchContext), { ...guest, isProduction: true }))).toBe(
      'notFound',
    );
  });

  it('the app-auth route exists only in account-middleware mode', () => {
    expect(kindOf(guard('/ru/user/app-auth', guest))).toBe('notFound');
    expect(kindOf(guard('/ru/user/app-auth', { ...guest, config: { ...config, accountMiddlewareMode: true } }))).toBe(
      'allow',
    );
  });
});

describe('guardRoute: ban (spec 01 §4 Ban, spec 02 §4 Ban, §9 ban levels)', () => {
  const banned = { ...player, banLevel: 10, banVersion: 1 };

  it('sends pages not allowed in a ban to the external ban address', () => {
    expect(guard('/ru/slots', banned)).toEqual({ kind: 'externalBan', url: DEFAULT_EXTERNAL_BAN_URL });
    expect(guard('/ru/home/live', { ...banned, externalBanUrl: 'https://ban.example/' })).toEqual({
      kind: 'externalBan',
      url: 'https://ban.example/',
    });
  });

  it('sends hidden-for-ban pages home', () => {
    expect(guard('/en/recharge', banned)).toEqual({ kind: 'redirect', to: '/en/' });
    expect(guard('/en/bonuses/deposit', banned)).toEqual({ kind: 'redirect', to: '/en/' });
  });

  it('keeps pages allowed in a ban open', () => {
    for (const path of [
      '/ru/',
      '/ru/account',
      '/ru/history',
      '/ru/block-appeal-history',
      '/ru/rules',
      '/ru/maintenance',
    ]) {
      expect(kindOf(guard(path, { ...banned, siteClosed: path === '/ru/maintenance' })), path).toBe('allow');
    }
  });

  it.each([
    [53, 1, 'allow'],
    [45, 1, 'externalBan'],
    [45, 2, 'allow'],
    [45, 0, 'allow'],
    [53, 2, 'externalBan'],
    [10, 1, 'externalBan'],
    [10, 2, 'externalBan'],
  ])('withdrawal at ban level %i, version %i: %s', (banLevel, banVersion, kind) => {
    expect(kindOf(guard('/ru/deduce', { ...player, banLevel, banVersion }))).toBe(kind);
  });

  it('withdrawal is open without a ban', () => {
    expect(kindOf(guard('/ru/deduce', player))).toBe('allow');
  });

  it('no route is both allowed in a ban and hidden for it', () => {
    for (const route of ROUTES) {
      const { allowedInBan, hiddenForBan } = route.meta;
      expect(allowedInBan && hiddenForBan, route.id).toBeFalsy();
    }
  });
});

describe('guardRoute: sign-in (spec 01 §2 Guards, §6)', () => {
  it('opens the authorization block and keeps the wanted route on an in-app navigation', () => {
    expect(guard('/ru/history', guest)).toEqual({ kind: 'openAuthorization', keepRoute: '/ru/history' });
  });

  it('goes to login with the return URL on the first navigation of a load', () => {
    expect(guard('/ru/history', { ...guest, previousRouteId: undefined })).toEqual({
      kind: 'redirect',
      to: '/ru/user/login?return_url=%2Fru%2Fhistory',
    });
  });

  it('goes to the app-auth route in account-middleware mode', () => {
    const middleware = { ...guest, config: { ...config, accountMiddlewareMode: true } };
    expect(guard('/ru/history', middleware)).toEqual({
      kind: 'redirect',
      to: '/ru/user/app-auth?return_url=%2Fru%2Fhistory',
    });
  });

  it('block-appeal-history needs sign-in', () => {
    expect(kindOf(guard('/ru/block-appeal-history', guest))).toBe('openAuthorization');
  });

  it('lets a signed-in player into the office', () => {
    expect(kindOf(guard('/ru/history', player))).toBe('allow');
  });

  it('login is guest-only: a signed-in player goes home, or to account in account-middleware mode', () => {
    expect(kindOf(guard('/ru/user/login', guest))).toBe('allow');
    expect(guard('/ru/user/login', player)).toEqual({ kind: 'redirect', to: '/ru/' });
    expect(guard('/ru/user/login', { ...player, config: { ...config, accountMiddlewareMode: true } })).toEqual({
      kind: 'redirect',
      to: '/ru/account',
    });
  });
});

describe('guardRoute: after sign-in on a guest-only page (afterRegistrationAndLoginRedirectRoutesV2)', () => {
  it("goes to the site's target for the page", () => {
    const pairs = [{ route_from: 'login', route_to: 'recharge' }];
    expect(guard('/ru/user/login', { ...player, afterRegistrationAndLoginRedirectRoutesV2: pairs })).toEqual({
      kind: 'redirect',
      to: '/ru/recharge',
    });
  });

  it('falls back to home when no pair names the page', () => {
    const pairs = [{ route_from: 'slots', route_to: 'recharge' }];
    expect(guard('/ru/user/login', { ...player, afterRegistrationAndLoginRedirectRoutesV2: pairs })).toEqual({
      kind: 'redirect',
      to: '/ru/',
    });
  });
});

describe('guardRoute: recharge modal (spec 01 §2 Guards)', () => {
  const on = { ...player, rechargeModalOption: true };

  it('cancels navigation to recharge when the option is on, nothing is pending and the player comes from outside the recharge area', () => {
    expect(guard('/ru/recharge', { ...on, previousRouteId: 'slots' })).toEqual({
      kind: 'cancel',
      reason: 'recharge-modal',
    });
  });

  it('lets it through when the option is off', () => {
    expect(kindOf(guard('/ru/recharge', { ...player, previousRouteId: 'slots' }))).toBe('allow');
  });

  it('lets it through when an after-registration redirect is pending', () => {
    expect(
      kindOf(guard('/ru/recharge', { ...on, previousRouteId: 'slots', pendingAfterRegistrationRedirect: true })),
    ).toBe('allow');
  });

  it('lets it through from a recharge-area route', () => {
    expect(kindOf(guard('/ru/recharge', { ...on, previousRouteId: 'deduce' }))).toBe('allow');
  });

  it('lets it through on the first navigation of a load', () => {
    expect(kindOf(guard('/ru/recharge', { ...on, previousRouteId: undefined }))).toBe('allow');
  });

  it('never cancels other routes', () => {
    expect(kindOf(guard('/ru/deduce', { ...on, previousRouteId: 'slots' }))).toBe('allow');
  });
});

describe('route ids the guards name', () => {
  it('are all in the table', () => {
    const reasons = [1, 2, 3, 4, 5, 8, 13, 14, 16, 17].map(
      (reason) => routeIdForBlockingReason(reason) ?? `reason ${reason}`,
    );
    for (const id of ['home', 'login', 'app-auth', 'account', 'maintenance', ...RECHARGE_AREA_ROUTE_IDS, ...reasons]) {
      expect(findRoute(id), id).toBeDefined();
    }
  });
});
