/** Hosts that are never the live site: the sandbox, previews and tests run on them. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Spec 02 §4 "in production": a production build served from a real domain. A production build
 * on a local host is the sandbox (e2e, demos), where redirects need the query flag.
 */
export function isProductionSite(isProductionBuild: boolean, hostname: string): boolean {
  return isProductionBuild && !LOCAL_HOSTS.includes(hostname);
}
