import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { NoSiteConfigScreen, StartupScreen } from './startup-screens';

const meta = {
  title: 'Site/Start-up screens',
  component: NoSiteConfigScreen,
  args: { onReload: fn() },
} satisfies Meta<typeof NoSiteConfigScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 02 §8: the application fails with 'no site config'. */
export const NoSiteConfig: Story = {
  decorators: [withI18n('ru')],
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('no site config');
    await userEvent.click(within(alert).getByRole('button', { name: 'Обновить страницу' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const NoSiteConfigEnglish: Story = {
  decorators: [withI18n()],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'The site could not start' })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <StartupScreen />,
  decorators: [withI18n()],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};
