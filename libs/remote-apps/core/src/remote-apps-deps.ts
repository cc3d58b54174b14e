import type { Clock, Logger } from '@bet/platform';

/** One request for a sub-app, as the transport sends it. */
export interface RemoteAppRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** JSON body of a POST (spec 02 §7 "POST with body components"). */
  body?: unknown;
}

/**
 * Sends a request and resolves with the parsed JSON answer; rejects on a network failure or a
 * status outside 2xx. Injected so the core needs no fetch, and tests need no server.
 */
export type RemoteAppTransport = (request: RemoteAppRequest) => Promise<unknown>;

export type RemoteAppsLogger = Pick<Logger, 'warn'>;

export interface RemoteAppsDeps {
  transport: RemoteAppTransport;
  /** Where sub-apps are served: the url is base + '/' + app name + current path. */
  baseUrl: string;
  clock: Clock;
  logger?: RemoteAppsLogger;
}
