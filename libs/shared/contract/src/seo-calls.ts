import { z } from 'zod/mini';
import { defineCall } from './call';

/** Spec 01 §3 / 02 §3 SEO page data: customCanonical "mode url or mirror, targetUrl, domain host". */
export const customCanonicalSchema = z.object({
  mode: z.enum(['url', 'mirror']),
  /** Mode url: the canonical address itself. */
  targetUrl: z.optional(z.string()),
  /** Mode mirror: the host whose same path is canonical. */
  domain: z.optional(z.object({ host: z.string().check(z.minLength(1)) })),
});
export type CustomCanonical = z.infer<typeof customCanonicalSchema>;

/** A meta tag the page carries besides description and robots. */
export const seoMetaSchema = z.object({ name: z.string().check(z.minLength(1)), content: z.string() });
export type SeoMeta = z.infer<typeof seoMetaSchema>;

/** An alternate language version of the page (`<link rel="alternate" hreflang>`). */
export const seoAlternateSchema = z.object({
  hreflang: z.string().check(z.minLength(1)),
  href: z.string().check(z.minLength(1)),
});
export type SeoAlternate = z.infer<typeof seoAlternateSchema>;

/**
 * Spec 01 §3 / 02 §3 SEO page data: title, description, metaRobots, hierarchyMetaRobots, metas,
 * customCanonical, alternate links. Empty strings and nulls mean "not set for this page".
 */
export const seoPageDataSchema = z.object({
  title: z.string(),
  description: z.string(),
  metaRobots: z.nullable(z.string()),
  /** Robots inherited from a parent section; the page's own metaRobots wins. */
  hierarchyMetaRobots: z.nullable(z.string()),
  metas: z.array(seoMetaSchema),
  customCanonical: z.nullable(customCanonicalSchema),
  alternates: z.array(seoAlternateSchema),
});
export type SeoPageData = z.infer<typeof seoPageDataSchema>;

/**
 * Spec 02 §7 "SEO module calls (... page data ...): paths not shown": the path is ours. `path`
 * is the page's path without the language segment ('/' for home).
 */
export const getSeoPageData = defineCall({
  name: 'getSeoPageData',
  method: 'GET',
  path: '/web-api/seo/page-data',
  query: z.object({
    path: z.string().check(z.minLength(1), z.startsWith('/')),
    lang: z.string().check(z.minLength(2), z.maxLength(8)),
  }),
  body: z.undefined(),
  response: seoPageDataSchema,
});
