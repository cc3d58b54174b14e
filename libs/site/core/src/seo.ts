import type { CustomCanonical, SeoAlternate, SeoPageData } from '@bet/contract';
import { localeOf } from '@bet/i18n';
import { languageOfPath } from './language';

/** A page address split into its language and the path under it ('/' for the language's home). */
export function splitLanguagePath(pathname: string): { lang: string | undefined; path: string } {
  const lang = languageOfPath(pathname);
  if (!lang) return { lang: undefined, path: pathname || '/' };
  const rest = pathname.slice(lang.length + 1);
  return { lang, path: rest === '' ? '/' : rest };
}

export interface CanonicalInput {
  /** The page's origin, e.g. 'https://bet.example'. */
  origin: string;
  /** The full path of the page, with its language segment; the query never counts. */
  pathname: string;
  custom: CustomCanonical | null;
}

/**
 * Spec 01 §3 customCanonical: mode url → the targetUrl; mode mirror → the same path on the
 * given domain host (same protocol). Without one, or with one missing its target, the page is
 * its own canonical.
 */
export function canonicalUrl({ origin, pathname, custom }: CanonicalInput): string {
  const own = `${origin}${pathname}`;
  if (!custom) return own;
  if (custom.mode === 'url') return custom.targetUrl || own;
  const host = custom.domain?.host;
  if (!host) return own;
  const protocol = new URL(origin).protocol;
  return `${protocol}//${host}${pathname}`;
}

/**
 * `<link rel="alternate" hreflang>` for each language of the site: the path under every
 * language. The server's list wins when it sends one (spec 01 §3 "alternate links").
 */
export function alternateLinks(
  origin: string,
  pathname: string,
  languages: readonly string[],
  fromServer: readonly SeoAlternate[] = [],
): SeoAlternate[] {
  if (fromServer.length > 0) return [...fromServer];
  const { path } = splitLanguagePath(pathname);
  return languages.map((lang) => ({ hreflang: localeOf(lang), href: `${origin}/${lang}${path}` }));
}

/** The page's own robots rule wins over the one its section hands down. */
export function robotsOf(data: Pick<SeoPageData, 'metaRobots' | 'hierarchyMetaRobots'> | null): string | null {
  return data?.metaRobots || data?.hierarchyMetaRobots || null;
}

/** What the document head shows for a page. */
export interface HeadModel {
  title: string;
  description: string | null;
  robots: string | null;
  canonical: string;
  alternates: SeoAlternate[];
  metas: SeoPageData['metas'];
}

export interface HeadInput {
  origin: string;
  pathname: string;
  /** The page's SEO data; null while loading or after a failure. */
  data: SeoPageData | null;
  /** Spec 01 §3 site config companyName: the title when the page has none. */
  companyName: string;
  /**
   * The page's own title (a sportsbook page's championship, a remote page's title), used when
   * the SEO data gives none: "Football | Orbit Bet". SEO data wins: the operator sets it per page.
   */
  pageTitle?: string | null;
  /** The languages a visitor can see (config languages minus the hidden ones). */
  languages: readonly string[];
}

/** A page's own title with the company's name after it, or either alone. */
function ownTitle(pageTitle: string | null | undefined, companyName: string): string {
  if (!pageTitle) return companyName;
  return companyName && pageTitle !== companyName ? `${pageTitle} | ${companyName}` : pageTitle;
}

export function headModel({ origin, pathname, data, companyName, languages, pageTitle }: HeadInput): HeadModel {
  return {
    title: data?.title || ownTitle(pageTitle, companyName),
    description: data?.description || null,
    robots: robotsOf(data),
    canonical: canonicalUrl({ origin, pathname, custom: data?.customCanonical ?? null }),
    alternates: alternateLinks(origin, pathname, languages, data?.alternates ?? []),
    metas: data?.metas ?? [],
  };
}
