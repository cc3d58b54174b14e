/**
 * The one rule for any address we send the player to after an action (a return URL, a wanted
 * route): only a same-site path is followed. It starts with one '/' (not '//' or '/\', which
 * browsers read as another host) and holds no control characters, so a crafted link cannot
 * send the player to another site.
 */
export function isSafeReturnPath(path: string): boolean {
  if (!path.startsWith('/')) return false;
  if (path.startsWith('//') || path.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f]/.test(path);
}
