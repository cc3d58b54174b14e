import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsentBanner } from './consent-banner';
import { withI18n } from '@bet/ui/testing';

const meta = {
  title: 'Consent/ConsentBanner',
  component: ConsentBanner,
  decorators: [withI18n()],
  args: { onAcceptAll: fn(), onCustomise: fn() },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 01 §4: the main view, accept all. */
export const MainView: Story = {
  play: async ({ args, canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'We use cookies' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept all' }));
    await expect(args.onAcceptAll).toHaveBeenCalled();
  },
};

/** Keyboard only: Tab to customise, Enter. */
export const CustomiseByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'We use cookies' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCustomise).toHaveBeenCalled();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Мы используем файлы cookie' });
    await expect(within(banner).getByRole('button', { name: 'Принять все' })).toBeInTheDocument();
  },
};
