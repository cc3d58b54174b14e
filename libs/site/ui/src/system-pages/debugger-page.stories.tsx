import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSite } from '../site-harness';
import { DebuggerPage } from './debugger-page';

const meta = {
  title: 'Site/Shell pages/Debugger',
  component: DebuggerPage,
  args: {
    facts: [
      { label: 'App version', value: 'index-3f9a1c.js' },
      { label: 'Language', value: 'en' },
      { label: 'Session', value: 'signedIn' },
      { label: 'Player id', value: '100000' },
    ],
    storageKeys: ['coupon', 'coupon-settings'],
    onClearStorage: fn(),
  },
  decorators: [withSite({ language: 'en', path: '/en/debugger' })],
} satisfies Meta<typeof DebuggerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 01 §2 debugger page (outside production): the facts and what the browser keeps. */
export const WithStoredData: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Debugger' })).toBeVisible();
    await expect(canvas.getByText('100000')).toBeVisible();
    await expect(canvas.getByText('coupon-settings')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear and reload' }));
    await expect(args.onClearStorage).toHaveBeenCalledOnce();
  },
};

/** Nothing stored: the clear button is off. */
export const NothingStored: Story = {
  args: { storageKeys: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing is stored.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear and reload' })).toBeDisabled();
  },
};
