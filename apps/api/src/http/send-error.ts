import type { FastifyReply } from 'fastify';
import type { HttpError } from './http-error';

/** Every error leaves as the contract's error body, never cached. */
export function sendError(reply: FastifyReply, error: HttpError): FastifyReply {
  return reply
    .code(error.statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(error.toBody());
}
