/**
 * The build id of the running app (spec 02 §4 "Application version"): the file name of the
 * entry script, which Vite names by content hash. The sandbox reads the same name from the built
 * index.html. Null on a development server, where the entry is not a built file.
 */
export function ownAppVersion(moduleUrl: string): string | null {
  const match = /\/assets\/([^/?#]+\.js)(?:[?#].*)?$/.exec(moduleUrl);
  return match?.[1] ?? null;
}
