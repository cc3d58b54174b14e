import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { siteConfigFixture } from '@bet/contract/testing';
import { SiteFooter } from './site-footer';
import { withSite } from './site-harness';

const meta = {
  title: 'Site/Site footer',
  component: SiteFooter,
  args: { year: 2026 },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

const social = siteConfigFixture({
  lng: 'en',
  footer: {
    socialLinks: [
      { name: 'Telegram', link: 'https://t.me/orbitbet', iconName: 'telegram' },
      { name: 'YouTube', link: 'https://youtube.com/@orbitbet', iconName: 'youtube' },
      { name: 'VK', link: 'https://vk.com/orbitbet', iconName: 'vk' },
    ],
  },
});

export const WithSocialLinks: Story = {
  decorators: [withSite({ language: 'en', config: social })],
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByRole('img', { name: 'Only for persons aged 18 and over' })).toBeVisible();
    const telegram = within(footer).getByRole('link', { name: 'Telegram' });
    await expect(telegram).toHaveAttribute('target', '_blank');
    await expect(within(footer).getAllByRole('link')).toHaveLength(3);
  },
};

export const WithoutSocialLinks: Story = {
  decorators: [withSite({ language: 'ru' })],
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).queryAllByRole('link')).toHaveLength(0);
    await expect(within(footer).getByText('© 2026 Orbit Bet')).toBeVisible();
  },
};

export const WithContentFromOtherFeatures: Story = {
  args: {
    children: (
      <nav aria-label="Information">
        <a href="/en/about">About us</a> · <a href="/en/rules/1">Rules</a>
      </nav>
    ),
  },
  decorators: [withSite({ language: 'en', config: social })],
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    // What other features pass in sits inside the footer landmark, above the notes.
    await expect(within(footer).getByRole('navigation', { name: 'Information' })).toBeVisible();
    await expect(within(footer).getByRole('link', { name: 'Rules' })).toBeVisible();
  },
};
