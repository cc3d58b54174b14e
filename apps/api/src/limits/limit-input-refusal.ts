import { LIMIT_ERROR_CODES } from '@bet/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { HttpError } from '../http/http-error';
import { limitLanguage } from './limit-language';
import { refuseLimit } from './limit-refusal';

/**
 * Input the contract's schema refuses, answered as the limits service's refusal (code and title
 * in X-Language) instead of a bare invalid_body: a limit type that is not one of spec 01 §3's is
 * unknown_type; a value that is not a whole positive number is value_not_whole. Anything else
 * keeps the generic 400.
 */
export function limitInputRefusal(
  _part: 'query' | 'body',
  error: z.core.$ZodError,
  request: FastifyRequest,
): HttpError | undefined {
  const language = limitLanguage(request);
  for (const issue of error.issues) {
    const field = issue.path[issue.path.length - 1];
    if (field === 'limitType') return refuseLimit(LIMIT_ERROR_CODES.unknownType, language);
    if (field === 'limitValue') {
      const index = issue.path[issue.path.length - 2];
      const body = request.body as { limits?: { limitType?: unknown }[] } | undefined;
      const type = typeof index === 'number' ? body?.limits?.[index]?.limitType : undefined;
      return refuseLimit(LIMIT_ERROR_CODES.valueNotWhole, language, {
        limitType: typeof type === 'number' && Number.isInteger(type) ? type : undefined,
      });
    }
  }
  return undefined;
}
