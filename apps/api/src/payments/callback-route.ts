import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { HttpError } from '../http/http-error';
import {
  CALLBACK_SIGNATURE_HEADER,
  checkCallbackSignature,
  providerCallbackSchema,
} from '../payment-provider/callback-signature';
import { applyProviderCallback } from './apply-callback';

/** Where the payment provider tells the operator about its transactions (server to server). */
export const PROVIDER_CALLBACK_PATH = '/web-api/payments/provider-callback';

/**
 * The provider's callback: the signature is checked over the raw body (HMAC with the shared key,
 * a timestamp no older than 5 minutes), then the payment moves once (apply-callback.ts). A bad
 * signature is refused (401) and logged; a repeat answers 200 and changes nothing, so the
 * provider stops retrying.
 */
export function registerProviderCallbackRoute(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'secret' | 'clock'>,
): void {
  // Its own scope: the raw body is kept for the signature, other routes parse JSON as usual.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(PROVIDER_CALLBACK_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = request.headers[CALLBACK_SIGNATURE_HEADER];
      const signature = checkCallbackSignature(
        deps.secret,
        Array.isArray(header) ? header[0] : header,
        raw,
        deps.clock.now(),
      );
      if (!signature.ok) {
        request.log.warn({ reason: signature.reason }, 'payment callback refused: signature');
        throw HttpError.of(401, 'bad_signature', `The callback signature is not valid (${signature.reason})`);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        throw HttpError.of(400, 'invalid_body', 'The callback body is not JSON');
      }
      const callback = providerCallbackSchema.safeParse(parsed);
      if (!callback.success) throw HttpError.of(400, 'invalid_body', 'The callback body is not a provider callback');
      const outcome = await applyProviderCallback(deps.db, callback.data, new Date(deps.clock.now()));
      if (outcome.kind === 'refused') {
        request.log.warn({ paymentId: callback.data.paymentId, reason: outcome.reason }, 'payment callback refused');
        throw HttpError.of(outcome.statusCode, 'callback_refused', outcome.reason);
      }
      request.log.info(
        { paymentId: callback.data.paymentId, transactionId: callback.data.transactionId, outcome: outcome.kind },
        'payment callback',
      );
      return reply.code(200).send({ received: true, duplicate: outcome.kind === 'duplicate', status: outcome.status });
    });
  });
}
