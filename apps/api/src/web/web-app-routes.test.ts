import { mkdtempSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMBEDDED_CONFIG_ELEMENT_ID, errorBodySchema, parseEmbeddedConfig, siteConfigSchema } from '@bet/contract';
import type { SiteConfig } from '@bet/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '../db/schema';
import { useTestServer } from '../testing/test-server';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Orbit Bet</title>
    <script type="module" src="/assets/index-a1b2c3.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const SCRIPT = 'console.log("app");\n';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

const base = mkdtempSync(join(tmpdir(), 'bet-web-'));
const webDist = join(base, 'dist');

beforeAll(async () => {
  await mkdir(join(webDist, 'assets'), { recursive: true });
  // Next to the app, not in it: must never be served.
  await writeFile(join(base, 'secret.txt'), 'TOP-SECRET\n');
  await writeFile(join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(join(webDist, 'assets/index-a1b2c3.js'), SCRIPT);
  await writeFile(join(webDist, 'robots.txt'), 'User-agent: *\n');
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const server = useTestServer({ webDist });

/** The config a page carries, read the way the client does: the data block's text, parsed as JSON. */
function embeddedConfig(html: string): SiteConfig | undefined {
  const match = /<script nonce="[^"]+" type="application\/json" id="site-config">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) return undefined;
  // JSON.parse reads the \u003c escapes back.
  return siteConfigSchema.parse(parseEmbeddedConfig(match[1]));
}

const page = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ url, headers: { ...HTML, ...headers } });

describe('files of the built app', () => {
  it('serves hashed assets with their type and a long cache', async () => {
    const response = await server.app.inject('/assets/index-a1b2c3.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SCRIPT);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const head = await server.app.inject({ method: 'HEAD', url: '/assets/index-a1b2c3.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(SCRIPT.length));
  });

  it('serves other files revalidated', async () => {
    const response = await server.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404, never the page, for a missing file', async () => {
    for (const url of ['/assets/index-zzzz.js', '/favicon.ico', '/ru/logo.png']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(errorBodySchema.parse(response.json()).statusCode).toBe(404);
    }
  });

  it('never serves a file outside the folder', async () => {
    // inject() normalises dot segments like a browser; an encoded slash reaches the server as is.
    for (const url of ['/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/%2e%2e%2fsecret.txt']) {
      const response = await server.app.inject({ url, headers: HTML });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('TOP-SECRET');
    }
  });
});

describe('the page', () => {
  it('is index.html with the site config before </head>, uncached', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(
      new RegExp(`<script nonce="[^"]+" type="application/json" id="${EMBEDDED_CONFIG_ELEMENT_ID}">.*</script></head>`),
    );
    expect(response.body).toContain('<div id="root"></div>');
    expect(embeddedConfig(response.body)).toMatchObject({ lng: 'ru', geoCountryId: 1, companyName: 'Orbit Bet' });
    expect(response.body).toContain('<html lang="ru">');
  });

  it('is served for any page path and for /index.html', async () => {
    for (const url of ['/ru/line/football', '/en/user/login?return=1', '/index.html', '/ru/rules/1.2']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(embeddedConfig(response.body), url).toBeDefined();
    }
    // A plain fetch (Accept */*) of a page path gets the page too.
    expect((await server.app.inject({ url: '/en/casino', headers: { accept: '*/*' } })).statusCode).toBe(200);
    // A client that does not take HTML does not.
    expect((await server.app.inject({ url: '/en/casino', headers: { accept: 'application/json' } })).statusCode).toBe(
      404,
    );
  });

  it('takes the language from the path, then the lng cookie, then Accept-Language', async () => {
    const lng = async (url: string, headers: Record<string, string> = {}) =>
      embeddedConfig((await page(url, headers)).body)?.lng;
    expect(await lng('/en/line', { cookie: 'lng=ru', 'accept-language': 'ru' })).toBe('en');
    expect(await lng('/line', { cookie: 'lng=en', 'accept-language': 'ru' })).toBe('en');
    expect(await lng('/fr/line', { cookie: 'lng=uz', 'accept-language': 'fr, en-GB;q=0.8, ru;q=0.5' })).toBe('en');
    expect(await lng('/', { 'accept-language': 'fr-FR' })).toBe('ru');
    // German is offered (seeded with the lazily loaded languages).
    expect(await lng('/', { 'accept-language': 'de-DE, en;q=0.5' })).toBe('de');
  });

  it('gives a hidden language only to a signed-in user (ua cookie)', async () => {
    const lng = async (url: string, headers: Record<string, string> = {}) =>
      embeddedConfig((await page(url, headers)).body)?.lng;
    expect(await lng('/kz', { cookie: 'lng=en' })).toBe('en');
    expect(await lng('/', { 'accept-language': 'kz' })).toBe('ru');
    expect(await lng('/kz', { cookie: 'ua=1; lng=en' })).toBe('kz');
    expect(await lng('/', { cookie: 'ua=1; lng=kz' })).toBe('kz');
  });

  it('takes the country from the geo header', async () => {
    const config = embeddedConfig((await page('/ru', { 'x-geo-country-code': 'KZ' })).body);
    expect(config).toMatchObject({ geoCountryId: 66, geoCurrency: { id: 4 } });
  });

  it('carries no config while the embedConfig fault is off', async () => {
    await server.app.inject({ method: 'PUT', url: '/sandbox-api/control/faults', payload: { embedConfig: false } });
    const response = await page('/ru');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(EMBEDDED_CONFIG_ELEMENT_ID);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('escapes values so that none can close the script', async () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    await server.database.db.update(siteConfig).set({ companyName: hostile }).where(eq(siteConfig.id, 1));
    try {
      const html = (await page('/ru')).body;
      expect(html).not.toContain('alert(1)</script>');
      expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
      expect(html.match(/<\/script>/g)).toHaveLength(2); // the app's module script and ours
      expect(embeddedConfig(html)?.companyName).toBe(hostile);
    } finally {
      await server.database.db.update(siteConfig).set({ companyName: 'Orbit Bet' }).where(eq(siteConfig.id, 1));
    }
  });

  it('answers a 503 page saying how to build when the app is not built', async () => {
    await server.restart({ webDist: join(webDist, 'missing') });
    const response = await page('/ru');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('The web app is not built');
    expect(response.body).toContain('npx nx run @bet/web:build');
  });
});

describe('unknown API paths', () => {
  it('are 404 with the error body, whatever the method and Accept', async () => {
    await server.restart({ mode: 'production' });
    const cases = [
      { method: 'GET', url: '/web-api/nothing' },
      { method: 'GET', url: '/bff-api/config/unknown.json' },
      { method: 'GET', url: '/sandbox-api/control/faults' },
      { method: 'POST', url: '/bff-api/config/all.json' },
      { method: 'DELETE', url: '/limit-service-api/api/external/web/v3/limits' },
    ] as const;
    for (const { method, url } of cases) {
      const response = await server.app.inject({ method, url, headers: HTML });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(errorBodySchema.parse(response.json())).toMatchObject({
        statusCode: 404,
        errors: [{ code: 'not_found' }],
      });
    }
  });
});
