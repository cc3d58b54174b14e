import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * The files a page loads before its first render: the module scripts, modulepreloads and
 * stylesheets of its HTML, and every module those scripts import statically (followed through
 * the built chunks, so a chunk the HTML forgot to preload is still counted, and named).
 * Dynamic imports (`import("./x.js")`) load on demand: not counted.
 */
export interface InitialFile {
  /** Path from the site root, e.g. /assets/index-B1Ff6Xjy.js. */
  path: string;
  kind: 'js' | 'css';
  /** How the page reaches it: named in the HTML, or only imported by another chunk. */
  via: 'html' | 'import';
  raw: number;
  /** gzip level 9 and brotli quality 11 with zlib, as the build precompresses them. */
  gzip: number;
  brotli: number;
  /** The sizes of the build's .gz and .br siblings the sandbox sends, when present. */
  servedGzip?: number;
  servedBrotli?: number;
}

export interface TransferTotals {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/** Same-origin script, modulepreload and stylesheet URLs of a page, in document order. */
export function pageAssets(html: string): { path: string; kind: 'js' | 'css' }[] {
  const assets: { path: string; kind: 'js' | 'css' }[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const url = /\s(?:src|href)="([^"]+)"/i.exec(tag)?.[1];
    if (!url?.startsWith('/') || url.startsWith('//')) continue;
    const rel = /\srel="([^"]+)"/i.exec(tag)?.[1]?.toLowerCase();
    if (tag.toLowerCase().startsWith('<script')) assets.push({ path: url, kind: 'js' });
    else if (rel === 'modulepreload') assets.push({ path: url, kind: 'js' });
    else if (rel === 'stylesheet') assets.push({ path: url, kind: 'css' });
  }
  return assets;
}

/** Relative static imports of a built module (`import ... from "./x.js"`, `import "./x.js"`), as site paths. */
export function staticImports(code: string, fromPath: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    found.add(posix.join(posix.dirname(fromPath), match[1] ?? ''));
  }
  return [...found];
}

function sizeIfExists(path: string): number | undefined {
  return existsSync(path) ? readFileSync(path).length : undefined;
}

function measure(dist: string, path: string, kind: 'js' | 'css', via: 'html' | 'import'): InitialFile {
  const file = join(dist, path);
  const data = readFileSync(file);
  return {
    path,
    kind,
    via,
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }).length,
    servedGzip: sizeIfExists(`${file}.gz`),
    servedBrotli: sizeIfExists(`${file}.br`),
  };
}

/** Every file the page at `dist/index.html` loads before its first render, measured. */
export function initialFiles(dist: string): InitialFile[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Map<string, InitialFile>();
  const queue = pageAssets(html).map((asset) => ({ ...asset, via: 'html' as const }));
  // The HTML's own entries first, so a file both listed and imported counts as listed.
  for (const asset of queue)
    if (!files.has(asset.path)) files.set(asset.path, measure(dist, asset.path, asset.kind, 'html'));
  const toFollow = [...files.values()].filter((file) => file.kind === 'js').map((file) => file.path);
  while (toFollow.length) {
    const path = toFollow.shift() ?? '';
    for (const imported of staticImports(readFileSync(join(dist, path), 'utf8'), path)) {
      if (files.has(imported) || !existsSync(join(dist, imported))) continue;
      files.set(imported, measure(dist, imported, 'js', 'import'));
      toFollow.push(imported);
    }
  }
  return [...files.values()];
}

export function totals(files: readonly InitialFile[]): TransferTotals {
  return {
    files: files.length,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    brotli: files.reduce((sum, file) => sum + file.brotli, 0),
  };
}
