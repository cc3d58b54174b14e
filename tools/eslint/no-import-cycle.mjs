// ESLint rule `local/no-import-cycle`: no module may reach itself through relative imports,
// type-only imports included. `import-x/no-cycle` skips `import type`, but a cycle of types is a
// cycle of concepts all the same (two files that each need the other are one concept, or share
// a third file): ARCHITECTURE.md "Lint". Imports of other libraries (`@bet/...`) are not
// followed: a cycle between projects is refused by @nx/enforce-module-boundaries.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;

/** The file a relative specifier names, as TypeScript and Vite resolve it; null for a package or a non-code file. */
function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [];
  if (CODE.test(base)) {
    candidates.push(base);
    // `./x.js` in source means `./x.ts` (NodeNext style).
    if (/\.(js|jsx|mjs)$/.test(base)) {
      const stem = base.replace(/\.(js|jsx|mjs)$/, '');
      candidates.push(`${stem}.ts`, `${stem}.tsx`, `${stem}.mts`);
    }
  }
  for (const extension of ['.ts', '.tsx', '.mts', '.mjs', '.js']) candidates.push(`${base}${extension}`);
  candidates.push(join(base, 'index.ts'), join(base, 'index.tsx'));
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/** Every relative module a file imports or re-exports, types and dynamic imports included (read from disk, cached). */
const importsCache = new Map();
function importsOf(file) {
  let targets = importsCache.get(file);
  if (!targets) {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const { importedFiles } = ts.preProcessFile(text, true, true);
    targets = [...new Set(importedFiles.map((entry) => resolveRelative(file, entry.fileName)).filter(Boolean))];
    importsCache.set(file, targets);
  }
  return targets;
}

/** A shortest import path from `from` to `to`, as files; null when `to` cannot be reached. */
function pathBetween(from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === to) {
      const path = [];
      for (let at = file; at !== null; at = previous.get(at)) path.unshift(at);
      return path;
    }
    for (const next of importsOf(file)) {
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses import cycles between the modules of a project, type-only imports included' },
    schema: [],
    messages: { cycle: 'Import cycle: {{path}}. Move what both need into a file of its own.' },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveRelative(file, specifier);
      if (!target || target === file) return;
      const back = pathBetween(target, file);
      if (!back) return;
      const path = [file, ...back].map((entry) => relative(root, entry)).join(' -> ');
      context.report({ node: node.source, messageId: 'cycle', data: { path } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const localPlugin = { rules: { 'no-import-cycle': noImportCycle } };
