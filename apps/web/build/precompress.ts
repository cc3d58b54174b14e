import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text files the browser fetches. Not .html: the sandbox renders every page itself (nonce, config)
 * and compresses it per answer. Not .map: only developer tools fetch maps, and brotli 11 on them
 * would double the build time for nothing a player downloads.
 */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.wasm']);

export interface PrecompressedFile {
  file: string;
  raw: number;
  br?: number;
  gz?: number;
}

/** Brotli at its best quality and gzip at level 9: done once per build, so the slow settings are free. */
export async function compressFile(path: string): Promise<PrecompressedFile> {
  const data = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: 9 }),
  ]);
  const result: PrecompressedFile = { file: path, raw: data.length };
  // A sibling that is not smaller would only cost bytes: the server then sends the file itself.
  if (br.length < data.length) {
    await writeFile(`${path}.br`, br);
    result.br = br.length;
  }
  if (gz.length < data.length) {
    await writeFile(`${path}.gz`, gz);
    result.gz = gz.length;
  }
  return result;
}

/** Writes `.br` and `.gz` next to every compressible file under `dir` (which the server sends instead). */
export async function precompressDir(dir: string): Promise<PrecompressedFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(files.map(compressFile));
}

/** Vite plugin: precompresses the build's output once it is written (apps/api README "Static files"). */
export function precompress(): Plugin {
  return {
    name: 'bet:precompress',
    apply: 'build',
    async writeBundle(options) {
      if (options.dir) await precompressDir(options.dir);
    },
  };
}
