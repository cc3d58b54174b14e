import { uiProject } from '@bet/vitest-presets';

export default uiProject(import.meta.dirname);
