import type { ApiCall } from '@bet/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError, invalidInput } from './http-error';
import { decodeSecretFields } from './secret-fields';

export interface CallInput<C extends ApiCall> {
  query: z.output<C['query']>;
  body: z.output<C['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends ApiCall> = (
  input: CallInput<C>,
) => Promise<z.input<C['response']>> | z.input<C['response']>;

/**
 * Registers a contract call: its method and path, its query and body checked before the handler
 * runs (400 with the error body), and its answer checked before it leaves (a wrong answer is
 * logged and replaced by a 500, never sent).
 */
export interface CallOptions {
  /** Runs before the input is read: the sign-in check of calls marked `auth` (401 before 400). */
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** The answer is the player's own (money, payments): `cache-control: no-store`, errors included. */
  noStore?: boolean;
  /**
   * A domain refusal for input the schema refuses (the limits calls answer their own codes and
   * titles, not invalid_body); undefined keeps the generic 400.
   */
  refuseInvalid?: (part: 'query' | 'body', error: z.core.$ZodError, request: FastifyRequest) => HttpError | undefined;
  /** The route's own body limit in bytes (a document upload is larger than the server's default). */
  bodyLimit?: number;
}

export function registerCall<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: CallOptions = {},
): void {
  app.route({
    method: call.method,
    url: call.path,
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      if (options.noStore) reply.header('cache-control', 'no-store');
      const query = call.query.safeParse(request.query ?? {});
      if (!query.success)
        throw options.refuseInvalid?.('query', query.error, request) ?? invalidInput('query', query.error);
      // Spec 02 §5: secret fields arrive encoded; the schema checks the values the player typed.
      const rawBody = call.secretFields ? decodeSecretFields(request.body, call.secretFields) : request.body;
      const body = call.body.safeParse(rawBody);
      if (!body.success) throw options.refuseInvalid?.('body', body.error, request) ?? invalidInput('body', body.error);

      // zod types the data of a generic schema as unknown; it is the schema's output.
      const answer = await handler({
        query: query.data as z.output<C['query']>,
        body: body.data as z.output<C['body']>,
        request,
        reply,
      });

      const checked = call.response.safeParse(answer);
      if (!checked.success) {
        request.log.error(
          { call: call.name, issues: checked.error.issues },
          'answer failed the contract; sent 500 instead',
        );
        throw HttpError.of(500, 'invalid_response', `The server could not answer ${call.name}`);
      }
      // A text call (GET /web-api/session) is not JSON on the wire (spec 02 §7).
      if (call.responseType === 'text') reply.type('text/plain; charset=utf-8');
      return checked.data;
    },
  });
}
