import type { ApiCall } from '@bet/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError, invalidInput } from './http-error';

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
export function registerCall<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
): void {
  app.route({
    method: call.method,
    url: call.path,
    handler: async (request, reply) => {
      const query = call.query.safeParse(request.query ?? {});
      if (!query.success) throw invalidInput('query', query.error);
      const body = call.body.safeParse(request.body);
      if (!body.success) throw invalidInput('body', body.error);

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
      return checked.data;
    },
  });
}
