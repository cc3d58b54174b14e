/**
 * Transfer-size benchmark (issue 16 "Speed"): what the home page loads before its first render
 * (its HTML's module scripts, modulepreloads and stylesheets, and their static imports), raw,
 * gzip 9 and brotli 11, and what the sandbox sends for them (the build's .br files; apps/api
 * README "Static files"). Reads the built files only: it builds and starts nothing.
 *
 *   npx nx build @bet/web                      # the benchmark builds nothing itself
 *   npx tsx tools/bench/transfer-size.ts       # a second or two; BENCH_DIST to read another build
 *
 * Writes results/transfer-size.json. Fails (exit 1) only when the build is missing; the
 * figure over the aim (initial JavaScript at most 160 KiB brotli) is marked, not failed.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { initialFiles, totals, type InitialFile } from './initial-files';

const ROOT = join(import.meta.dirname, '..', '..');
const DIST = process.env['BENCH_DIST'] ?? join(ROOT, 'dist', 'apps', 'web');
const RESULTS = join(import.meta.dirname, 'results');
/** Issue 16: the home route's initial JavaScript, brotli. */
const AIM_JS_BROTLI = 160 * 1024;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

if (!existsSync(join(DIST, 'index.html'))) {
  process.stderr.write(`[transfer-size] no build at ${DIST}: run \`npx nx build @bet/web\` first\n`);
  process.exit(1);
}

const files = initialFiles(DIST);
const of = (kind: InitialFile['kind']) => files.filter((file) => file.kind === kind);
/** What the sandbox sends a browser that takes br: the .br file, or the file itself when the build left none. */
const served = (list: readonly InitialFile[]) => list.reduce((sum, file) => sum + (file.servedBrotli ?? file.raw), 0);
const js = totals(of('js'));
const css = totals(of('css'));
const all = totals(files);
const notPreloaded = files.filter((file) => file.via === 'import').map((file) => file.path);

const result = {
  benchmark: 'transfer-size',
  date: new Date().toISOString(),
  node: process.version,
  page: '/ (index.html of the build)',
  js: { ...js, servedBrotli: served(of('js')) },
  css: { ...css, servedBrotli: served(of('css')) },
  total: { ...all, servedBrotli: served(files) },
  aim: { jsBrotliMax: AIM_JS_BROTLI, jsBrotli: js.brotli, status: js.brotli <= AIM_JS_BROTLI ? 'pass' : 'over' },
  // Chunks loaded before the first render that the HTML does not preload (each costs a round trip).
  notPreloaded,
  files,
};

mkdirSync(RESULTS, { recursive: true });
writeFileSync(join(RESULTS, 'transfer-size.json'), `${JSON.stringify(result, null, 2)}\n`);

const line = (name: string, t: { files: number; raw: number; gzip: number; brotli: number; servedBrotli: number }) =>
  `${name}: ${t.files} files, ${kib(t.raw)} raw, ${kib(t.gzip)} gzip, ${kib(t.brotli)} brotli; sent to a br browser: ${kib(t.servedBrotli)}`;
process.stdout.write(
  [
    `[transfer-size] ${DIST}`,
    line('JS ', result.js),
    line('CSS', result.css),
    line('all', result.total),
    `aim: initial JS at most ${kib(AIM_JS_BROTLI)} brotli: ${result.aim.status}`,
    `not preloaded by the HTML: ${notPreloaded.length ? notPreloaded.join(', ') : 'none'}`,
    `wrote ${join('tools', 'bench', 'results', 'transfer-size.json')}`,
    '',
  ].join('\n'),
);
