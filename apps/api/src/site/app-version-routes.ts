import { getAppVersion } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/register-call';
import type { FaultStore } from '../sandbox/fault-store';
import { readBuiltAppVersion, servedAppVersion } from './app-version';

export interface AppVersionOptions {
  faults: FaultStore;
  /** Absolute path of the built web app. */
  webDist: string;
}

/**
 * Spec 02 §4 "Application version": the version the server serves now. The built index.html is
 * read on each call, so a rebuild while the server runs is reported as a new version.
 */
export function registerAppVersionRoutes(app: FastifyInstance, options: AppVersionOptions): void {
  registerCall(app, getAppVersion, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    const built = await readBuiltAppVersion(options.webDist);
    return { version: servedAppVersion(built, options.faults.get().appVersionOverride) };
  });
}
