// Builds the coupon engine as an npm package other teams install from a tarball:
//   node libs/coupon/core/package/build.mjs [outDir]   (default dist/libs/coupon/core)
// then `npm pack <outDir>`. The package is the engine only (what src/index.ts reaches; never
// src/state, never tests), ESM with declarations, and has no dependencies. The published
// manifest is written here from the library's package.json (the one place for the name and
// version) and the repository's license, so they cannot drift apart.
import { execFileSync } from 'node:child_process';
import { copyFile, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const packageDir = import.meta.dirname;
const libraryDir = resolve(packageDir, '..');
const workspaceRoot = resolve(libraryDir, '..', '..', '..');
const outDir = resolve(process.argv[2] ?? join(workspaceRoot, 'dist', 'libs', 'coupon', 'core'));

const library = JSON.parse(await readFile(join(libraryDir, 'package.json'), 'utf8'));
const workspace = JSON.parse(await readFile(join(workspaceRoot, 'package.json'), 'utf8'));

/** The published manifest. No dependencies: the engine needs nothing at run time. */
const manifest = {
  name: library.name,
  version: library.version,
  description:
    'Exact bet-slip (coupon) arithmetic and rules: payouts of every coupon type, systems, odds formats, validation. ESM, typed, no dependencies.',
  license: workspace.license,
  type: 'module',
  exports: {
    '.': { types: './index.d.ts', default: './index.js' },
    './package.json': './package.json',
  },
  main: './index.js',
  types: './index.d.ts',
  files: ['*.js', '*.d.ts', 'README.md', 'CHANGELOG.md'],
  sideEffects: false,
  engines: { node: '>=20' },
};

// A clean folder: files of an older build (a module since removed, the state of earlier
// builds) must never reach a tarball.
await rm(outDir, { recursive: true, force: true });

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(libraryDir, 'tsconfig.package.json'), '--outDir', outDir], {
  stdio: 'inherit',
});

// tsc rewrites `./x.ts` to `./x.js` in JavaScript but not in declarations (TypeScript issue
// 61037). Recent compilers accept `.ts` there, older ones and some editors do not: ship `.js`.
for (const file of await readdir(outDir)) {
  if (!file.endsWith('.d.ts')) continue;
  const path = join(outDir, file);
  const text = await readFile(path, 'utf8');
  await writeFile(path, text.replace(/((?:from|import\()\s*['"]\.\.?\/[^'"]*?)\.ts(['"])/g, '$1.js$2'));
}

await writeFile(join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
for (const file of ['README.md', 'CHANGELOG.md']) await copyFile(join(packageDir, file), join(outDir, file));
