import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { QuickStakeSteps } from './quick-stake-steps';

const meta = {
  title: 'Coupon/QuickStakeSteps',
  component: QuickStakeSteps,
  decorators: [withI18n()],
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <QuickStakeSteps {...args} />
    </div>
  ),
  args: { stepText: 'RUB 10.00', isAtZero: false, onStep: fn() },
} satisfies Meta<typeof QuickStakeSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Quick stake' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Raise the stake by RUB 10.00' }));
    await expect(args.onStep).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Lower the stake by RUB 10.00' }));
    await expect(args.onStep).toHaveBeenLastCalledWith(-1);
  },
};

/** A stake of 0 cannot go lower. */
export const AtZero: Story = {
  args: { isAtZero: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Lower the stake by RUB 10.00' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Raise the stake by RUB 10.00' })).toBeEnabled();
  },
};

export const LongAmount: Story = { args: { stepText: 'RUB 1,000,000.00' } };

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { stepText: '10,00 ₽' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Увеличить ставку на 10,00 ₽' })).toBeVisible();
  },
};
