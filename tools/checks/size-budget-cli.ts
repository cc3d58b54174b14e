/**
 * `npx tsx tools/checks/size-budget-cli.ts` after `npx nx build @bet/web`: every route's initial
 * JavaScript (size-budget.ts) against tools/checks/size-budgets.json; exits 1 naming each route
 * over its budget. Writes the figures to reports/size-budget.json; with `--record`, to
 * tools/bench/results/route-sizes.json too (the figures tools/bench/README.md quotes).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { TEXT_PACK_NAMES, TEXT_PACKS } from '@bet/i18n';
import { packKeysIn } from './pack-keys';
import { checkBudgets, fileSizes, formatReport, kib, readManifest, type Budgets } from './size-budget';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist', 'apps', 'web');
const budgets = JSON.parse(readFileSync(join(import.meta.dirname, 'size-budgets.json'), 'utf8')) as Budgets & {
  homeAimKiB: number;
};

if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
  console.error('No build manifest in dist/apps/web/.vite: run `npx nx build @bet/web` first.');
  process.exit(1);
}

const report = checkBudgets(readManifest(dist), budgets, (file) => fileSizes(join(dist, file)));
for (const line of formatReport(report)) console.log(line);
// The aim for the home route, said every run until it is reached (it is not a budget yet).
const home = report.routes.find((route) => route.route === 'home');
if (home && home.brotli > budgets.homeAimKiB * 1024) {
  console.log(
    `\nThe home route's ${kib(home.brotli)} is ${kib(home.brotli - budgets.homeAimKiB * 1024)} over the issue's aim of ${budgets.homeAimKiB} KiB.`,
  );
}

const figures = {
  measured: new Date().toISOString(),
  what: 'per route: the entry chunk, the route lazy chunks and their static imports (JavaScript only), brotli quality 11',
  routes: Object.fromEntries(
    report.routes.map((route) => [
      route.route,
      { path: route.path, brotli: route.brotli, raw: route.raw, budget: route.budgetBytes, files: route.files },
    ]),
  ),
};
const outputs = [join(root, 'reports', 'size-budget.json')];
if (process.argv.includes('--record')) outputs.push(join(root, 'tools', 'bench', 'results', 'route-sizes.json'));
for (const output of outputs) {
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, `${JSON.stringify(figures, null, 2)}\n`);
}

// Text packs load with their pages: the files before the first render must not name their keys (pack-keys.ts).
const packs = Object.fromEntries(
  await Promise.all(TEXT_PACK_NAMES.map(async (pack) => [pack, Object.keys(await TEXT_PACKS[pack]('en'))] as const)),
);
const early = (home?.files ?? []).map((file) => ({ file, code: readFileSync(join(dist, file), 'utf8') }));
const packKeyUses = packKeysIn(early, packs);
for (const use of packKeyUses) {
  console.error(`${use.file} names ${use.key} of the text pack ${use.pack}, which loads only with its pages.`);
}

if (report.failures.length > 0) {
  console.error(`\n${report.failures.length} size budget(s) failed (tools/checks/size-budgets.json).`);
  process.exit(1);
}
if (packKeyUses.length > 0) {
  console.error(
    '\nA text of a page-only pack is read before its page loads: move it to the core texts or the code to the page.',
  );
  process.exit(1);
}
console.log(
  `\nEvery route within its budget (${report.routes.length} routes); no text pack key before the first render.`,
);
