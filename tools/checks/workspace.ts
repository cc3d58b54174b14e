import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import type { PublicEntry } from './actions.ts';

export const workspaceRoot = join(import.meta.dirname, '..', '..');

/** A library under libs/: its package name, folder, Nx tags and public entries. */
export interface Library {
  name: string;
  dir: string;
  tags: string[];
  /** Subpath (`.`, `./state`, `./testing`) to file, relative to `dir`. */
  exports: Record<string, string>;
}

/** Every library: libs/<feature>/<core|ui> and libs/shared/<name>. */
export function libraries(root = workspaceRoot): Library[] {
  return readdirSync(join(root, 'libs')).flatMap((group) =>
    readdirSync(join(root, 'libs', group))
      .map((name) => join(root, 'libs', group, name))
      .filter((dir) => existsSync(join(dir, 'package.json')))
      .map((dir) => {
        const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        return { name: pkg.name, dir, tags: pkg.nx?.tags ?? [], exports: pkg.exports ?? {} };
      }),
  );
}

/** The public entries of the `type:core` libraries; testing entries are for tests only. */
export function corePublicEntries(root = workspaceRoot): PublicEntry[] {
  return libraries(root)
    .filter((library) => library.tags.includes('type:core'))
    .flatMap((library) =>
      Object.entries(library.exports)
        .filter(([subpath]) => !subpath.endsWith('testing'))
        .map(([subpath, file]) => ({
          entry: subpath === '.' ? library.name : `${library.name}/${subpath.slice(2)}`,
          file: join(library.dir, file),
        })),
    );
}

/** One program over every TypeScript file of libs/ and apps/, with the workspace's path aliases. */
export function workspaceProgram(root = workspaceRoot): ts.Program {
  const base = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile).config;
  const { options, fileNames } = ts.parseJsonConfigFileContent(
    {
      ...base,
      include: ['libs/**/*.ts', 'libs/**/*.tsx', 'apps/**/*.ts', 'apps/**/*.tsx'],
      exclude: ['**/node_modules', '**/dist'],
    },
    ts.sys,
    root,
  );
  return ts.createProgram(fileNames, { ...options, noEmit: true });
}
