import type { FastifyRequest } from 'fastify';
import { limitLanguage } from '../limits/limit-language';

/** The languages the casino's own texts (offers, tournaments) are written in. */
export type CasinoLanguage = 'ru' | 'en';

/**
 * The same rule as the limits service's texts (spec 02 §7 "header X-Language"): `ru...` reads
 * Russian, anything else or no header English. One rule for every text the sandbox writes by it.
 */
export function casinoLanguage(request: FastifyRequest): CasinoLanguage {
  return limitLanguage(request);
}
