import {
  MF_API_VERSION,
  MF_API_VERSION_HEADER,
  MF_FORCE_SPA_HEADER,
  MF_RENDER_MODE,
  MF_RENDER_MODE_HEADER,
  remoteAppResponseSchema,
} from '@bet/contract';
import type { RemoteAppContent } from './remote-app-content';
import type { RemoteAppRequest, RemoteAppTransport } from './remote-apps-deps';
import type { RemoteAppMount } from './remote-apps-slice';

/** The request of spec 02 §7 "Remote sub-applications" for one sub-app at one path. */
export function remoteAppRequest(baseUrl: string, mount: RemoteAppMount): RemoteAppRequest {
  const headers: Record<string, string> = {
    [MF_RENDER_MODE_HEADER]: MF_RENDER_MODE,
    [MF_API_VERSION_HEADER]: MF_API_VERSION,
  };
  if (mount.forceSpa) headers[MF_FORCE_SPA_HEADER] = 'true';
  const path = mount.path.startsWith('/') ? mount.path : `/${mount.path}`;
  const url = `${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(mount.appName)}${path}`;
  if (mount.components) {
    return {
      url,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: { components: mount.components },
    };
  }
  return { url, method: 'GET', headers };
}

/** An answer that is not the spec's shape is a failed load, like a network error. */
export class RemoteAppInvalidAnswer extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemoteAppInvalidAnswer';
  }
}

/**
 * Loads one sub-app and checks the answer against the spec's shape. codeToEval and head are
 * dropped here, so nothing downstream can run or inject them (README.md "Security").
 */
export async function fetchRemoteApp(
  transport: RemoteAppTransport,
  request: RemoteAppRequest,
): Promise<RemoteAppContent> {
  const answer = remoteAppResponseSchema.safeParse(await transport(request));
  if (!answer.success)
    throw new RemoteAppInvalidAnswer(`Invalid sub-app answer from ${request.url}: ${answer.error.message}`);
  const { appName, title, body, style, cssToLoad, scriptsToLoad } = answer.data;
  return { appName, title, body, style, cssToLoad, scriptsToLoad };
}
