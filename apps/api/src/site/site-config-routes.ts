import { GEO_COUNTRY_HEADER, getConfigGroups, getSiteConfig } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { HttpError } from '../http/http-error';
import { registerCall } from '../http/register-call';
import { readConfigGroups } from './config-groups-source';
import { geoCountryCodeFrom } from './geo';
import { resolveRequestedLanguage } from './languages';
import { readLanguageSet, readSiteConfig } from './site-config-source';

/** Spec 02 §7: groups are cached 600 to 900 s. */
export const CONFIG_GROUPS_CACHE_CONTROL = 'public, max-age=600';

export function registerSiteConfigRoutes(
  app: FastifyInstance,
  { db, faults }: Pick<ServerDeps, 'db' | 'faults'>,
): void {
  registerCall(app, getSiteConfig, async ({ query, request, reply }) => {
    if (faults.get().configUnavailable) {
      throw HttpError.of(
        503,
        'config_unavailable',
        'The config service is unavailable (sandbox fault configUnavailable)',
      );
    }
    const languageSet = await readLanguageSet(db);
    // The answer depends on the geo header, so a cache must key on it.
    reply.header('cache-control', 'no-cache').header('vary', GEO_COUNTRY_HEADER);
    return readSiteConfig(db, {
      lang: resolveRequestedLanguage(languageSet, query.lang),
      geoCountryCode: geoCountryCodeFrom(request.headers[GEO_COUNTRY_HEADER]),
      languageSet,
    });
  });

  registerCall(app, getConfigGroups, async ({ query, reply }) => {
    const languageSet = await readLanguageSet(db);
    const groups = await readConfigGroups(
      db,
      query.groups.split(','),
      resolveRequestedLanguage(languageSet, query.lang),
    );
    reply.header('cache-control', CONFIG_GROUPS_CACHE_CONTROL);
    return groups;
  });
}
