// Nx loads a local generator with require() and, on Node 20, turns TypeScript into CommonJS,
// which this `type: module` package refuses; so this entry loads the TypeScript generator as ES
// modules through tsx.
import { tsImport } from 'tsx/esm/api';

/** @type {import('@nx/devkit').Generator<{ name: string }>} */
export default async function feature(tree, options) {
  const { featureGenerator } = await tsImport('./generator.ts', import.meta.url);
  return featureGenerator(tree, options);
}
