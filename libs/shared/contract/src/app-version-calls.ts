import { z } from 'zod/mini';
import { defineCall } from './call';

/**
 * Spec 02 §4 "Application version": the server reports the version it serves; the client
 * compares it with the one it loaded. The path is ours. `version` is the build id of the web
 * app (the file name of its entry script, which changes with every build); null when the server
 * has no built app to serve.
 */
export const getAppVersion = defineCall({
  name: 'getAppVersion',
  method: 'GET',
  path: '/web-api/app/version',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ version: z.nullable(z.string().check(z.minLength(1))) }),
});
