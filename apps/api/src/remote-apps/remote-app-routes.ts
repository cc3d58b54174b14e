import {
  MF_API_VERSION,
  MF_API_VERSION_HEADER,
  MF_RENDER_MODE,
  MF_RENDER_MODE_HEADER,
  REMOTE_APPS_BASE_PATH,
  remoteAppRequestBodySchema,
  remoteAppResponseSchema,
} from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError, invalidInput } from '../http/http-error';
import { renderSubApp, subAppLocation } from './render-sub-app';
import type { ServerDeps } from '../server-deps';

/**
 * The remote sub-applications (spec 02 §7 "Remote sub-applications", §3 "Remote sub-application
 * response"): GET {base}/{app}{page path}, or POST with { components }. Only answered in the json
 * render mode of API v2, as the spec's two headers ask; anything else is 400. The faults
 * remoteAppFailures and remoteAppsDown make them fail with 500.
 */
export function registerRemoteAppRoutes(app: FastifyInstance, { faults }: Pick<ServerDeps, 'faults'>): void {
  app.route({
    method: ['GET', 'POST'],
    url: `${REMOTE_APPS_BASE_PATH}/:app/*`,
    handler: async (request, reply) => {
      const { app: appName, '*': rest } = request.params as { app: string; '*': string };
      if (
        request.headers[MF_RENDER_MODE_HEADER] !== MF_RENDER_MODE ||
        request.headers[MF_API_VERSION_HEADER] !== MF_API_VERSION
      ) {
        throw HttpError.of(
          400,
          'mf_headers_required',
          `Sub-apps answer only with ${MF_RENDER_MODE_HEADER}: ${MF_RENDER_MODE} and ${MF_API_VERSION_HEADER}: ${MF_API_VERSION}`,
        );
      }
      if (request.method === 'POST') {
        const body = remoteAppRequestBodySchema.safeParse(request.body);
        if (!body.success) throw invalidInput('body', body.error);
      }
      if (faults.get().remoteAppsDown.includes(appName) || faults.take('remoteAppFailures')) {
        throw HttpError.of(500, 'sandbox_error', `Sub-app ${appName} failed (sandbox fault)`);
      }
      const answer = renderSubApp(appName, subAppLocation(`/${rest}`));
      if (!answer) throw HttpError.of(404, 'not_found', `Sub-app ${appName} has no page at /${rest}`);
      reply.header('cache-control', 'no-cache').header('vary', `${MF_RENDER_MODE_HEADER}, ${MF_API_VERSION_HEADER}`);
      return remoteAppResponseSchema.parse(answer);
    },
  });
}
