import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { polyfillDialog } from './testing-dialog';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

polyfillDialog();

// findBy/waitFor give up after 1 s by default; on two shared cores a whole-app render under load
// took longer while working (the route guard's tests). A passing test never waits for this.
configure({ asyncUtilTimeout: 5000 });
