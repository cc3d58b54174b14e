import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
// The design tokens (CSS custom properties) every component reads. Storybook belongs to the
// untagged root project, which module boundaries would not let depend on any library; this is
// a stylesheet for the preview frame, not a code dependency, hence the one exception.
// eslint-disable-next-line @nx/enforce-module-boundaries
import '../libs/shared/ui/src/tokens.css';

// findBy* and waitFor give up after 1 s by default. On a loaded two-core CI machine a story's
// timers and transitions can take longer than that, so one story failed there at random; 5 s
// only bounds how long a story that really fails waits, a passing one is not slowed.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
