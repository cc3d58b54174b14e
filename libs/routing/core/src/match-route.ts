import { pathFor } from './build-path';
import { isLanguagePrefix } from './language-prefix';
import { compilePattern, matchVariant, pathSegmentsOf, type PatternVariant } from './path-pattern';
import { REDIRECTS } from './redirects';
import { findRoute, ROUTES } from './route-table';
import type { RedirectDefinition, RouteDefinition, RouteParams } from './route-types';

/** Spec 02 §8 Start-up: "Invalid route gives 404 with 'This page could not be found'". */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

export interface MatchContext {
  /** The current language: a path without a language prefix is sent under it (spec 01 §2). */
  readonly language: string;
  readonly isProduction: boolean;
  readonly promoBonusToOffer: boolean;
  readonly thirdPartyHasFirstDepositRedirect: boolean;
  /** Spec 01 §2: "some configured URL fragments always give 404". */
  readonly notFoundFragments?: readonly string[];
}

export interface RouteMatch {
  readonly kind: 'route';
  readonly route: RouteDefinition;
  readonly params: RouteParams;
  readonly language: string;
  /** The matched pathname, as given. */
  readonly pathname: string;
}

export interface RedirectMatch {
  readonly kind: 'redirect';
  readonly redirect: { readonly to: string; readonly status: 301 | 302 };
}

export interface NotFoundMatch {
  readonly kind: 'notFound';
  readonly notFound: true;
  readonly message: string;
  /** The path's language, else the current one: the 404 page is shown in it. */
  readonly language: string;
}

export type MatchResult = RouteMatch | RedirectMatch | NotFoundMatch;

interface Compiled<T> {
  readonly item: T;
  readonly variants: readonly PatternVariant[];
}

// Compiled once: the table is static.
const compiledRoutes: readonly Compiled<RouteDefinition>[] = ROUTES.map((route) => ({
  item: route,
  variants: compilePattern(route.path),
}));
const compiledRedirects: readonly Compiled<RedirectDefinition>[] = REDIRECTS.map((redirect) => ({
  item: redirect,
  variants: compilePattern(redirect.from),
}));

const notFound = (language: string): NotFoundMatch => ({
  kind: 'notFound',
  notFound: true,
  message: NOT_FOUND_MESSAGE,
  language,
});
const redirectTo = (to: string, status: 301 | 302): RedirectMatch => ({ kind: 'redirect', redirect: { to, status } });

/**
 * The best match among `entries`: the highest-scoring variant that matches, the first in table
 * order on a tie (React Router's ranking, see path-pattern.ts).
 */
function bestMatch<T extends { readonly params?: RouteDefinition['params'] }>(
  entries: readonly Compiled<T>[],
  segments: readonly string[],
): { item: T; params: Record<string, string> } | undefined {
  let best: { item: T; params: Record<string, string>; score: number } | undefined;
  for (const { item, variants } of entries) {
    for (const variant of variants) {
      if (best && variant.score <= best.score) continue;
      const params = matchVariant(variant, segments, item.params);
      if (params) best = { item, params, score: variant.score };
    }
  }
  return best;
}

function withDefaults(route: RouteDefinition, params: Record<string, string>): RouteParams {
  const filled: Record<string, string> = { ...params };
  for (const [name, constraint] of Object.entries(route.params ?? {})) {
    if (filled[name] === undefined && constraint.defaultValue !== undefined) filled[name] = constraint.defaultValue;
  }
  return filled;
}

/**
 * Resolves a pathname (no query, no hash) against the route table of spec 01 §2.
 * 1. A configured 404 fragment anywhere in the path: not found.
 * 2. No two-lowercase-letter prefix: a 302 to the same path under the current language.
 * 3. A legacy or behavioural redirect (redirects.ts).
 * 4. The most specific route whose constraints hold; then, in order, its parameter-value
 *    redirect (slot_first_deposit), its bonus/offer swap, and its production-only exclusion.
 */
export function matchRoute(pathname: string, context: MatchContext): MatchResult {
  const segments = pathSegmentsOf(pathname);
  const [first, ...rest] = segments;
  if (context.notFoundFragments?.some((fragment) => fragment !== '' && pathname.includes(fragment))) {
    return notFound(isLanguagePrefix(first) ? first : context.language);
  }
  if (!isLanguagePrefix(first)) {
    const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
    return redirectTo(path === '/' ? `/${context.language}/` : `/${context.language}${path}`, 302);
  }
  const language = first;

  const redirect = bestMatch(compiledRedirects, rest);
  if (redirect) {
    const { to, status, query } = redirect.item;
    return redirectTo(pathFor(to, { language, params: redirect.params, ...(query ? { query } : {}) }), status);
  }

  const found = bestMatch(compiledRoutes, rest);
  if (!found) return notFound(language);
  const route = found.item;
  const params = withDefaults(route, found.params);
  const { valueRedirect, swap, requiresConfig } = route.meta;

  if (valueRedirect && params[valueRedirect.param] === valueRedirect.value && context[valueRedirect.flag]) {
    return redirectTo(pathFor(valueRedirect.to, { language }), valueRedirect.status);
  }
  if (swap && context[swap.flag] !== swap.activeWhen) {
    const counterpart = findRoute(swap.counterpart);
    if (!counterpart) return notFound(language);
    // 302: which family is live is a site setting that may change back.
    return redirectTo(pathFor(counterpart.path, { language, params }), 302);
  }
  if (context.isProduction && requiresConfig?.includes('notProduction')) return notFound(language);

  return { kind: 'route', route, params, language, pathname };
}
