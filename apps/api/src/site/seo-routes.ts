import { getSeoPageData } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import { localeOf } from '@bet/i18n';
import type { ServerDeps } from '../server-deps';
import { notFound } from '../http/http-error';
import { registerCall } from '../http/register-call';
import { seoPageEntry } from './seo-pages';
import { readLanguageSet } from './site-config-source';
import { readCompanyName } from './company-name';

/**
 * Spec 01 §3 / 02 §3 SEO page data, at our path (spec 02 §7: "SEO module calls ... paths not
 * shown"). Alternate links name every language a visitor can see, on the host asked.
 */
export function registerSeoRoutes(app: FastifyInstance, { db }: Pick<ServerDeps, 'db'>): void {
  registerCall(app, getSeoPageData, async ({ query, request }) => {
    const languages = await readLanguageSet(db);
    if (!languages.enabled.includes(query.lang)) throw notFound('GET', `${request.url.split('?')[0]} (${query.lang})`);
    const entry = seoPageEntry(query.path);
    const company = await readCompanyName(db, query.lang);
    const origin = `${request.protocol}://${request.host}`;
    const tail = query.path === '/' ? '/' : query.path;
    return {
      ...entry,
      title: entry.title ? `${entry.title} | ${company}` : '',
      alternates: languages.enabled
        .filter((lang) => !languages.hiddenUnauthorized.includes(lang))
        .map((lang) => ({ hreflang: localeOf(lang), href: `${origin}/${lang}${tail}` })),
    };
  });
}
