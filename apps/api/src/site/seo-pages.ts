import type { SeoPageData } from '@bet/contract';

/**
 * The sandbox's SEO data per page (spec 01 §3 / 02 §3 "SEO page data"; the operator's SEO
 * module is not shown, so these are invented with care). `title` is the page's own part: the
 * route adds the company name. Pages not listed answer empty data and the client falls back to
 * the company name (see libs/site/core README).
 */
export interface SeoPageEntry {
  title: string;
  description: string;
  metaRobots: string | null;
  hierarchyMetaRobots: string | null;
  metas: SeoPageData['metas'];
  customCanonical: SeoPageData['customCanonical'];
}

/** The host that is canonical for mirrored pages (spec: customCanonical mode mirror, domain host). */
export const SEO_MIRROR_HOST = 'www.bet.example';

const PAGES: Record<string, SeoPageEntry> = {
  '/': {
    title: 'Sports betting and online casino',
    description: 'Bets on sports before and during the match, live scores and casino games.',
    metaRobots: 'index, follow',
    hierarchyMetaRobots: null,
    metas: [{ name: 'keywords', content: 'sports betting, live betting, casino' }],
    customCanonical: { mode: 'mirror', domain: { host: SEO_MIRROR_HOST } },
  },
  '/user/login': {
    title: 'Sign in',
    description: 'Sign in to your account.',
    metaRobots: 'noindex, nofollow',
    hierarchyMetaRobots: null,
    metas: [],
    customCanonical: null,
  },
  '/registration': {
    title: 'Registration',
    description: 'Open an account in a minute.',
    metaRobots: null,
    hierarchyMetaRobots: 'noindex, follow',
    metas: [],
    customCanonical: { mode: 'url', targetUrl: `https://${SEO_MIRROR_HOST}/registration` },
  },
};

const EMPTY: SeoPageEntry = {
  title: '',
  description: '',
  metaRobots: null,
  hierarchyMetaRobots: null,
  metas: [],
  customCanonical: null,
};

/** The entry of a page path without the language segment; a trailing slash does not matter. */
export function seoPageEntry(path: string): SeoPageEntry {
  const key = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PAGES[key] ?? EMPTY;
}
