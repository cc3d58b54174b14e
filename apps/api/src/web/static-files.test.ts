import { mkdtempSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-server';

/** Issue 16 "Speed": every static file served compressed, cached by its kind (apps/api README "Static files"). */

const SCRIPT = `export const rows = [${'"a row of the live list", '.repeat(400)}];\n`;
const STYLE = '.row { display: flex; gap: 4px; }\n'.repeat(100);
const BR = brotliCompressSync(SCRIPT);
const GZ = gzipSync(SCRIPT, { level: 9 });
const INDEX_HTML = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="utf-8" />
    <title>Orbit Bet</title>
    <script type="module" crossorigin src="/assets/index-a1b2c3.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/route-home-d4e5f6.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3d4.css">
  </head>
  <body><div id="root"></div>${'<!-- padding so that the page is worth compressing -->'.repeat(40)}</body>
</html>
`;
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const BROWSER = 'gzip, deflate, br, zstd';

const base = mkdtempSync(join(tmpdir(), 'bet-static-'));
const webDist = join(base, 'dist');

beforeAll(async () => {
  await mkdir(join(webDist, 'assets'), { recursive: true });
  await writeFile(join(webDist, 'index.html'), INDEX_HTML);
  // As the build leaves them (apps/web/build/precompress.ts).
  await writeFile(join(webDist, 'assets/index-a1b2c3.js'), SCRIPT);
  await writeFile(join(webDist, 'assets/index-a1b2c3.js.br'), BR);
  await writeFile(join(webDist, 'assets/index-a1b2c3.js.gz'), GZ);
  // A build that left only gzip beside the style: br is asked for, gzip is what there is.
  await writeFile(join(webDist, 'assets/index-c3d4.css'), STYLE);
  await writeFile(join(webDist, 'assets/index-c3d4.css.gz'), gzipSync(STYLE));
  // Not hashed, not compressed (too small to gain).
  await writeFile(join(webDist, 'zod-jitless.js'), 'globalThis.__zod = 1;\n');
  // The build's manifest names the language chunks (language-preload.ts).
  await mkdir(join(webDist, '.vite'), { recursive: true });
  await writeFile(
    join(webDist, '.vite/manifest.json'),
    JSON.stringify({ '../../libs/shared/i18n/src/locales/ru-core.ts': { file: 'assets/ru-f7a8.js' } }),
  );
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const server = useTestServer({ webDist });

const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  server.app.inject({
    method,
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('a hashed script', () => {
  it('is the brotli file when the browser takes br, with its own length, type and a year of cache', async () => {
    const response = await get('/assets/index-a1b2c3.js', BROWSER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBe(String(BR.length));
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(BR.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('is the gzip file for a client without br', async () => {
    const response = await get('/assets/index-a1b2c3.js', 'gzip, deflate');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBe(String(GZ.length));
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('is the file itself, still with Vary, for a client that takes neither', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate', '']) {
      const response = await get('/assets/index-a1b2c3.js', acceptEncoding);
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(response.headers['content-length'], acceptEncoding).toBe(String(SCRIPT.length));
      expect(response.headers['vary'], acceptEncoding).toMatch(/accept-encoding/i);
      expect(response.body, acceptEncoding).toBe(SCRIPT);
    }
  });

  it('respects q=0: an encoding refused is never sent', async () => {
    expect((await get('/assets/index-a1b2c3.js', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/index-a1b2c3.js', 'gzip;q=0, br;q=0.5')).headers['content-encoding']).toBe('br');
    const neither = await get('/assets/index-a1b2c3.js', 'br;q=0, gzip;q=0');
    expect(neither.headers['content-encoding']).toBeUndefined();
    expect(neither.body).toBe(SCRIPT);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/assets/index-a1b2c3.js', BROWSER, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(BR.length));
    expect(head.headers['vary']).toMatch(/accept-encoding/i);
    expect(head.rawPayload).toHaveLength(0);
  });

  it('answers 304 to a revalidation with its ETag, per encoding', async () => {
    const first = await get('/assets/index-a1b2c3.js', BROWSER);
    const etag = first.headers['etag'];
    expect(etag).toBeTruthy();
    const again = await server.app.inject({
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': BROWSER, 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    // The gzip file is another representation: another tag.
    expect((await get('/assets/index-a1b2c3.js', 'gzip')).headers['etag']).not.toBe(etag);
  });
});

describe('other files', () => {
  it('fall back to the next encoding when the build left no .br', async () => {
    const response = await get('/assets/index-c3d4.css', BROWSER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(response.rawPayload).toString()).toBe(STYLE);
  });

  it('are sent as they are when they have no compressed sibling, revalidated each time', async () => {
    const response = await get('/zod-jitless.js', BROWSER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String('globalThis.__zod = 1;\n'.length));
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keep the security headers', async () => {
    const response = await get('/assets/index-a1b2c3.js', BROWSER);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeTruthy();
  });
});

describe('the page', () => {
  it('is compressed per answer, never stored, and keeps its preload links with the nonce', async () => {
    const response = await server.app.inject({ url: '/ru', headers: { ...HTML, 'accept-encoding': BROWSER } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-store');
    const html = brotliDecompressSync(response.rawPayload).toString();
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(
      `<link nonce="${nonce}" rel="modulepreload" crossorigin href="/assets/route-home-d4e5f6.js">`,
    );
    expect(html).toContain(`<link nonce="${nonce}" rel="stylesheet" crossorigin href="/assets/index-c3d4.css">`);
    expect(html).toContain(`<script nonce="${nonce}" type="module" crossorigin src="/assets/index-a1b2c3.js">`);
  });

  it('preloads the texts of the language it embeds (issue 16: no round trip before the first render)', async () => {
    const response = await server.app.inject({ url: '/ru', headers: HTML });
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(response.body).toContain(
      `<link nonce="${nonce}" rel="modulepreload" crossorigin href="/assets/ru-f7a8.js">`,
    );
  });

  it('is gzip for a client without br and plain for one that takes neither', async () => {
    const gzip = await server.app.inject({ url: '/ru', headers: { ...HTML, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('id="site-config"');
    const plain = await server.app.inject({ url: '/ru', headers: HTML });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('id="site-config"');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await server.app.inject({
      method: 'HEAD',
      url: '/ru',
      headers: { ...HTML, 'accept-encoding': BROWSER },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['cache-control']).toBe('no-store');
    expect(head.rawPayload).toHaveLength(0);
  });
});
