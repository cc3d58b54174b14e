import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

// One Storybook for every ui library (DESIGN.md "Shape"). It lives on the root project
// `@bet/source`; Nx infers its targets through @nx/storybook/plugin.
const config: StorybookConfig = {
  // The docs pages first: the welcome page for designers, then one page per feature.
  stories: [
    './docs/*.mdx',
    '../libs/**/src/**/*.mdx',
    '../libs/**/src/**/*.stories.@(ts|tsx)',
    '../apps/**/src/**/*.stories.@(ts|tsx)',
  ],
  // Docs: a page per component (autodocs) and the MDX pages; a11y: axe on every story, in the
  // panel and in the story tests; vitest: the stories run as tests.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The machine has no route out; telemetry would only hang on refused calls.
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [react()],
      // Vite does not read tsconfig `paths` by itself; the `@bet/*` aliases live there.
      resolve: { tsconfigPaths: true },
      // The preview bundles React, Storybook's runtime and the test helpers of the play
      // functions; it is a tool for the team, never shipped to players.
      build: { chunkSizeWarningLimit: 2000 },
    });
  },
};

export default config;
