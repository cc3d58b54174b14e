import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { libraries, workspaceRoot as root } from './workspace.ts';

/**
 * ARCHITECTURE.md "The rules that hold it": the lint rules are checked here on probes, so
 * weakening the config fails the tests, not only a future import.
 * - Type: core and util libraries never import React, react-dom, react-router or a ui library.
 * - Scope: a feature imports only itself, the shared libraries, the services and the features
 *   its allow-list entry names; shared libraries import no feature; the apps compose them all.
 * - Cycles: two modules that import each other are refused (type-only imports do not count).
 */
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function messages(code: string, file: string, rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1;\n`, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

const boundaryErrors = (code: string, file: string) => messages(code, file, '@nx/enforce-module-boundaries');

describe('module boundaries by type', () => {
  it.each([
    ["import { useState } from 'react';", 'libs/site/core/src/probe.ts'],
    ["import { createRoot } from 'react-dom/client';", 'libs/site/core/src/probe.ts'],
    ["import { Link } from 'react-router';", 'libs/shared/request/src/probe.ts'],
    ["import { Button } from '@bet/ui';", 'libs/site/core/src/probe.ts'],
    ["import { HomePage } from '@bet/site-ui';", 'libs/shared/contract/src/probe.ts'],
    ["import { NotificationArea } from '@bet/notifications-ui';", 'libs/consent/core/src/probe.ts'],
  ])('refuses %s in %s', async (code, file) => {
    expect(await boundaryErrors(code, file)).not.toEqual([]);
  });

  it.each([
    ["import { useState } from 'react';", 'libs/site/ui/src/probe.tsx'],
    ["import { siteReducer } from '@bet/site';", 'libs/site/ui/src/probe.tsx'],
    ["import { getSiteConfig } from '@bet/contract';", 'libs/site/core/src/probe.ts'],
  ])('allows %s in %s', async (code, file) => {
    expect(await boundaryErrors(code, file)).toEqual([]);
  });
});

describe('module boundaries by scope', () => {
  it.each([
    // A feature outside the allow-list: the sportsbook knows nothing of the office.
    ["import { historyOpened } from '@bet/office';", 'libs/sportsbook/ui/src/probe.tsx'],
    // An allowed edge has a direction: the site shows maintenance, maintenance does not know the site.
    ["import { selectLanguage } from '@bet/site';", 'libs/maintenance/core/src/probe.ts'],
    // The session is followed by the features that hold per-player data, not by the site.
    ["import { signedIn } from '@bet/session';", 'libs/site/core/src/probe.ts'],
    // A feature's ui is bound like its core.
    ["import { ConnectedOddsButton } from '@bet/sportsbook-ui';", 'libs/office/ui/src/probe.tsx'],
    // Shared libraries know no feature.
    ["import { notify } from '@bet/notifications';", 'libs/shared/ui/src/probe.tsx'],
  ])('refuses %s in %s', async (code, file) => {
    const errors = await boundaryErrors(code, file);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^A project tagged with "scope:[a-z-]+" can only depend on libs tagged with/);
  });

  it.each([
    // Allow-listed edges.
    ["import { betAddRequested } from '@bet/coupon/state';", 'libs/sportsbook/ui/src/probe.tsx'],
    ["import { calcPayout } from '@bet/coupon';", 'libs/office/core/src/probe.ts'],
    ["import { loggedOut } from '@bet/session';", 'libs/office/core/src/probe.ts'],
    // Services any feature may use.
    ["import { routePath } from '@bet/routing';", 'libs/site/ui/src/probe.tsx'],
    ["import { notify } from '@bet/notifications';", 'libs/consent/core/src/probe.ts'],
    // Shared libraries and the feature's own.
    ["import { createApiClient } from '@bet/request';", 'libs/office/core/src/probe.ts'],
    ["import { systemClock } from '@bet/platform';", 'libs/sportsbook/core/src/probe.ts'],
    ["import { officeReducer } from '@bet/office';", 'libs/office/ui/src/probe.tsx'],
    // The apps compose every feature.
    ["import { historyOpened } from '@bet/office';", 'apps/web/src/probe.ts'],
    ["import { SportsbookHome } from '@bet/sportsbook-ui';", 'apps/web/src/probe.tsx'],
  ])('allows %s in %s', async (code, file) => {
    expect(await boundaryErrors(code, file)).toEqual([]);
  });

  it('has a scope rule for every library', async () => {
    const config = await eslint.calculateConfigForFile(join(root, 'libs/site/core/src/index.ts'));
    const [, options] = config.rules['@nx/enforce-module-boundaries'];
    const ruled = new Set(options.depConstraints.map((constraint: { sourceTag?: string }) => constraint.sourceTag));
    const scopes = libraries().map((library) => library.tags.find((tag) => tag.startsWith('scope:')));
    expect(scopes.filter((scope) => !ruled.has(scope))).toEqual([]);
  });
});

describe('import cycles', () => {
  // The probe files are ignored by the normal lint; this instance reads them anyway.
  const fixtures = join(root, 'tools', 'checks', 'fixtures');

  async function cycleErrors(folder: string): Promise<string[]> {
    const prober = new ESLint({ cwd: root, ignore: false });
    const results = await prober.lintFiles([join(fixtures, folder)]);
    return results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'local/no-import-cycle')
        .map((message) => `${result.filePath.slice(fixtures.length + 1)}: ${message.message}`),
    );
  }

  it('refuses two modules that import each other, with or without the .ts extension', async () => {
    expect(await cycleErrors('import-cycle')).toEqual([
      expect.stringMatching(/^import-cycle\/first.ts: Import cycle: .*first.ts -> .*second.ts -> .*first.ts\./),
      expect.stringMatching(/^import-cycle\/second.ts: Import cycle: .*second.ts -> .*first.ts -> .*second.ts\./),
    ]);
  });

  it('refuses a cycle of type-only imports too: two concepts that each need the other', async () => {
    expect(await cycleErrors('type-cycle')).toEqual([
      expect.stringMatching(/^type-cycle\/order-line.ts: Import cycle: /),
      expect.stringMatching(/^type-cycle\/order.ts: Import cycle: /),
    ]);
  });

  it('follows no import of another library: a cycle between projects is for the boundaries rule', async () => {
    expect(await cycleErrors('no-cycle')).toEqual([]);
  });
});
