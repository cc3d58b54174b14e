import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TokenGallery } from './token-gallery';

/**
 * The design tokens of the theme on <html> (the toolbar's theme, or the one a story sets), read
 * from the page: what a designer checks a palette or a brand book against.
 */
const meta = {
  title: 'Design system/Tokens',
  component: TokenGallery,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TokenGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Puts `data-theme` on <html> while the story shows, and puts back what was there. */
function withRootTheme(theme: 'light' | 'dark'): Decorator {
  const WithRootTheme: Decorator = (Story) => {
    useLayoutEffect(() => {
      const root = document.documentElement;
      const before = root.getAttribute('data-theme');
      root.setAttribute('data-theme', theme);
      return () => {
        if (before === null) root.removeAttribute('data-theme');
        else root.setAttribute('data-theme', before);
      };
    }, []);
    return <Story />;
  };
  return WithRootTheme;
}

async function everyPairMeetsAa(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = canvas.getByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  await expect(rows.length).toBeGreaterThan(5);
  for (const row of rows) await expect(row).toHaveTextContent(/\d+\.\d\d:1 AA$/);
}

export const CurrentTheme: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /^Design tokens: / })).toBeInTheDocument();
    const swatches = canvas.getByRole('list', { name: 'Colour tokens' });
    await expect(within(swatches).getByText('--bet-color-page')).toBeInTheDocument();
    for (const section of ['Colours', 'Type scale', 'Spacing', 'Radius', 'Elevation']) {
      await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    await everyPairMeetsAa(canvasElement);
  },
};

export const Light: Story = {
  decorators: [withRootTheme('light')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Design tokens: light theme' })).toBeVisible();
    await expect(await canvas.findByText('#f3f5f8')).toBeInTheDocument();
    await everyPairMeetsAa(canvasElement);
  },
};

export const Dark: Story = {
  decorators: [withRootTheme('dark')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Design tokens: dark theme' })).toBeVisible();
    // The dark page colour is read from the page, not from a list: tokens.css is what shows.
    await expect(await canvas.findByText('#0f141b')).toBeInTheDocument();
    await everyPairMeetsAa(canvasElement);
  },
};
