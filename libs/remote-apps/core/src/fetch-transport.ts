import type { RemoteAppTransport } from './remote-apps-deps';

type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; credentials?: 'same-origin' },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** A transport over a fetch function (the browser's, given by the app). */
export function createFetchTransport(fetchFn: FetchLike): RemoteAppTransport {
  return async ({ url, method, headers, body }) => {
    const response = await fetchFn(url, {
      method,
      headers: { accept: 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`Sub-app request ${method} ${url} failed with status ${response.status}`);
    return response.json();
  };
}

/** For an app without a sub-app server (tests of the app shell): every load fails at once. */
export const unavailableTransport: RemoteAppTransport = async ({ url }) => {
  throw new Error(`No sub-app server for ${url}`);
};
