import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { GEO_COUNTRY_HEADER, isApiPath, siteConfigSchema } from '@bet/contract';
import type { SiteConfig } from '@bet/contract';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { acceptedLanguages } from '../http/accept-language';
import { notFound } from '../http/http-error';
import { readCookie } from '../http/cookies';
import { LANGUAGE_COOKIE, languageOfPath, resolveLanguage, SIGNED_IN_COOKIE } from '@bet/site';
import type { ServerDeps } from '../server-deps';
import { geoCountryCodeFrom } from '../site/geo';
import { readLanguageSet, readSiteConfig } from '../site/site-config-source';
import { acceptsHtml } from './accepts-html';
import { looksLikeStaticFile } from './content-types';
import { embedConfigInPage } from './embed-config';
import { languageFiles, readBuildManifest, withModulePreloads } from './language-preload';
import { notBuiltPage } from './not-built-page';
import { withPageNonce } from './page-nonce';
import { pageNonce } from '../security/security-headers';

/** Vite puts content-hashed files under /assets: they never change under the same name. */
const ASSETS_PREFIX = '/assets/';
/** `public, max-age=31536000, immutable` for hashed files, written by @fastify/send. */
const IMMUTABLE = { cacheControl: true, maxAge: 31_536_000_000, immutable: true } as const;
/** Other files keep their name across builds: the browser asks again (ETag, 304) every time. */
const REVALIDATE = 'no-cache';
/** The page is rendered per answer (nonce, config, language): no cache may keep it. */
const PAGE_CACHE = 'no-store';
/** br before gzip (smaller); nothing else, so the answer is the same on every Node version. */
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

type WebAppDeps = Pick<ServerDeps, 'db' | 'faults' | 'webDist'>;

/**
 * Serves the built web app: its files, and for every other page path the app's index.html with
 * the site config embedded (spec 02 §4 "Config start-up").
 */
export function registerWebAppRoutes(app: FastifyInstance, deps: WebAppDeps): void {
  const webDist = resolve(deps.webDist);

  // In its own scope: the compression and file plugins' hooks apply to these routes only.
  void app.register(async (scope) => {
    // The page is compressed per answer; reply.compress() only, so the API's answers are untouched.
    await scope.register(fastifyCompress, { global: false, encodings: ENCODINGS });
    // Files: the build's .br or .gz sibling when Accept-Encoding takes it (else the file itself),
    // with Content-Encoding, Vary: Accept-Encoding, Content-Type of the file, Content-Length, ETag
    // and 304 (apps/api README "Static files"). serve: false: the route below decides what is a file.
    await scope.register(fastifyStatic, { serve: false, preCompressed: true });

    scope.get('/*', async (request, reply) => {
      const path = pathOf(request.url);
      if (path === undefined || isApiPath(path)) {
        throw notFound(request.method, request.url.split('?')[0] ?? '/');
      }

      if (path !== '/index.html' && (await isFileIn(webDist, path))) {
        if (path.startsWith(ASSETS_PREFIX)) return reply.sendFile(path, webDist, IMMUTABLE);
        reply.header('cache-control', REVALIDATE);
        return reply.sendFile(path, webDist, { cacheControl: false });
      }
      const isPage =
        !path.startsWith(ASSETS_PREFIX) && !looksLikeStaticFile(path) && acceptsHtml(request.headers.accept);
      if (!isPage) throw notFound(request.method, path);
      return servePage(request, reply, path, { ...deps, webDist });
    });
  });
}

/** The decoded path of a request URL, or undefined when it cannot be decoded safely. */
function pathOf(url: string): string | undefined {
  try {
    const path = decodeURIComponent(url.split('?')[0] ?? '/');
    return path.includes('\0') ? undefined : path;
  } catch {
    return undefined;
  }
}

/** Whether `path` names a file inside `root` (a folder or a missing name is a page path or a 404). */
async function isFileIn(root: string, path: string): Promise<boolean> {
  const absolute = resolve(root, `.${path}`);
  // resolve() removes ../ segments: what escapes the root is refused, not served.
  if (!absolute.startsWith(root + sep)) return false;
  try {
    return (await stat(absolute)).isFile();
  } catch {
    return false;
  }
}

async function servePage(request: FastifyRequest, reply: FastifyReply, path: string, deps: WebAppDeps) {
  let html: string;
  try {
    html = await readFile(resolve(deps.webDist, 'index.html'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(withPageNonce(notBuiltPage(deps.webDist), pageNonce(reply)));
  }

  if (deps.faults.get().embedConfig) {
    const config = await pageConfig(request, path, deps.db).catch((error: unknown) => {
      // The client fetches the config itself when the page carries none.
      request.log.error({ err: error }, 'page served without embedded site config');
      return undefined;
    });
    if (config) {
      html = embedConfigInPage(html, config);
      // The texts the first render waits for, fetched with the entry (language-preload.ts).
      const manifest = await readBuildManifest(deps.webDist);
      if (manifest) html = withModulePreloads(html, languageFiles(manifest, config.lng));
    }
  }
  // Every tag the page starts with carries this answer's nonce; nothing else may run (README "CSP").
  // Its modulepreload and stylesheet links stay as the build wrote them, with the nonce added.
  return reply
    .header('cache-control', PAGE_CACHE)
    .type('text/html; charset=utf-8')
    .compress(withPageNonce(html, pageNonce(reply)));
}

async function pageConfig(request: FastifyRequest, path: string, db: Db): Promise<SiteConfig> {
  const languageSet = await readLanguageSet(db);
  // The client's own rule (spec 02 §4), so the embedded copy is the one it will keep.
  const lang = resolveLanguage({
    fromUrl: languageOfPath(path),
    fromCookie: readCookie(request, LANGUAGE_COOKIE),
    browserLanguages: acceptedLanguages(request.headers['accept-language']),
    available: languageSet.enabled,
    hiddenUnauthorized: languageSet.hiddenUnauthorized,
    isSignedIn: readCookie(request, SIGNED_IN_COOKIE) !== undefined,
    defaultLanguage: languageSet.defaultLanguage,
  });
  const config = await readSiteConfig(db, {
    lang,
    geoCountryCode: geoCountryCodeFrom(request.headers[GEO_COUNTRY_HEADER]),
    languageSet,
  });
  // The same check as the config call's answer: an invalid config is never embedded.
  return siteConfigSchema.parse(config);
}
