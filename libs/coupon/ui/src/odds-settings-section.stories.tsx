import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { OddsSettingsSection, type OddsSettingsSectionProps } from './odds-settings-section';
import type { OddsView } from './odds-view-fields';

/** The section keeps the view it is given and follows each change, as the store does. */
function Stateful(args: OddsSettingsSectionProps) {
  const [view, setView] = useState<OddsView>(args.view);
  return (
    <OddsSettingsSection
      {...args}
      view={view}
      onChange={(next) => {
        setView(next);
        args.onChange(next);
      }}
    />
  );
}

/** Spec 01 §3 appViewType and coefViewId on the settings page: the view, its formats, the sample. */
const meta = {
  title: 'Coupon/OddsSettingsSection',
  component: OddsSettingsSection,
  decorators: [withI18n()],
  parameters: { layout: 'padded' },
  render: (args) => <Stateful {...args} />,
  args: {
    view: { appViewType: 0, coefViewId: 0 },
    save: { status: 'idle', messages: [] },
    onChange: fn(),
  },
} satisfies Meta<typeof OddsSettingsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** European: decimal, fractional and American, each with the sample; choosing one shows the sample in it. */
export const European: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'View and odds' });
    await expect(within(section).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('radio', { name: /^Fractional/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ appViewType: 0, coefViewId: 1 });
    await expect(canvas.getByText('A coefficient of 2.50 is shown as 3/2.')).toBeVisible();
  },
};

/** Asian offers decimal and the three Asian formats (spec 01 §5); a European format falls back to decimal. */
export const SwitchToAsian: Story = {
  args: { view: { appViewType: 0, coefViewId: 2 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Asian' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ appViewType: 1, coefViewId: 0 });
    await expect(canvas.queryByRole('radio', { name: /^American/ })).toBeNull();
    await expect(canvas.getByRole('radio', { name: /^Malaysian/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Decimal/ })).toBeChecked();
  },
};

export const Saving: Story = {
  args: { save: { status: 'pending', messages: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saving to your account');
  },
};

export const Saved: Story = {
  args: {
    view: { appViewType: 1, coefViewId: 3 },
    save: { status: 'saved', messages: [{ tone: 'success', text: 'main_save_success', isKey: true }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
    await expect(canvas.getByRole('radio', { name: /^Hong Kong/ })).toBeChecked();
  },
};

/** A failed save (spec 02 §8 Office): the server's message, and the choice stays. */
export const SaveFailed: Story = {
  args: {
    view: { appViewType: 0, coefViewId: 1 },
    save: {
      status: 'failed',
      messages: [
        {
          tone: 'error',
          text: 'Settings cannot be changed while your account is being verified, which may take a long while.',
          isKey: false,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not saved to your account');
    await expect(canvas.getByRole('alert')).toHaveTextContent('being verified');
    await expect(canvas.getByRole('radio', { name: /^Fractional/ })).toBeChecked();
  },
};

export const QueryError: Story = {
  args: { save: { status: 'failed', messages: [{ tone: 'error', text: 'main_query_error', isKey: true }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { view: { appViewType: 0, coefViewId: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Вид и коэффициенты' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Американский/ })).toBeChecked();
    await expect(canvas.getByText('Коэффициент 2.50 будет показан как +150.')).toBeVisible();
  },
};
