import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { officeSettingsFixture } from '@bet/office/testing';
import { withI18n } from '@bet/ui/testing';
import { OfficeGroupsSection } from './office-groups-section';

/** Issue 12, spec 01 §3 Office settings: notifications, the bonus choices, promo codes, wallets. */
const meta = {
  title: 'Office/OfficeGroupsSection',
  component: OfficeGroupsSection,
  decorators: [withI18n()],
  parameters: { layout: 'padded' },
  args: {
    status: 'loaded',
    settings: officeSettingsFixture(),
    saves: {},
    onChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OfficeGroupsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notifications = canvas.getByRole('region', { name: 'Notifications' });
    await expect(within(notifications).getByRole('switch', { name: 'Bet results' })).toBeChecked();
    await userEvent.click(within(notifications).getByRole('switch', { name: 'News' }));
    await expect(args.onChange).toHaveBeenCalledWith('notifyNews', true);
    const bonuses = canvas.getByRole('region', { name: 'Bonuses' });
    const cashback = within(bonuses).getByRole('group', { name: 'Cashback' });
    await expect(within(cashback).getByRole('radio', { name: 'Sport bonus' })).toBeChecked();
    await userEvent.click(within(cashback).getByRole('radio', { name: 'Casino bonus' }));
    await expect(args.onChange).toHaveBeenCalledWith('cashbackSetting', 2);
    await expect(canvas.getByRole('region', { name: 'Promo codes' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Wallets' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'pending', settings: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your account settings' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'failed', settings: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your account settings could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A save refused by the server: its message first, the choice still shown and marked not saved. */
export const SaveFailed: Story = {
  args: {
    settings: officeSettingsFixture({ bonusSetting: { id: 'bonusSetting', value: 2 } }),
    saves: {
      bonusSetting: {
        status: 'failed',
        messages: [{ tone: 'error', text: 'The casino bonus is closed.', isKey: false }],
      },
      notifyBetResults: { status: 'saved', messages: [{ tone: 'success', text: 'main_save_success', isKey: true }] },
      notifyNews: { status: 'pending', messages: [] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bonus = canvas.getByRole('group', { name: 'Bonus' });
    await expect(within(bonus).getByRole('radio', { name: 'Casino bonus' })).toBeChecked();
    await expect(within(bonus).getByText('The casino bonus is closed.')).toBeVisible();
    await expect(within(bonus).getByText(/^Not saved/)).toBeVisible();
    await expect(canvas.getByText('Saved')).toBeVisible();
    await expect(canvas.getByText('Saving…')).toBeVisible();
  },
};

/** After a deposit the first-deposit bonus is gone; the wallets show when the server says so. */
export const WalletsNoFirstDeposit: Story = {
  args: {
    settings: officeSettingsFixture({
      firstDepositBonusSetting: null,
      showWallets: 1,
      showPromoCodeCheck: 0,
      walletAttributes: [
        { id: 1, title_translation_key: 'A wallet with a rather long name that wraps on narrow screens' },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'First deposit bonus' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Wallets' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Promo codes' })).toBeNull();
  },
};

/** No bonus groups offered and no promo codes: the notifications alone. */
export const NotificationsOnly: Story = {
  args: {
    settings: officeSettingsFixture({
      cashbackSetting: null,
      bonusSetting: null,
      firstDepositBonusSetting: null,
      showPromoCodeCheck: false,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
    await expect(canvas.queryByRole('region', { name: 'Bonuses' })).toBeNull();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Уведомления' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Новости' })).not.toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Кешбэк' })).toBeVisible();
  },
};
