import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteHarness } from '../site-harness';
import { AgeNoticeDialog } from './age-notice-dialog';

const meta = {
  title: 'Site/Widgets/Age notice',
  component: AgeNoticeDialog,
  decorators: [
    (Story, context) => (
      <SiteHarness language={(context.parameters['language'] as string | undefined) ?? 'en'}>
        <Story />
      </SiteHarness>
    ),
  ],
  args: { open: true, minAge: 18, companyName: 'Orbit Bet', onConfirm: fn(), onLeave: fn() },
} satisfies Meta<typeof AgeNoticeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Spec 01 §5: the visitor must answer; "I am 18 or older" confirms. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Confirm your age' });
    await expect(dialog).toHaveTextContent('Orbit Bet is for persons aged 18 and over only.');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onLeave).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'I am 18 or older' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Leave: Story = {
  args: { minAge: 21 },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Confirm your age' });
    await expect(within(dialog).getByRole('button', { name: 'I am 21 or older' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave the site' }));
    await expect(args.onLeave).toHaveBeenCalled();
  },
};

export const Russian: Story = {
  parameters: { language: 'ru' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Подтвердите возраст' });
    await expect(within(dialog).getByRole('button', { name: 'Мне 18 лет или больше' })).toBeVisible();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
