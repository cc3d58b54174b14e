import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CoefChangePrompt } from './coef-change-prompt';
import { withI18n } from '@bet/ui/testing';

const meta = {
  title: 'Coupon/CoefChangePrompt',
  component: CoefChangePrompt,
  decorators: [withI18n()],
  args: { changes: [{ betId: '9001:501', outcome: 'W1', from: '1.85', to: '1.70' }], onAccept: fn() },
} satisfies Meta<typeof CoefChangePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheLine: Story = {
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('W1: 1.85 → 1.70');
    await userEvent.click(within(alert).getByRole('button', { name: 'Accept the changes' }));
    await expect(args.onAccept).toHaveBeenCalled();
  },
};

export const RefusedByTheServer: Story = {
  args: {
    placesOnAccept: true,
    changes: [
      { betId: '9001:501', outcome: 'W1', from: '1.85', to: '1.70' },
      { betId: '9002:502', outcome: 'Over 2.5', from: '2.10', to: '1.95' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Accept and place the bet' })).toBeVisible();
  },
};

export const Russian: Story = { decorators: [withI18n('ru')], args: { placesOnAccept: true } };
