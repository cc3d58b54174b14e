import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ON_CHROME, withFrame, withI18n } from '@bet/ui/testing';
import { UserBadge } from './user-badge';

const meta = {
  title: 'Session/UserBadge',
  component: UserBadge,
  decorators: [withI18n(), withFrame(ON_CHROME)],
  args: { name: 'Anna Ivanova', playerId: 123456, money: 1234567, currency: 'EUR', language: 'en', onSignOut: fn() },
} satisfies Meta<typeof UserBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithName: Story = {
  play: async ({ args, canvasElement }) => {
    const badge = within(canvasElement).getByRole('region', { name: 'Account' });
    await expect(badge).toHaveTextContent('Anna Ivanova');
    await expect(badge).toHaveTextContent('€12,345.67');
    await userEvent.click(within(badge).getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

export const WithoutName: Story = {
  args: { name: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveTextContent('Player 123456');
  },
};

export const BalanceHidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('region', { name: 'Account' });
    await expect(badge).toHaveTextContent('Balance hidden');
    await expect(badge).not.toHaveTextContent('12,345');
  },
};

export const RussianRoubles: Story = {
  decorators: [withI18n('ru')],
  args: { language: 'ru', currency: 'RUB', money: 150050, name: '' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('region', { name: 'Аккаунт' });
    await expect(badge).toHaveTextContent('Игрок 123456');
    await expect(badge).toHaveTextContent(/1\s500,50\s₽/);
  },
};

export const NoMinorUnits: Story = {
  args: { currency: 'JPY', money: 150000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveTextContent('¥150,000');
  },
};

/** A very long name and an 8-digit balance: the badge keeps its box (the name is cut, the balance whole). */
export const LongTexts: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { name: 'Maximilian-Alexander Konstantinopolsky-Rimsky-Korsakov', money: 9_999_999_999 },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('region', { name: 'Account' });
    await expect(badge).toHaveTextContent('€99,999,999.99');
    await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
  },
};
