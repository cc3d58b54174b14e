/**
 * Issue 16 "a size budget per entry in `npm test` that fails when a change makes a route's initial
 * JavaScript grow past its budget". A route's initial JavaScript is what the page loads before it
 * can render that route on a fresh visit: the app's entry chunk, the lazy chunks of the route
 * (their page modules, named in size-budgets.json), and every chunk those import statically,
 * transitively (Vite's build manifest, `build.manifest: true` in apps/web/vite.config.ts). Sizes
 * are brotli (quality 11), as a browser that accepts br gets them. Pure but for `readBuild`, so
 * the check is proven to fail on a fixture manifest (size-budget.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** One chunk of Vite's `.vite/manifest.json`, keyed by its source module. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** size-budgets.json: per route, the lazy modules it needs on top of the entry, and its budget. */
export interface RouteBudget {
  /** An example address of the route, for the reader. */
  path: string;
  /** Manifest keys (source modules) of the route's lazy chunks; empty for a route in the entry. */
  chunks: string[];
  /** The most initial JavaScript it may load, brotli, in KiB (1,024 bytes). */
  budgetKiB: number;
}

export interface Budgets {
  /** The manifest key of the app's entry (index.html). */
  entry: string;
  /**
   * Lazy chunks every route loads before its first render besides the entry: the texts of the
   * language shown (the default ru's are measured; the app waits for them, main.tsx).
   */
  beforeFirstRender: string[];
  routes: Record<string, RouteBudget>;
}

export interface RouteSize {
  route: string;
  path: string;
  /** The files of its initial JavaScript, entry first. */
  files: string[];
  raw: number;
  brotli: number;
  budgetBytes: number;
  over: boolean;
}

export interface BudgetReport {
  routes: RouteSize[];
  /** What makes the check fail: a route over budget, a chunk the manifest lacks. */
  failures: string[];
}

const KIB = 1024;

/** The manifest keys of `start` and of every chunk they import statically, in load order. */
export function staticClosure(manifest: Manifest, start: readonly string[]): { keys: string[]; missing: string[] } {
  const keys: string[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) {
      missing.push(key);
      return;
    }
    keys.push(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  start.forEach(visit);
  return { keys, missing };
}

export function kib(bytes: number): string {
  return `${(bytes / KIB).toFixed(1)} KiB`;
}

/**
 * Every route's initial JavaScript against its budget. `sizeOf` gives a built file's raw and
 * brotli sizes. A route whose chunk the manifest does not know fails too: a renamed page module
 * must not silently leave its route unmeasured.
 */
export function checkBudgets(
  manifest: Manifest,
  budgets: Budgets,
  sizeOf: (file: string) => { raw: number; brotli: number },
): BudgetReport {
  const failures: string[] = [];
  if (!manifest[budgets.entry]?.isEntry) failures.push(`The build manifest has no entry ${budgets.entry}`);
  const routes = Object.entries(budgets.routes).map(([route, budget]) => {
    const { keys, missing } = staticClosure(manifest, [budgets.entry, ...budgets.beforeFirstRender, ...budget.chunks]);
    for (const key of missing.filter((key) => key !== budgets.entry)) {
      failures.push(
        `Route "${route}": the build has no chunk of ${key} (renamed or no longer lazy? size-budgets.json)`,
      );
    }
    const files = keys.flatMap((key) => manifest[key]?.file ?? []).filter((file) => file.endsWith('.js'));
    const sizes = files.map(sizeOf);
    const raw = sizes.reduce((sum, size) => sum + size.raw, 0);
    const brotli = sizes.reduce((sum, size) => sum + size.brotli, 0);
    const budgetBytes = Math.round(budget.budgetKiB * KIB);
    const over = brotli > budgetBytes;
    if (over) {
      failures.push(
        `Route "${route}" (${budget.path}): initial JavaScript ${kib(brotli)} brotli, over its budget of ` +
          `${kib(budgetBytes)} by ${kib(brotli - budgetBytes)} (${files.length} files)`,
      );
    }
    return { route, path: budget.path, files, raw, brotli, budgetBytes, over };
  });
  return { routes, failures };
}

/** A built file's sizes: raw, and brotli at quality 11 (what precompression at build time gives). */
export function fileSizes(path: string): { raw: number; brotli: number } {
  const bytes = readFileSync(path);
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }).length;
  return { raw: bytes.length, brotli };
}

/** The manifest of a build in `distDir` (dist/apps/web). */
export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Budgets report as lines: every route with its size and budget, then what failed. */
export function formatReport(report: BudgetReport): string[] {
  const width = Math.max(...report.routes.map((route) => route.route.length));
  const lines = report.routes.map(
    (route) =>
      `${route.over ? 'OVER' : 'ok  '} ${route.route.padEnd(width)}  ${kib(route.brotli).padStart(10)} brotli` +
      ` (budget ${kib(route.budgetBytes)}; ${kib(route.raw)} raw, ${route.files.length} files)`,
  );
  return [...lines, ...report.failures.map((failure) => `FAIL ${failure}`)];
}
