import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-server';

let webDist = '';
beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-AbC123.js"></script></head><body></body></html>',
  );
});
afterAll(async () => {
  await rm(webDist, { recursive: true, force: true });
});

const server = useTestServer();

describe('application version (spec 02 §4 "Application version")', () => {
  it('serves the entry script of the built app as its version', async () => {
    await server.restart({ webDist });
    const answer = await server.app.inject({ url: '/web-api/app/version' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({ version: 'index-AbC123.js' });
  });

  it('serves null when no app is built', async () => {
    expect((await server.app.inject({ url: '/web-api/app/version' })).json()).toEqual({ version: null });
  });

  it('serves the control API override (appVersionOverride) until it is cleared', async () => {
    await server.restart({ webDist });
    await server.app.inject({
      method: 'PUT',
      url: '/sandbox-api/control/faults',
      payload: { appVersionOverride: 'next' },
    });
    expect((await server.app.inject({ url: '/web-api/app/version' })).json()).toEqual({ version: 'next' });
    await server.app.inject({ method: 'POST', url: '/sandbox-api/control/reset' });
    expect((await server.app.inject({ url: '/web-api/app/version' })).json()).toEqual({ version: 'index-AbC123.js' });
  });
});

describe('SEO page data (spec 01 §3 / 02 §3)', () => {
  it('answers the home page with the company name in the title, mirror canonical and an alternate per visible language', async () => {
    const answer = await server.app.inject({
      url: '/web-api/seo/page-data?path=/&lang=en',
      headers: { host: 'bet.test' },
    });
    expect(answer.statusCode).toBe(200);
    const data = answer.json();
    expect(data.title).toMatch(/^Sports betting and online casino \| .+/);
    expect(data.customCanonical).toEqual({ mode: 'mirror', domain: { host: 'www.bet.example' } });
    expect(data.alternates).toContainEqual({ hreflang: 'en', href: 'http://bet.test/en/' });
    expect(data.alternates).toContainEqual({ hreflang: 'ru', href: 'http://bet.test/ru/' });
  });

  it('answers empty data for a page it has none for', async () => {
    const data = (await server.app.inject({ url: '/web-api/seo/page-data?path=/nowhere&lang=ru' })).json();
    expect(data).toMatchObject({ title: '', description: '', metaRobots: null, customCanonical: null });
  });

  it('refuses a language the site does not have and a path without a slash', async () => {
    expect((await server.app.inject({ url: '/web-api/seo/page-data?path=/&lang=xx' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/web-api/seo/page-data?path=home&lang=en' })).statusCode).toBe(400);
  });
});
