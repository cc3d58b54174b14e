import { z } from 'zod/mini';
import { defineCall } from './call';
import { languageCodeSchema, siteConfigSchema } from './site-config';

/** Header that carries the visitor's geo country code (spec 02 §7); the sandbox defaults to ru. */
export const GEO_COUNTRY_HEADER = 'x-geo-country-code';
export const DEFAULT_GEO_COUNTRY_CODE = 'ru';

const noBody = z.undefined();

/** Spec 02 §7: GET /bff-api/config/all.json, query lang; used if the server did not embed config. */
export const getSiteConfig = defineCall({
  name: 'getSiteConfig',
  method: 'GET',
  path: '/bff-api/config/all.json',
  query: z.object({ lang: z.optional(languageCodeSchema) }),
  body: noBody,
  response: siteConfigSchema,
});

/** Group names: lowercase words joined by commas, as the query carries them. */
const groupNamesSchema = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9_-]*(,[a-z][a-z0-9_-]*)*$/, 'groups is a comma list of group names'));

/**
 * Spec 02 §7: GET /bff-api/config/group/get, query groups (comma list) and lang; cached 600 to
 * 900 s. The answer maps each known group asked for to its settings; unknown groups are absent.
 */
export const getConfigGroups = defineCall({
  name: 'getConfigGroups',
  method: 'GET',
  path: '/bff-api/config/group/get',
  query: z.object({ groups: groupNamesSchema, lang: z.optional(languageCodeSchema) }),
  body: noBody,
  response: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export type ConfigGroups = z.output<typeof getConfigGroups.response>;
