import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { matchRoute, type MatchContext, type MatchResult } from './match-route';
import { compilePattern, satisfies } from './path-pattern';
import { REDIRECTS } from './redirects';
import { ROUTES } from './route-table';
import type { RouteDefinition } from './route-types';

const context: MatchContext = {
  language: 'ru',
  isProduction: false,
  promoBonusToOffer: false,
  thirdPartyHasFirstDepositRedirect: false,
};

const routeIdOf = (result: MatchResult) => (result.kind === 'route' ? result.route.id : result.kind);

/** A value every constraint of the table accepts for its parameter. */
function sampleValue(route: RouteDefinition, name: string): string {
  const constraint = route.params?.[name];
  const candidates = [...(constraint?.values ?? []), '42', 'sample-1', 'landing-sample'];
  const value = candidates.find((candidate) => satisfies(candidate, constraint));
  if (!value) throw new Error(`no sample for ${route.id}:${name}`);
  return value;
}

/** Every variant of a route's pattern (each count of optional parameters), filled. */
function samplePaths(route: RouteDefinition): string[] {
  return compilePattern(route.path).map((variant) =>
    variant.segments
      .map((segment) =>
        segment.kind === 'static' ? segment.text : segment.kind === 'param' ? sampleValue(route, segment.name) : 'x',
      )
      .join('/'),
  );
}

/** The context in which a route is live (swapped families need their flag). */
const contextFor = (route: RouteDefinition): MatchContext => ({
  ...context,
  promoBonusToOffer: route.meta.swap ? route.meta.swap.activeWhen : false,
});

