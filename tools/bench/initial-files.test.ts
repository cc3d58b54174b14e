import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialFiles, pageAssets, staticImports, totals } from './initial-files';

const HTML = `<!doctype html><html><head>
<script defer src="/zod-jitless.js"></script>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
<link rel="stylesheet" crossorigin href="/assets/index-c3.css">
<link rel="icon" href="/favicon.ico">
<script src="https://elsewhere.example/x.js"></script>
</head><body></body></html>`;

describe('pageAssets', () => {
  it('lists the same-origin scripts, modulepreloads and stylesheets, not icons or other origins', () => {
    expect(pageAssets(HTML)).toEqual([
      { path: '/zod-jitless.js', kind: 'js' },
      { path: '/assets/index-a1.js', kind: 'js' },
      { path: '/assets/vendor-b2.js', kind: 'js' },
      { path: '/assets/index-c3.css', kind: 'css' },
    ]);
  });
});

describe('staticImports', () => {
  it('finds minified static imports, not dynamic ones', () => {
    const code = 'import{a as b}from"./vendor-b2.js";import"./side-d4.js";const r=()=>import("./route-e5.js");';
    expect(staticImports(code, '/assets/index-a1.js')).toEqual(['/assets/vendor-b2.js', '/assets/side-d4.js']);
  });
});

describe('initialFiles (quick run of the transfer-size benchmark on a small build)', () => {
  let dist: string;
  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), 'bet-transfer-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), HTML);
    await writeFile(join(dist, 'zod-jitless.js'), 'globalThis.z=1;');
    const entry = `import{a}from"./vendor-b2.js";import"./side-d4.js";${'a();'.repeat(500)}import("./route-e5.js");`;
    await writeFile(join(dist, 'assets/index-a1.js'), entry);
    await writeFile(join(dist, 'assets/index-a1.js.gz'), gzipSync(entry));
    await writeFile(join(dist, 'assets/vendor-b2.js'), 'export const a=()=>1;');
    await writeFile(join(dist, 'assets/side-d4.js'), 'import"./vendor-b2.js";');
    await writeFile(join(dist, 'assets/route-e5.js'), 'export default 1;');
    await writeFile(join(dist, 'assets/index-c3.css'), 'body{margin:0}');
  });
  afterEach(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  it('measures what the page loads before its first render, and names what the HTML does not preload', () => {
    const files = initialFiles(dist);
    expect(files.map((file) => [file.path, file.via])).toEqual([
      ['/zod-jitless.js', 'html'],
      ['/assets/index-a1.js', 'html'],
      ['/assets/vendor-b2.js', 'html'],
      ['/assets/index-c3.css', 'html'],
      ['/assets/side-d4.js', 'import'],
    ]);
    const entry = files[1];
    expect(entry?.raw).toBeGreaterThan(2000);
    expect(entry?.brotli).toBeLessThan(entry?.gzip ?? 0);
    expect(entry?.servedGzip).toBeGreaterThan(0);
    expect(entry?.servedBrotli).toBeUndefined();
    const sum = totals(files);
    expect(sum.files).toBe(5);
    expect(sum.raw).toBe(files.reduce((total, file) => total + file.raw, 0));
  });
});
