import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * DESIGN.md "Shape": core and util libraries never import React, react-dom, react-router or a
 * ui library. The lint rule enforcing it is checked here on probe files, so weakening the
 * config fails the tests, not only a future import.
 */
const root = join(import.meta.dirname, '..', '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function boundaryErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@nx/enforce-module-boundaries')
    .map((message) => message.message);
}

describe('module boundaries', () => {
  it.each([
    ["import { useState } from 'react';", 'libs/site/core/src/probe.ts'],
    ["import { createRoot } from 'react-dom/client';", 'libs/site/core/src/probe.ts'],
    ["import { Link } from 'react-router';", 'libs/shared/request/src/probe.ts'],
    ["import { Button } from '@bet/ui';", 'libs/site/core/src/probe.ts'],
    ["import { HomePage } from '@bet/site-ui';", 'libs/shared/contract/src/probe.ts'],
  ])('refuses %s in %s', async (code, file) => {
    expect(await boundaryErrors(`${code}\nexport const probe = 1;\n`, file)).not.toEqual([]);
  });

  it.each([
    ["import { useState } from 'react';", 'libs/site/ui/src/probe.tsx'],
    ["import { siteReducer } from '@bet/site';", 'libs/site/ui/src/probe.tsx'],
    ["import { getSiteConfig } from '@bet/contract';", 'libs/site/core/src/probe.ts'],
  ])('allows %s in %s', async (code, file) => {
    expect(await boundaryErrors(`${code}\nexport const probe = 1;\n`, file)).toEqual([]);
  });
});
