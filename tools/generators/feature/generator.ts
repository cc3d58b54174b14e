import { join } from 'node:path';
import {
  formatFiles,
  generateFiles,
  installPackagesTask,
  names,
  updateJson,
  type GeneratorCallback,
  type Tree,
} from '@nx/devkit';

export interface FeatureOptions {
  /** kebab-case: `favourite-teams` gives libs/favourite-teams/core, `@bet/favourite-teams`. */
  name: string;
}

const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** Scopes the apps and the shared libraries hold (eslint.config.mjs): no feature may take them. */
const TAKEN_SCOPES = new Set(['shared', 'web', 'api', 'e2e', 'tools']);

/** The import names the pair adds to tsconfig.base.json, with their files. */
export function featurePaths(name: string): Record<string, [string]> {
  return {
    [`@bet/${name}`]: [`./libs/${name}/core/src/index.ts`],
    [`@bet/${name}/testing`]: [`./libs/${name}/core/src/testing.ts`],
    [`@bet/${name}-ui`]: [`./libs/${name}/ui/src/index.ts`],
  };
}

/** Why the name cannot make a feature, or undefined when it can. */
function refusal(tree: Tree, name: string): string | undefined {
  if (!KEBAB_CASE.test(name)) return `"${name}" is not a kebab-case name (lower-case words joined by "-")`;
  if (TAKEN_SCOPES.has(name)) return `"${name}" is the scope of the apps or the shared libraries`;
  if (tree.exists(`libs/${name}`)) return `libs/${name} exists already`;
  const paths: Record<string, unknown> =
    JSON.parse(tree.read('tsconfig.base.json', 'utf-8') ?? '{}').compilerOptions?.paths ?? {};
  const taken = Object.keys(featurePaths(name)).filter((alias) => alias in paths);
  if (taken.length > 0) return `${taken.join(', ')} is taken in tsconfig.base.json`;
  return undefined;
}

/**
 * A feature's library pair in the house shape (ARCHITECTURE.md "The recipe of a core library"):
 * libs/<name>/core (`@bet/<name>`, scope:<name>, type:core: a slice with one event, selectors,
 * one root saga, a deps type of @bet/platform ports, a testing entry, a saga test on a real
 * store, a README skeleton) and libs/<name>/ui (`@bet/<name>-ui`, type:ui: one props-only
 * component with its story and a test by role), both added to tsconfig.base.json paths.
 */
export async function featureGenerator(tree: Tree, options: FeatureOptions): Promise<GeneratorCallback> {
  const name = options.name.trim();
  const refused = refusal(tree, name);
  if (refused) throw new Error(`Cannot create the feature: ${refused}.`);

  const { className, propertyName } = names(name);
  const title = name.charAt(0).toUpperCase() + name.slice(1).replaceAll('-', ' ');
  const substitutions = { name, className, propertyName, title, tmpl: '' };
  generateFiles(tree, join(import.meta.dirname, 'files', 'core'), `libs/${name}/core`, substitutions);
  generateFiles(tree, join(import.meta.dirname, 'files', 'ui'), `libs/${name}/ui`, substitutions);
  updateJson(tree, 'tsconfig.base.json', (config) => {
    config.compilerOptions.paths = { ...config.compilerOptions.paths, ...featurePaths(name) };
    return config;
  });
  await formatFiles(tree);
  // npm links the two new workspace packages and records them in package-lock.json.
  return () => installPackagesTask(tree, true);
}
