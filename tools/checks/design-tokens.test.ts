import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from './workspace.ts';

/**
 * Styles use the design tokens of libs/shared/ui/src/tokens.css (and properties a stylesheet
 * sets itself). A `var(--name)` that nothing defines is dropped by the browser, or silently
 * takes its fallback, so a theme never reaches it: every name used must be defined somewhere.
 */
function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Names set in CSS (`--x: ...`) or from code (`'--x'` in a style object or setProperty). */
function definedNames(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/(--[\w-]+)\s*:/g)) names.add(match[1] ?? '');
  }
  return names;
}

export function undefinedTokens(root = workspaceRoot): string[] {
  const files = [...cssFiles(join(root, 'libs')), ...cssFiles(join(root, 'apps', 'web', 'src'))];
  const defined = definedNames(files);
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/var\(\s*(--[\w-]+)/g)]
      .map((match) => match[1] ?? '')
      .filter((name) => !defined.has(name))
      .map((name) => `${relative(root, file)}: ${name}`),
  );
}

describe('design tokens (libs/shared/ui/src/tokens.css)', () => {
  it('every var(--name) in a stylesheet names a defined custom property', () => {
    expect(undefinedTokens()).toEqual([]);
  });
});
