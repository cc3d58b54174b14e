import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import type { OddsView } from './odds-view-fields';
import { QuickSettings, type QuickSettingsProps } from './quick-settings';

function Stateful(args: QuickSettingsProps) {
  const [view, setView] = useState<OddsView>(args.view);
  return (
    <QuickSettings
      {...args}
      view={view}
      onChange={(next) => {
        setView(next);
        args.onChange(next);
      }}
    />
  );
}

/**
 * The header's quick settings (issue 12) on the header's chrome: a button naming the odds format,
 * a panel with the view and the formats, applied at once.
 */
const meta = {
  title: 'Coupon/QuickSettings',
  component: QuickSettings,
  decorators: [
    withI18n(),
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          minHeight: 360,
          padding: 8,
          background: 'var(--bet-color-chrome)',
        }}
      >
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  render: (args) => <Stateful {...args} />,
  args: {
    view: { appViewType: 0, coefViewId: 0 },
    save: { status: 'idle', messages: [] },
    onChange: fn(),
  },
} satisfies Meta<typeof QuickSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard alone: Enter opens it on the format in force, the arrows choose, Escape closes it. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Quick settings: Decimal' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const panel = canvas.getByRole('group', { name: 'Quick settings' });
    await expect(canvas.getByRole('radio', { name: 'European' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /^Decimal/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ appViewType: 0, coefViewId: 1 });
    await expect(within(panel).getByRole('radio', { name: /^Fractional/ })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'Quick settings' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Quick settings: Fractional' })).toHaveFocus();
  },
};

/** A player's panel links to the settings page. */
export const WithSettingsLink: Story = {
  args: {
    view: { appViewType: 1, coefViewId: 5 },
    settingsLink: ({ className, close }) => (
      <a href="#settings" className={className} onClick={close}>
        All settings
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Quick settings: Malaysian' }));
    await expect(canvas.getByRole('radio', { name: 'Asian' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'All settings' })).toBeVisible();
  },
};

/** A failed save is said in the panel; the chosen format stays. */
export const SaveFailed: Story = {
  args: {
    view: { appViewType: 0, coefViewId: 2 },
    save: { status: 'failed', messages: [{ tone: 'error', text: 'main_query_error', isKey: true }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Quick settings: American' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('radio', { name: /^American/ })).toBeChecked();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Быстрые настройки: Десятичный' }));
    await expect(canvas.getByRole('radio', { name: /^Дробный/ })).toBeVisible();
  },
};
