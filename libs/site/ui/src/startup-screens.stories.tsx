import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createI18n } from '@bet/i18n';
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
  decorators: [
    (Story) => (
      <I18nextProvider i18n={createI18n('ru')}>
        <Story />
      </I18nextProvider>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('no site config');
    await userEvent.click(within(alert).getByRole('button', { name: 'Обновить страницу' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const NoSiteConfigEnglish: Story = {
  decorators: [
    (Story) => (
      <I18nextProvider i18n={createI18n('en')}>
        <Story />
      </I18nextProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'The site could not start' })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <StartupScreen />,
  decorators: [
    (Story) => (
      <I18nextProvider i18n={createI18n('en')}>
        <Story />
      </I18nextProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};
