/**
 * Entries are kept per app name and path: the same sub-app at two paths is two contents (spec 02
 * §7 asks for the remote url plus the current path).
 */
export function remoteAppKey(appName: string, path: string): string {
  return `${appName}:${path}`;
}
