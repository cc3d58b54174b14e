import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { limitFixture, loadedLimitsState } from '@bet/limits/testing';
import { withI18n } from '@bet/ui/testing';
import { LimitsPageView } from './limits-page-view';
import { selectLimitGroups } from '@bet/limits';

const state = (limits = [limitFixture({ limitType: 20 })]) => loadedLimitsState(limits);
const groupsOf = (limits?: Parameters<typeof state>[0]) => selectLimitGroups({ limits: state(limits) });

const meta = {
  title: 'Limits/LimitsPageView',
  component: LimitsPageView,
  decorators: [withI18n()],
  args: {
    status: 'loaded',
    groups: groupsOf(),
    currency: 'RUB',
    language: 'en',
    save: state().save,
    reasons: state().list.reasons,
    extraLocked: false,
    selfBlock: 'idle',
    onRetry: fn(),
    onType: fn(),
    onSave: fn(),
    onCancel: fn(),
    onSelfBlock: fn(),
  },
} satisfies Meta<typeof LimitsPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithADepositLimit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter', { name: 'Left of Deposit per 24 hours' })).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Deposit per 24 hours' }));
    await expect(args.onSave).toHaveBeenCalledWith({ limitType: 20, text: '1000', noLimit: false });
  },
};

export const RefusedKeepsTheTypedValue: Story = {
  args: {
    save: {
      ...state().save,
      status: 'failed',
      limitType: 20,
      drafts: { 20: '12.5' },
      problem: { key: 'limits_error_value_not_whole' },
    },
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'New limit for Deposit per 24 hours' });
    await expect((field as HTMLInputElement).value).toBe('12.5');
    await expect(field.getAttribute('aria-invalid')).toBe('true');
  },
};

export const ExtraLimitsLocked: Story = {
  args: {
    groups: groupsOf([limitFixture({ limitType: 37, limitValue: 30, endsAt: 1_780_000_000 })]),
    extraLocked: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/extra-limits lock is active/)).toBeTruthy();
    await expect(canvas.getByRole('combobox', { name: 'New limit for Session limit' })).toHaveProperty(
      'disabled',
      true,
    );
  },
};

export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your limits could not load.')).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your limits' })).toBeTruthy();
  },
};

/** An 8-digit limit and balance (99,999,999.99): the page keeps its width. */
export const EightDigitSums: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: { groups: groupsOf([limitFixture({ limitType: 20, limitValue: 9_999_999_999, limitBalance: 8_888_888_888 })]) },
  play: async ({ canvasElement }) => {
    const box = canvasElement.firstElementChild as HTMLElement;
    await expect(within(canvasElement).getByRole('meter', { name: 'Left of Deposit per 24 hours' })).toBeTruthy();
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { language: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('meter').length).toBeGreaterThan(0);
  },
};
