import { checkBlock, checkRedirect } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error';
import { registerCall } from '../http/register-call';
import type { ServerDeps } from '../server-deps';
import { createRedirectRule } from './redirect-rule';

/**
 * Spec 02 §7 start-up checks: the redirect check and the block check. Both answer from the
 * control API's switches (redirectTo / redirectCyclic, blockReason / blockCheckFails); with
 * nothing switched on, nobody is redirected or blocked.
 */
export function registerStartupCheckRoutes(app: FastifyInstance, { faults }: Pick<ServerDeps, 'faults'>): void {
  const redirects = createRedirectRule(() => faults.get());
  registerCall(app, checkRedirect, ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    return redirects.check(body.url);
  });

  registerCall(app, checkBlock, ({ reply }) => {
    const { blockReason, blockCheckFails } = faults.get();
    if (blockCheckFails) {
      throw HttpError.of(500, 'block_check_failed', 'The block service failed (sandbox fault blockCheckFails)');
    }
    reply.header('cache-control', 'no-store');
    // templateTypeId: the operator's text template; the sandbox has one per reason.
    return { displayTypeId: blockReason ?? 0, templateTypeId: blockReason === null ? null : 1 };
  });
}
