import { confirmTerms, getTermsStatus } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { requireSignIn, signedInOf } from './auth-guard';
import { toSeconds } from '../http/epoch-seconds';
import { mustConfirmTerms, readTermsUpdatedAt, storeTermsConfirmation } from './terms';
import { HttpError } from '../http/http-error';
import { registerCall } from '../http/register-call';

export function registerTermsRoutes(app: FastifyInstance, deps: ServerDeps): void {
  // These two are how a player leaves the 451 state, so they never answer 451 themselves.
  const preHandler = requireSignIn(deps, { terms: false });

  registerCall(
    app,
    getTermsStatus,
    async ({ request, reply }) => {
      const { player } = signedInOf(request);
      const updatedAt = await readTermsUpdatedAt(deps.db);
      reply.header('cache-control', 'no-store');
      return { result: mustConfirmTerms(player.termsConfirmedAt, updatedAt), updatedAt: toSeconds(updatedAt) };
    },
    { preHandler },
  );

  registerCall(
    app,
    confirmTerms,
    async ({ body, request, reply }) => {
      const { player } = signedInOf(request);
      const updatedAt = toSeconds(await readTermsUpdatedAt(deps.db));
      // The player read one version; if newer terms came out since, that is not a confirmation.
      if (body.updatedAt < updatedAt) {
        throw HttpError.of(400, 'terms_changed', 'The terms changed again: read the new version');
      }
      await storeTermsConfirmation(deps.db, deps.clock, player.id);
      reply.header('cache-control', 'no-store');
      return { result: false as const, updatedAt };
    },
    { preHandler },
  );
}
