import { coreProject } from '@bet/vitest-presets';

export default coreProject(import.meta.dirname);
