/**
 * Path prefixes of the operator's services (spec 02 §7) plus the sandbox's own control API. A
 * request under one of them is an API call, never a page: the sandbox answers it with JSON (404
 * with the error body when unknown) and a dev server proxies it instead of serving the app.
 */
export const API_PATH_PREFIXES = [
  '/bff-api',
  '/web-api',
  '/redirects-api',
  '/blocks-api',
  '/limit-service-api',
  '/social-api',
  '/captcha',
  '/sandbox-api',
] as const;

/** True when the path (without query) is under one of the API prefixes. */
export function isApiPath(path: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
