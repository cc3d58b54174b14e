import { LANGUAGE_COOKIE } from '@bet/site';
import type { FastifyRequest } from 'fastify';
import { acceptedLanguages } from '../http/accept-language';
import { readCookie } from '../http/cookies';
import { feedLang } from '../sportsbook/localized';
import type { FeedLang } from '../sportsbook/localized';

/**
 * The language of the names in a history answer (the calls carry no `lang`): the site's `lng`
 * cookie (the language the player chose), else the browser's first language, else Russian, the
 * site's default. The feed keeps names in ru and en; every other language reads English.
 */
export function namesLanguage(request: FastifyRequest): FeedLang {
  const chosen = readCookie(request, LANGUAGE_COOKIE) ?? acceptedLanguages(request.headers['accept-language'])[0];
  return chosen === undefined ? 'ru' : feedLang(chosen);
}
