import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { COMPLETE_LANGUAGES, FALLBACK_LANGUAGE } from '@bet/i18n';

/**
 * Issue 16 "the HTML preloads what the first route needs". The app waits for the texts of the
 * page's language before its first render (@bet/i18n `createLazyI18n`), and they are a chunk of
 * their own: without a hint the browser finds it only after the entry has run, one round trip
 * late. The sandbox knows the language when it embeds the config, so the page names that chunk
 * (and en's, the fallback of a language that is not complete, as `loadLanguage` loads it).
 */

/** One chunk of Vite's `.vite/manifest.json` (`build.manifest: true` in apps/web/vite.config.ts). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The build's files (as `/assets/...` paths) a language's texts load: their chunk and its static imports. */
export function languageFiles(manifest: BuildManifest, language: string): string[] {
  const languages = (COMPLETE_LANGUAGES as readonly string[]).includes(language)
    ? [language]
    : [language, FALLBACK_LANGUAGE];
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // ru and en load their core texts (`locales/ru-core.ts`, @bet/i18n APP_BUNDLES), the others their one file.
  const keys = Object.keys(manifest);
  for (const code of languages) {
    const key =
      keys.find((name) => name.endsWith(`/i18n/src/locales/${code}-core.ts`)) ??
      keys.find((name) => name.endsWith(`/i18n/src/locales/${code}.ts`));
    if (key) visit(key);
  }
  return [...files];
}

/** Adds a modulepreload link before </head> for each file the page does not link yet. */
export function withModulePreloads(html: string, files: readonly string[]): string {
  const links = files
    .filter((file) => !html.includes(`href="${file}"`))
    // The paths are the build's file names (letters, digits, -, _, ., /): nothing to escape.
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
  const headEnd = html.search(/<\/head\s*>/i);
  return links === '' || headEnd < 0 ? html : `${html.slice(0, headEnd)}${links}${html.slice(headEnd)}`;
}

let cached: { path: string; mtimeMs: number; manifest: BuildManifest } | undefined;

/** The build's manifest, read again only when the build rewrote it; undefined without one. */
export async function readBuildManifest(webDist: string): Promise<BuildManifest | undefined> {
  const path = join(webDist, '.vite', 'manifest.json');
  try {
    const { mtimeMs } = await stat(path);
    if (cached?.path === path && cached.mtimeMs === mtimeMs) return cached.manifest;
    const manifest = JSON.parse(await readFile(path, 'utf8')) as BuildManifest;
    cached = { path, mtimeMs, manifest };
    return manifest;
  } catch {
    // A build without a manifest (or a broken one) only loses the hint.
    return undefined;
  }
}
