import { isSafeReturnPath, type LocationPort } from '@bet/platform';

/**
 * Spec 01 §5 / spec 02 §5 "A return url is read from the query, decoded and reset after use".
 * The spec does not name the parameter; ours is `return_url`.
 */
export const RETURN_URL_PARAM = 'return_url';

/** The address without one query parameter (path, remaining query and hash kept). */
export function withoutQueryParam(location: LocationPort, name: string): string {
  const params = new URLSearchParams(location.search());
  params.delete(name);
  const query = params.toString();
  return `${location.pathname()}${query ? `?${query}` : ''}${location.hash()}`;
}

/**
 * Reads the return URL and removes it from the address (reset after use). Undefined when there
 * is none or it is not a safe same-site path. URLSearchParams already decodes it once.
 */
export function takeReturnUrl(location: LocationPort): string | undefined {
  const params = new URLSearchParams(location.search());
  if (!params.has(RETURN_URL_PARAM)) return undefined;
  const value = params.get(RETURN_URL_PARAM) ?? '';
  location.replace(withoutQueryParam(location, RETURN_URL_PARAM));
  return isSafeReturnPath(value) ? value : undefined;
}
