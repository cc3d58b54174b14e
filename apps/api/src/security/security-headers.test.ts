import { mkdtempSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSP_REPORT_PATH, EMBEDDED_CONFIG_ELEMENT_ID, getCspReports, parseEmbeddedConfig } from '@bet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-server';

/** index.html as Vite builds it: a module script, modulepreload links and stylesheets. */
const INDEX_HTML = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="utf-8" />
    <title>Orbit Bet</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;
const HTML = { accept: 'text/html' };
const PAYMENT = 'http://localhost:3461';
const MEDIA = 'http://localhost:3462';
const GAME = 'http://localhost:3993';

const base = mkdtempSync(join(tmpdir(), 'bet-csp-'));
const webDist = join(base, 'dist');
beforeAll(async () => {
  await mkdir(join(webDist, 'assets'), { recursive: true });
  await writeFile(join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(join(webDist, 'assets/index-a1.js'), 'console.log(1);\n');
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const server = useTestServer({ webDist, paymentProviderUrl: PAYMENT, mediaProviderUrl: MEDIA, gameProviderUrl: GAME });

/** The policy's directives by name. */
function directives(policy: unknown): Map<string, string[]> {
  expect(typeof policy).toBe('string');
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

const nonceOf = (policy: unknown) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(policy))?.[1];

describe('the CSP of the site (apps/api README "Security headers and CSP")', () => {
  it('is strict and nonce-based on every page answer', async () => {
    const response = await server.app.inject({ url: '/ru/line', headers: HTML });
    expect(response.statusCode).toBe(200);
    const policy = directives(response.headers['content-security-policy']);
    const nonce = nonceOf(response.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 16 random bytes
    expect(policy.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-');
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual([MEDIA, GAME]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'", PAYMENT]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('report-uri')).toEqual([CSP_REPORT_PATH]);
    expect(policy.get('report-to')).toEqual(['csp']);
    expect(response.headers['reporting-endpoints']).toBe(`csp="${CSP_REPORT_PATH}"`);
  });

  it('has a fresh nonce in every answer, and puts it on every script, style and link tag', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await server.app.inject({ url: '/en', headers: HTML });
      const nonce = nonceOf(response.headers['content-security-policy']);
      expect(nonce).toBeDefined();
      nonces.add(nonce ?? '');
      const tags = response.body.match(/<(script|style|link)\b[^>]*>/g) ?? [];
      expect(tags.length).toBe(4); // the module script, the modulepreload, the stylesheet, the config block
      for (const tag of tags) expect(tag, tag).toContain(` nonce="${nonce}"`);
      expect(response.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    }
    expect(nonces.size).toBe(5);
  });

  it('carries the site config as a JSON data block, never as script the browser runs', async () => {
    const { body } = await server.app.inject({ url: '/ru', headers: HTML });
    const blocks = [...body.matchAll(/<script\b([^>]*)>(.*?)<\/script>/gs)];
    const config = blocks.find(([, attributes]) => attributes?.includes(`id="${EMBEDDED_CONFIG_ELEMENT_ID}"`));
    expect(config?.[1]).toContain('type="application/json"');
    expect(parseEmbeddedConfig(config?.[2])).toMatchObject({ lng: 'ru', companyName: 'Orbit Bet' });
    // Only the app's module script has a src; no inline script other than the data block remains.
    for (const [, attributes, content] of blocks) {
      if (attributes?.includes('src=')) expect(content).toBe('');
      else expect(attributes).toContain('type="application/json"');
    }
    expect(body).not.toContain('window.');
  });

  it('is on the not-built page too', async () => {
    await server.restart({ webDist: join(base, 'missing') });
    const response = await server.app.inject({ url: '/ru', headers: HTML });
    expect(response.statusCode).toBe(503);
    expect(nonceOf(response.headers['content-security-policy'])).toBeDefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the other security headers', () => {
  it('are on every answer of the site origin: pages, files, API answers and errors', async () => {
    const answers = await Promise.all([
      server.app.inject({ url: '/ru', headers: HTML }),
      server.app.inject('/assets/index-a1.js'),
      server.app.inject('/bff-api/config/all.json'),
      server.app.inject('/web-api/nothing'),
    ]);
    for (const response of answers) {
      const where = `${response.statusCode} ${response.headers['content-type']}`;
      expect(response.headers['x-content-type-options'], where).toBe('nosniff');
      expect(response.headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-opener-policy'], where).toBe('same-origin');
      expect(response.headers['x-frame-options'], where).toBe('SAMEORIGIN');
      expect(response.headers['permissions-policy'], where).toMatch(/(^|, )camera=\(\)/);
      expect(String(response.headers['permissions-policy']), where).toMatch(
        /geolocation=\(\).*microphone=\(\).*payment=\(\)/,
      );
      expect(response.headers['content-security-policy'], where).toBeDefined();
      // Demo and test run over plain HTTP: no HSTS.
      expect(response.headers['strict-transport-security'], where).toBeUndefined();
    }
  });

  it('add HSTS in production mode only', async () => {
    await server.restart({ mode: 'production' });
    const response = await server.app.inject({ url: '/ru', headers: HTML });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await server.restart({ mode: 'demo' });
    expect(
      (await server.app.inject({ url: '/ru', headers: HTML })).headers['strict-transport-security'],
    ).toBeUndefined();
  });
});

describe('the CSP report endpoint', () => {
  const reports = async () =>
    getCspReports.response.parse((await server.app.inject({ url: getCspReports.path })).json()).reports;

  it('records a report-uri report (application/csp-report)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://localhost:3460/ru',
          'blocked-uri': 'inline',
          'effective-directive': 'script-src-elem',
          disposition: 'enforce',
          'source-file': 'http://localhost:3460/ru',
          'line-number': 7,
          'script-sample': 'alert(1)',
        },
      }),
    });
    expect(response.statusCode).toBe(204);
    expect(await reports()).toEqual([
      {
        receivedAt: new Date(server.clock.now()).toISOString(),
        documentUrl: 'http://localhost:3460/ru',
        blockedUrl: 'inline',
        effectiveDirective: 'script-src-elem',
        disposition: 'enforce',
        sourceFile: 'http://localhost:3460/ru',
        lineNumber: 7,
        sample: 'alert(1)',
      },
    ]);
    const read = await server.app.inject({ url: getCspReports.path });
    expect(read.headers['cache-control']).toBe('no-store');
  });

  it('records report-to batches (application/reports+json) and ignores other report types', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([
        {
          type: 'csp-violation',
          url: 'http://localhost:3460/en',
          body: {
            documentURL: 'http://localhost:3460/en',
            blockedURL: 'http://evil.example/x.js',
            effectiveDirective: 'script-src-elem',
            disposition: 'enforce',
            sourceFile: null,
            lineNumber: 0,
            sample: '',
          },
        },
        { type: 'deprecation', body: { id: 'x' } },
      ]),
    });
    expect(response.statusCode).toBe(204);
    expect(await reports()).toMatchObject([
      { blockedUrl: 'http://evil.example/x.js', effectiveDirective: 'script-src-elem', sourceFile: null },
    ]);
  });

  it('answers 204 and records nothing for a body that is no report', async () => {
    for (const payload of ['not json', '{"csp-report": 1}', '[]']) {
      const response = await server.app.inject({
        method: 'POST',
        url: CSP_REPORT_PATH,
        headers: { 'content-type': 'application/csp-report' },
        payload,
      });
      expect(response.statusCode, payload).toBe(204);
    }
    expect(await reports()).toEqual([]);
  });

  it('keeps accepting reports in production, where the control call is gone', async () => {
    await server.restart({ mode: 'production' });
    const post = await server.app.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': 'application/json' },
      payload: { 'csp-report': { 'blocked-uri': 'eval', 'effective-directive': 'script-src' } },
    });
    expect(post.statusCode).toBe(204);
    expect((await server.app.inject({ url: getCspReports.path })).statusCode).toBe(404);
  });
});
