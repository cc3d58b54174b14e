// The two Vitest presets every library's vite.config.ts is made from, so a library's test
// config is one line: `export default coreProject(import.meta.dirname)` (node, no DOM) or
// `uiProject(import.meta.dirname)` (jsdom, React, the shared test set-up). Plain JavaScript:
// Vite loads config files before any TypeScript path alias resolves.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const workspaceRoot = join(fileURLToPath(import.meta.url), '..', '..', '..');

/** The project's name from its package.json: the report file and Vitest's project name. */
function projectName(dir) {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name;
}

/**
 * What every project's tests share: the workspace path aliases, and a JSON report per project
 * under reports/vitest that `npm test` counts.
 * @param {string} dir the project's folder
 * @param {import('vitest/config').ViteUserConfig['test']} test
 */
export function baseProject(dir, test = {}, extra = {}) {
  const name = projectName(dir);
  return defineConfig({
    root: dir,
    resolve: { tsconfigPaths: true },
    ...extra,
    test: {
      name,
      environment: 'node',
      include: ['src/**/*.test.ts'],
      reporters: ['default', 'json'],
      outputFile: { json: join(relative(dir, workspaceRoot), 'reports', 'vitest', `${name}.json`) },
      ...test,
    },
  });
}

/** A framework-free library: Node, `*.test.ts` only. */
export function coreProject(dir, test = {}) {
  return baseProject(dir, test);
}

/** A React library: jsdom, `*.test.ts(x)`, and the shared set-up (cleanup, dialog stand-in). */
export function uiProject(dir, test = {}) {
  return baseProject(
    dir,
    {
      environment: 'jsdom',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      setupFiles: ['@bet/ui/test-setup'],
      ...test,
    },
    { plugins: [react()] },
  );
}
