import { getAppVersion } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/register-call';
import type { ServerDeps } from '../server-deps';
import { readBuiltAppVersion, servedAppVersion } from './app-version';

/**
 * Spec 02 §4 "Application version": the version the server serves now. The built index.html is
 * read on each call, so a rebuild while the server runs is reported as a new version.
 */
export function registerAppVersionRoutes(app: FastifyInstance, deps: Pick<ServerDeps, 'faults' | 'webDist'>): void {
  registerCall(app, getAppVersion, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    const built = await readBuiltAppVersion(deps.webDist);
    return { version: servedAppVersion(built, deps.faults.get().appVersionOverride) };
  });
}
