import type { Preview } from '@storybook/react-vite';
// The design tokens (CSS custom properties) every component reads. Storybook belongs to the
// untagged root project, which module boundaries would not let depend on any library; this is
// a stylesheet for the preview frame, not a code dependency, hence the one exception.
// eslint-disable-next-line @nx/enforce-module-boundaries
import '../libs/shared/ui/src/tokens.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
