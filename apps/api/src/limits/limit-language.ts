import { LIMITS_LANGUAGE_HEADER } from '@bet/contract';
import type { FastifyRequest } from 'fastify';

/** The languages the limits service writes its texts in. */
export type LimitLanguage = 'ru' | 'en';

/**
 * Spec 02 §7 "header X-Language": `ru` (or ru-RU, any case) reads Russian; anything else, or no
 * header, English (the service's default; ours, the spec does not name one).
 */
export function limitLanguage(request: FastifyRequest): LimitLanguage {
  const header = request.headers[LIMITS_LANGUAGE_HEADER.toLowerCase()];
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  return value.trim().toLowerCase().startsWith('ru') ? 'ru' : 'en';
}
