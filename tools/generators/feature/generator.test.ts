import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { featureGenerator } from './generator.ts';

/** A workspace in memory with the real tsconfig.base.json and Prettier config, and one feature. */
let tree: Tree;
const root = join(import.meta.dirname, '..', '..', '..');
const realPaths = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;

beforeEach(() => {
  tree = createTreeWithEmptyWorkspace({ formatter: 'none' });
  tree.write('tsconfig.base.json', JSON.stringify({ compilerOptions: { paths: realPaths } }, null, 2));
  // formatFiles reads the Prettier options of an in-memory tree from its `.prettierrc`.
  tree.write('.prettierrc', readFileSync(join(root, '.prettierrc.json'), 'utf8'));
  tree.write('libs/coupon/core/package.json', JSON.stringify({ name: '@bet/coupon' }));
});

describe('nx g @bet/tools:feature', () => {
  it('creates the core and ui libraries in the house shape', async () => {
    await featureGenerator(tree, { name: 'favourite-teams' });
    const core = 'libs/favourite-teams/core';
    const ui = 'libs/favourite-teams/ui';
    expect(
      [
        'package.json',
        'tsconfig.json',
        'vite.config.ts',
        'README.md',
        'src/index.ts',
        'src/favourite-teams-slice.ts',
        'src/selectors.ts',
        'src/favourite-teams-saga.ts',
        'src/favourite-teams-deps.ts',
        'src/testing.ts',
        'src/favourite-teams-saga.test.ts',
      ].filter((file) => !tree.exists(`${core}/${file}`)),
    ).toEqual([]);
    expect(
      [
        'package.json',
        'tsconfig.json',
        'vite.config.ts',
        'README.md',
        'src/index.ts',
        'src/favourite-teams-card.tsx',
        'src/favourite-teams-card.stories.tsx',
        'src/favourite-teams-card.test.tsx',
      ].filter((file) => !tree.exists(`${ui}/${file}`)),
    ).toEqual([]);
    expect(tree.read(`${core}/vite.config.ts`, 'utf-8')).toContain('export default coreProject(import.meta.dirname);');
    expect(tree.read(`${ui}/vite.config.ts`, 'utf-8')).toContain('export default uiProject(import.meta.dirname);');
  });

  it('names and tags the packages for the boundaries rule', async () => {
    await featureGenerator(tree, { name: 'favourite-teams' });
    const core = readJson(tree, 'libs/favourite-teams/core/package.json');
    const ui = readJson(tree, 'libs/favourite-teams/ui/package.json');
    expect(core.name).toBe('@bet/favourite-teams');
    expect(core.nx.tags).toEqual(['scope:favourite-teams', 'type:core']);
    expect(core.exports).toEqual({ '.': './src/index.ts', './testing': './src/testing.ts' });
    expect(ui.name).toBe('@bet/favourite-teams-ui');
    expect(ui.nx.tags).toEqual(['scope:favourite-teams', 'type:ui']);
  });

  it('fills the names into the code: slice, event, saga, deps and component', async () => {
    await featureGenerator(tree, { name: 'favourite-teams' });
    const slice = tree.read('libs/favourite-teams/core/src/favourite-teams-slice.ts', 'utf-8');
    expect(slice).toContain("name: 'favouriteTeams'");
    expect(slice).toContain('export const { favouriteTeamsStarted } = favouriteTeamsSlice.actions;');
    expect(tree.read('libs/favourite-teams/core/src/favourite-teams-deps.ts', 'utf-8')).toContain(
      "import type { Clock } from '@bet/platform';",
    );
    const test = tree.read('libs/favourite-teams/ui/src/favourite-teams-card.test.tsx', 'utf-8');
    expect(test).toContain("screen.getByRole('region', { name: 'Favourite teams' })");
  });

  it('adds the three import names to tsconfig.base.json and keeps the others', async () => {
    await featureGenerator(tree, { name: 'favourite-teams' });
    const { paths } = readJson(tree, 'tsconfig.base.json').compilerOptions;
    expect(paths).toMatchObject(realPaths);
    expect(paths['@bet/favourite-teams']).toEqual(['./libs/favourite-teams/core/src/index.ts']);
    expect(paths['@bet/favourite-teams/testing']).toEqual(['./libs/favourite-teams/core/src/testing.ts']);
    expect(paths['@bet/favourite-teams-ui']).toEqual(['./libs/favourite-teams/ui/src/index.ts']);
  });

  it.each([
    ['FavouriteTeams', 'is not a kebab-case name'],
    ['favourite_teams', 'is not a kebab-case name'],
    ['2-teams', 'is not a kebab-case name'],
    ['teams-', 'is not a kebab-case name'],
    ['shared', 'is the scope of the apps or the shared libraries'],
    ['web', 'is the scope of the apps or the shared libraries'],
    ['coupon', 'libs/coupon exists already'],
    ['platform', '@bet/platform, @bet/platform/testing is taken in tsconfig.base.json'],
  ])('refuses the name %s: %s', async (name, reason) => {
    const before = tree.listChanges().map((change) => change.path);
    await expect(featureGenerator(tree, { name })).rejects.toThrow(reason);
    expect(tree.listChanges().map((change) => change.path)).toEqual(before);
  });
});
