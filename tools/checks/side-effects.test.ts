import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { libraries } from './workspace.ts';

/**
 * Issue 16: a route's initial JavaScript holds only what it uses. The bundler drops an unused
 * export of a barrel only when the package says its modules have no side effects; without it one
 * import of `@bet/contract` kept every call's zod schemas in the home page (12 KiB brotli). So every
 * library declares them: none for the cores and shared libraries, only its CSS for a ui library.
 */
describe('every library declares its side effects', () => {
  it.each(libraries().map((library) => [library.name, library.dir] as const))('%s', (_name, dir) => {
    const { sideEffects } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const allowed = [false, ['*.css']];
    expect(allowed).toContainEqual(sideEffects);
  });
});
