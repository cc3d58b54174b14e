import { LANGUAGE_COOKIE } from '@bet/site';
import { DEFAULT_LANGUAGE } from '@bet/platform';
import type { FastifyRequest } from 'fastify';
import { acceptedLanguages } from '../http/accept-language';
import { readCookie } from '../http/cookies';

/**
 * The language prefix of an e-mailed link (the calls carry no `lang`): the site's `lng` cookie
 * (the language the player browses in), else the browser's first language, else the default.
 * Only a prefix the route table accepts (two lowercase letters, spec 01 §2).
 */
export function linkLanguage(request: FastifyRequest): string {
  const candidates = [
    readCookie(request, LANGUAGE_COOKIE),
    ...acceptedLanguages(request.headers['accept-language']).map((tag) => tag.slice(0, 2).toLowerCase()),
  ];
  return candidates.find((lang): lang is string => lang !== undefined && /^[a-z]{2}$/.test(lang)) ?? DEFAULT_LANGUAGE;
}
