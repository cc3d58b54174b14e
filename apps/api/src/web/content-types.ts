import { extname } from 'node:path';

/** Kinds of file the app ships; their Content-Type is written by @fastify/static when one is sent. */
const STATIC_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.ico',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
  '.wasm',
  '.mp3',
  '.mp4',
  '.webm',
  '.pdf',
  '.br',
  '.gz',
]);

/**
 * True for a path that names a kind of file the app ships (a script, an image, ...) rather than
 * a page: such a path that does not exist is a 404, never the app's page. Not .html: any page
 * path gets the app.
 */
export function looksLikeStaticFile(path: string): boolean {
  return STATIC_EXTENSIONS.has(extname(path).toLowerCase());
}
