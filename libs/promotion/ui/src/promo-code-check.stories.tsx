import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { PromoCodeCheck } from './promo-code-check';

const meta = {
  title: 'Promotion/PromoCodeCheck',
  component: PromoCodeCheck,
  decorators: [withI18n()],
  args: { status: 'idle', result: null, onCheck: fn() },
} satisfies Meta<typeof PromoCodeCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(canvas.getByRole('textbox', { name: 'Promo code' })).toHaveAccessibleDescription(/Enter a promo code/);
    await expect(args.onCheck).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Promo code' }), ' SPRING10 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(args.onCheck).toHaveBeenCalledWith('SPRING10');
  },
};

export const Valid: Story = {
  args: { result: { state: 'valid', code: 'SPRING10', gives: '10% more on an express', expiresAt: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'The code SPRING10 is valid: 10% more on an express',
    );
  },
};

export const Unknown: Story = {
  args: { result: { state: 'unknown', code: 'NOPE' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('The code NOPE is not one of yours.');
  },
};

export const Checking: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Checking…' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/could not be checked/);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Проверить' })).toBeVisible();
  },
};
