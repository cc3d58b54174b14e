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

/** Puts attributes on <html> while the story shows (null removes one), and puts back what was there. */
function withRootAttributes(attributes: Record<string, string | null>): Decorator {
  const WithRootAttributes: Decorator = (Story) => {
    useLayoutEffect(() => {
      const root = document.documentElement;
      const before = Object.keys(attributes).map((name) => [name, root.getAttribute(name)] as const);
      const set = (name: string, value: string | null) =>
        value === null ? root.removeAttribute(name) : root.setAttribute(name, value);
      for (const [name, value] of Object.entries(attributes)) set(name, value);
      return () => before.forEach(([name, value]) => set(name, value));
    }, []);
    return <Story />;
  };
  return WithRootAttributes;
}

const withRootTheme = (theme: 'light' | 'dark') => withRootAttributes({ 'data-theme': theme });

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

/**
 * Spec 01 §3 appFontSize x-large with the visually impaired mode: the type scale grows
 * ×1.25 ×1.25 (body text 25 px) and muted text is as strong as body text.
 */
export const VisuallyImpairedExtraLarge: Story = {
  decorators: [withRootAttributes({ 'data-font-size': 'x-large', 'data-visually-impaired': '' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = await canvas.findByText('--bet-font-size-md');
    await expect(getComputedStyle(body.closest('li') ?? body).fontSize).toBe('25px');
    await everyPairMeetsAa(canvasElement);
  },
};
