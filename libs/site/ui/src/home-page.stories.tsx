import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { siteConfigFixture } from '@bet/contract/testing';
import { HomePage } from './home-page';
import { withSite } from './site-harness';

const meta = {
  title: 'Site/Home page',
  component: HomePage,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Russian: Story = {
  decorators: [withSite({ language: 'ru' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Добро пожаловать в Orbit Bet' })).toBeVisible();
    await expect(canvas.getByText('Orbit Bet предназначен только для лиц старше 18 лет.')).toBeVisible();
  },
};

export const English: Story = {
  decorators: [withSite({ language: 'en' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome to Orbit Bet' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'What you can play' })).toBeVisible();
  },
};

/** A partner brand with a stricter age limit: both numbers come from the site config. */
export const OtherBrandAged21: Story = {
  decorators: [
    withSite({ language: 'en', config: siteConfigFixture({ lng: 'en', companyName: 'Polaris', minAge: 21 }) }),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Polaris is for persons aged 21 and over only.')).toBeVisible();
  },
};