describe('the route table (spec 01 §2)', () => {
  it('has unique ids and unique patterns', () => {
    const ids = ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('compiles every pattern, and every constraint names a parameter of its pattern', () => {
    for (const route of [...ROUTES, ...REDIRECTS]) {
      const pattern = 'path' in route ? route.path : route.from;
      const variants = compilePattern(pattern);
      const names = new Set(
        variants.flatMap((variant) =>
          variant.segments.flatMap((segment) => (segment.kind === 'param' ? [segment.name] : [])),
        ),
      );
      for (const name of Object.keys(route.params ?? {})) expect(names, `${route.id}: ${name}`).toContain(name);
    }
  });

  it('holds the route ids the brief and the spec name', () => {
    const ids = ROUTES.map((route) => route.id);
    for (const id of [
      'home',
      'sport',
      'game',
      'multi',
      'champs',
      'cyber-game',
      'slots-game',
      'live-casino-game',
      'history',
      'rules',
      'print-coupon',
      'maintenance',
      'deduce',
      'recharge',
      'identification',
      'payment',
      'registration',
      'login',
      'block-appeal-history',
      'results',
      'landing-page',
      'casino-slot-first-deposit',
      'debugger',
      'confirm-terms',
      'block',
      'block-ua',
      'block-ie',
      'site-updates',
      'coming-soon',
      'suspension',
      'user-accountverify',
      'onpay-success',
      'onpay-withdraw-cancel',
      'bonuses',
      'bonus-partner',
      'bonus',
      'bonuses-games',
      'bonuses-offers',
      'bonus-offer-partner',
      'bonus-offer',
      'bonuses-offers-games',
    ]) {
      expect(ids).toContain(id);
    }
  });

  // Every route must resolve: walk the table with sample parameters, every optional count.
  describe.each(ROUTES.map((route) => [route.id, route] as const))('%s resolves', (_id, route) => {
    it.each(samplePaths(route))('/ru/%s', (path) => {
      const result = matchRoute(`/ru/${path}`, contextFor(route));
      expect(routeIdOf(result)).toBe(route.id);
    });
  });

  it('gives a route the language of its prefix', () => {
    const result = matchRoute('/en/slots', context);
    expect(result).toMatchObject({ kind: 'route', language: 'en', params: {} });
  });

  it('ignores a trailing slash', () => {
    expect(routeIdOf(matchRoute('/ru/slots/', context))).toBe('slots');
    expect(routeIdOf(matchRoute('/ru/', context))).toBe('home');
    expect(routeIdOf(matchRoute('/ru', context))).toBe('home');
  });
});

describe('matchRoute precedence', () => {
  it.each([
    ['/ru/slots/vulkan', 'slots-vulkan'],
    ['/ru/slots/thank-you', 'slots-thank-you'],
    ['/ru/slots/popular', 'slots'],
    ['/ru/slots/game/12/book-of-ra', 'slots-game'],
    ['/ru/bonuses/deposit', 'bonuses-deposit'],
    ['/ru/bonuses/games', 'bonuses-games'],
    ['/ru/bonus/casino/tournaments', 'casino-tournaments'],
    ['/ru/bonus/casino/spring', 'casino-bonus-item'],
    ['/ru/champ/home', 'champ-home'],
    ['/ru/champ/line', 'champ'],
    ['/ru/epl/live/top/1/2/3', 'epl-game'],
    ['/ru/team/15', 'team-info'],
    ['/ru/team/line', 'sport'],
    ['/ru/landing-summer', 'casino-landing'],
    // Issue 6: the coupon page is ours; the legacy user/coupon still goes to the root.
    ['/ru/coupon', 'coupon'],
    ['/ru/casino/vipcashback', 'casino-vipcashback'],
  ])('%s is %s', (path, id) => {
    expect(routeIdOf(matchRoute(path, context))).toBe(id);
  });
});

describe('constraints (spec 01 §2, §5)', () => {
  it('print-coupon takes digits only', () => {
    expect(matchRoute('/ru/print-coupon/123', context)).toMatchObject({ kind: 'route', params: { couponId: '123' } });
    expect(routeIdOf(matchRoute('/ru/print-coupon/12a', context))).toBe('notFound');
  });

  test.prop([fc.string({ minLength: 1, maxLength: 12 })])('random print-coupon ids match only when digits', (id) => {
    const result = matchRoute(`/ru/print-coupon/${encodeURIComponent(id)}`, context);
    expect(result.kind === 'route' && result.route.id === 'print-coupon').toBe(/^\d+$/.test(id));
  });

  test.prop([fc.stringMatching(/^\d{1,15}$/)])('every digit string is a print-coupon id', (id) => {
    expect(matchRoute(`/ru/print-coupon/${id}`, context)).toMatchObject({ kind: 'route', params: { couponId: id } });
  });

  test.prop([fc.string({ maxLength: 6 })])('the language prefix is exactly two lowercase letters', (segment) => {
    fc.pre(segment !== '' && !segment.includes('/'));
    const result = matchRoute(`/${segment}/slots`, context);
    if (/^[a-z]{2}$/.test(segment)) {
      expect(result).toMatchObject({ kind: 'route', language: segment });
    } else {
      // Spec 01 §2: "A URL without a language segment is given the current language prefix."
      expect(result).toEqual({ kind: 'redirect', redirect: { to: `/ru/${segment}/slots`, status: 302 } });
    }
  });

  test.prop([fc.stringMatching(/^[a-z]{2}$/)])('every two-lowercase-letter prefix gives home', (language) => {
    expect(matchRoute(`/${language}`, context)).toMatchObject({ kind: 'route', language, route: { id: 'home' } });
  });

  it('rules group defaults to 1', () => {
    expect(matchRoute('/ru/rules', context)).toMatchObject({ params: { ruleGroup: '1' } });
    expect(matchRoute('/ru/rules/3/limits', context)).toMatchObject({ params: { ruleGroup: '3', chapter: 'limits' } });
    expect(routeIdOf(matchRoute('/ru/rules/abc', context))).toBe('notFound');
  });

  it('results type is live or zone', () => {
    expect(routeIdOf(matchRoute('/ru/results/live', context))).toBe('results');
    expect(routeIdOf(matchRoute('/ru/results/zone', context))).toBe('results');
    expect(routeIdOf(matchRoute('/ru/results/line', context))).toBe('notFound');
  });

  it('section is line or live, and marble is live only', () => {
    expect(routeIdOf(matchRoute('/ru/home/line', context))).toBe('sport');
    expect(routeIdOf(matchRoute('/ru/home/prematch', context))).toBe('notFound');
    expect(routeIdOf(matchRoute('/ru/marble/live', context))).toBe('marble');
    expect(routeIdOf(matchRoute('/ru/marble/line', context))).toBe('notFound');
  });

  it('epl, laliga, europaleague and champ carry their theme', () => {
    for (const theme of ['epl', 'laliga', 'europaleague', 'champ']) {
      expect(matchRoute(`/ru/${theme}/live`, context)).toMatchObject({ route: { meta: { theme } } });
    }
    expect(matchRoute('/ru/home/live', context)).not.toMatchObject({ route: { meta: { theme: expect.anything() } } });
  });
});

describe('robustness', () => {
  test.prop([fc.webPath()])('any path gives a route, a redirect or a 404, never an exception', (path) => {
    expect(['route', 'redirect', 'notFound']).toContain(matchRoute(path, context).kind);
  });

  test.prop([fc.string()])('any string does too', (path) => {
    expect(['route', 'redirect', 'notFound']).toContain(matchRoute(path, context).kind);
  });
});

describe('redirects (spec 01 §2)', () => {
  it('user/forgotpassword goes home with showForgotPasswordModal=1', () => {
    expect(matchRoute('/en/user/forgotpassword', context)).toEqual({
      kind: 'redirect',
      redirect: { to: '/en/?showForgotPasswordModal=1', status: 302 },
    });
  });

  it('user/coupon goes to the language root', () => {
    expect(matchRoute('/en/user/coupon', context)).toEqual({ kind: 'redirect', redirect: { to: '/en/', status: 301 } });
  });

  it('lpage/{id} goes to landing-page/{id}', () => {
    expect(matchRoute('/ru/lpage/summer-24', context)).toEqual({
      kind: 'redirect',
      redirect: { to: '/ru/landing-page/summer-24', status: 301 },
    });
  });

  it('legacy promotion paths go to promotions/{slug}', () => {
    expect(matchRoute('/ru/welcome-bonus', context)).toEqual({
      kind: 'redirect',
      redirect: { to: '/ru/promotions/welcome-bonus', status: 301 },
    });
    expect(matchRoute('/ru/actions/autumn', context)).toEqual({
      kind: 'redirect',
      redirect: { to: '/ru/promotions/autumn', status: 301 },
    });
    // Every legacy redirect lands on a route.
    for (const redirect of REDIRECTS) {
      const from = redirect.from.replace(/:[A-Za-z]+/g, 'sample');
      const result = matchRoute(`/ru/${from}`, context);
      if (result.kind !== 'redirect') throw new Error(`${redirect.id} did not redirect`);
      const target = matchRoute(result.redirect.to.split('?')[0] ?? '', context);
      expect(target.kind, redirect.id).toBe('route');
    }
  });

  it('a path without a language prefix gets the current one', () => {
    expect(matchRoute('/slots', context)).toEqual({ kind: 'redirect', redirect: { to: '/ru/slots', status: 302 } });
    expect(matchRoute('/', context)).toEqual({ kind: 'redirect', redirect: { to: '/ru/', status: 302 } });
    expect(matchRoute('', context)).toEqual({ kind: 'redirect', redirect: { to: '/ru/', status: 302 } });
  });
});

describe('bonus and offer routes swap by promoBonusToOffer (spec 01 §2 Promotions)', () => {
  const pairs = [
    ['/ru/bonuses', '/ru/offers'],
    ['/ru/bonuses/games', '/ru/offers/games'],
    ['/ru/bonuses/rules/7', '/ru/offers/rules/7'],
    ['/ru/bonuses/partners/acme', '/ru/offers/partners/acme'],
  ] as const;

  it.each(pairs)('flag off: %s is live and %s leads to it', (bonus, offer) => {
    expect(matchRoute(bonus, context).kind).toBe('route');
    expect(matchRoute(offer, context)).toEqual({ kind: 'redirect', redirect: { to: bonus, status: 302 } });
  });

  it.each(pairs)('flag on: %s leads to %s, which is live', (bonus, offer) => {
    const on = { ...context, promoBonusToOffer: true };
    expect(matchRoute(offer, on).kind).toBe('route');
    expect(matchRoute(bonus, on)).toEqual({ kind: 'redirect', redirect: { to: offer, status: 302 } });
  });

  it('the counterparts are the pairs the spec names', () => {
    for (const route of ROUTES.filter((candidate) => candidate.meta.swap)) {
      const counterpart = ROUTES.find((candidate) => candidate.id === route.meta.swap?.counterpart);
      expect(counterpart?.meta.swap?.counterpart).toBe(route.id);
      expect(counterpart?.meta.swap?.activeWhen).toBe(!route.meta.swap?.activeWhen);
    }
  });
});

describe('slot_first_deposit (spec 01 §2 Promotions)', () => {
  it('redirects 301 to casino/slot-first-deposit when thirdPartyHasFirstDepositRedirect is set', () => {
    const on = { ...context, thirdPartyHasFirstDepositRedirect: true };
    expect(matchRoute('/ru/bonuses/rules/slot_first_deposit', on)).toEqual({
      kind: 'redirect',
      redirect: { to: '/ru/casino/slot-first-deposit', status: 301 },
    });
    expect(matchRoute('/ru/offers/rules/slot_first_deposit', { ...on, promoBonusToOffer: true })).toEqual({
      kind: 'redirect',
      redirect: { to: '/ru/casino/slot-first-deposit', status: 301 },
    });
  });

  it('is an ordinary bonus when the flag is off, and other ids are never redirected', () => {
    expect(routeIdOf(matchRoute('/ru/bonuses/rules/slot_first_deposit', context))).toBe('bonus');
    expect(routeIdOf(matchRoute('/ru/bonuses/rules/7', { ...context, thirdPartyHasFirstDepositRedirect: true }))).toBe(
      'bonus',
    );
  });
});

describe('not found (spec 02 §8 Start-up)', () => {
  it('an unknown path is not found with the spec message', () => {
    expect(matchRoute('/en/no-such-page', context)).toEqual({
      kind: 'notFound',
      notFound: true,
      message: 'This page could not be found',
      language: 'en',
    });
  });

  it('the debugger page exists only outside production', () => {
    expect(routeIdOf(matchRoute('/ru/debugger', context))).toBe('debugger');
    expect(routeIdOf(matchRoute('/ru/debugger', { ...context, isProduction: true }))).toBe('notFound');
  });

  it('configured fragments always give 404', () => {
    const withFragments = { ...context, notFoundFragments: ['wp-admin', ''] };
    expect(routeIdOf(matchRoute('/ru/wp-admin/setup', withFragments))).toBe('notFound');
    expect(matchRoute('/wp-admin', withFragments)).toMatchObject({ kind: 'notFound', language: 'ru' });
    expect(matchRoute('/en/wp-admin', withFragments)).toMatchObject({ kind: 'notFound', language: 'en' });
    expect(routeIdOf(matchRoute('/ru/slots', withFragments))).toBe('slots');
  });
});
