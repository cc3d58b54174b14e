import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundPage } from './not-found-page';
import { withSite } from './site-harness';

const meta = {
  title: 'Site/Not found page',
  component: NotFoundPage,
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  decorators: [withSite({ language: 'en', path: '/en/nowhere' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en/');
  },
};

export const Russian: Story = {
  decorators: [withSite({ language: 'ru', path: '/ru/nowhere' })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  },
};
