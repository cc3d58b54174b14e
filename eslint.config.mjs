import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import { localPlugin } from './tools/eslint/no-import-cycle.mjs';

/** What framework-free libraries may never import (DESIGN.md "Shape"). */
const uiPackages = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router/*',
  'react-redux',
  'react-i18next',
  '@testing-library/react',
  'react/*',
];

/**
 * The features: every folder under libs/ but shared. A feature's libraries are tagged
 * `scope:<folder>`, so a new feature gets its scope rule without an edit here.
 */
const features = readdirSync(join(import.meta.dirname, 'libs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

/** Cross-cutting services: any feature may use them. */
const services = [
  // The route table as data (paths, route ids, page themes): every feature links to pages.
  'routing',
  // The one way any feature tells the player something: `notify`, shown by the notification area.
  'notifications',
  // The player's time zone and clock (issue 12, spec 01 §3 timeZone / is12h): every time and date
  // any feature shows goes through its one formatting path, every player's day through its day math.
  'time-settings',
];

/** Feature -> feature edges besides the services, as [from, to]; each says why. */
const allowedEdges = [
  // Features that hold per-player data follow the session: its events (signedIn, loggedOut,
  // sessionEnded) and the signed-in player.
  ['consent', 'session'], // the agreement time is stored for the player who signs in
  ['office', 'session'], // history and print-coupon are dropped on logout
  ['payments', 'session'], // payment forms, history and requests are dropped on logout
  ['coupon', 'session'], // placing needs the signed-in player and account; a visitor is asked to sign in
  ['accounts', 'session'], // the accounts are read after sign-in and dropped on logout
  ['limits', 'session'], // limits load on sign-in, drop on logout; a reality check or session limit logs out (logoutDemanded)
  ['promotion', 'session'], // the promotions, the promo code check and the invited friends are the signed-in player's; dropped on logout
  ['profile', 'session'], // the personal data is the signed-in player's, dropped on logout; a save refreshes the user config (user_data)
  ['support', 'session'], // the chat, the inbox and their markers are the signed-in player's (user_msg_count); dropped on logout
  ['bonuses', 'session'], // bonuses, cashback, points and rewards are the signed-in player's; dropped on logout
  ['media', 'session'], // the video plays with the session's video token; a visitor is asked to sign in; signed out, videos close
  // Features whose screens follow the operator's site config and the chosen language.
  ['coupon', 'site'], // the coupon settings of the config, the language of the texts
  ['session', 'site'], // sign-in and registration follow the config's auth settings
  // Bridges: the feature that knows the other holds the bridge (ARCHITECTURE.md "How features talk").
  ['coupon', 'accounts'], // the coupon places from the active account; its account select changes it
  ['sportsbook', 'coupon'], // odds buttons add bets; the game feed updates the coupon's bets
  ['sportsbook', 'media'], // live rows and the game page show their game's video and zone icons and board
  ['office', 'coupon'], // the history shows payouts and coupon types with the coupon engine
  ['site', 'maintenance'], // the site's system pages show the maintenance window and notice
];

/** A feature depends on itself, the shared libraries, the services and its allow-listed edges. */
const scopeConstraints = features.map((feature) => ({
  sourceTag: `scope:${feature}`,
  onlyDependOnLibsWithTags: [
    feature,
    'shared',
    ...services,
    ...allowedEdges.filter(([from]) => from === feature).map(([, to]) => to),
  ].map((scope) => `scope:${scope}`),
}));

/** Boundaries by type and by scope (ARCHITECTURE.md "The layers"). */
const moduleBoundaries = {
  enforceBuildableLibDependency: true,
  // Test configs come from the presets package; it is tooling, not a dependency of the library.
  allow: ['@bet/vitest-presets'],
  depConstraints: [
    // Type: shared -> feature core -> feature ui -> app.
    { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:ui', 'type:core', 'type:util'] },
    { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:core', 'type:util'] },
    {
      sourceTag: 'type:core',
      onlyDependOnLibsWithTags: ['type:core', 'type:util'],
      bannedExternalImports: uiPackages,
    },
    {
      sourceTag: 'type:util',
      onlyDependOnLibsWithTags: ['type:util'],
      bannedExternalImports: uiPackages,
    },
    // Scope: the apps compose every feature; shared libraries know no feature.
    { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['*'] },
    { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['*'] },
    { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['*'] },
    { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['*'] },
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
    ...scopeConstraints,
  ],
};

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.nx',
      '**/storybook-static',
      '**/reports',
      '**/test-results',
      '**/playwright-report',
      '**/.data',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
      // Probe files that break the rules on purpose; tools/checks/module-boundaries.test.ts lints them.
      'tools/checks/fixtures',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: { '@nx/enforce-module-boundaries': ['error', moduleBoundaries] },
  },
  {
    // The coupon package ships only what src/index.ts reaches (libs/coupon/core/package/build.mjs);
    // its state entry, @bet/coupon/state, is workspace code and uses the workspace's ports, request
    // layer and contract like every other core library.
    files: ['libs/coupon/core/src/state/**'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', { ...moduleBoundaries, enforceBuildableLibDependency: false }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { local: localPlugin },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // An import cycle makes load order decide what is undefined at start-up, and a cycle of
      // type imports is two concepts that each need the other: both are refused.
      'local/no-import-cycle': 'error',
    },
  },
  {
    // Every e2e spec runs under the CSP guard (e2e/src/csp-guard.ts), which fails a test on any violation.
    files: ['e2e/src/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Take `test` from ./csp-guard: it fails the test on any CSP violation.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
];
