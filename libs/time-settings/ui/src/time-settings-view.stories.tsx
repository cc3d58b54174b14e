import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { TimeSettingsView, type TimeSettingsViewProps } from './time-settings-view';

const NOW = Date.UTC(2026, 10, 24, 15, 30, 5); // 15:30:05 UTC

/** The time settings (issue 12 part B): zone, device zone, 12/24 h and the time now on the chosen clock. */
const meta = {
  title: 'Time settings/Time settings',
  component: TimeSettingsView,
  decorators: [withI18n()],
  args: {
    offsetMinutes: 180,
    is12h: false,
    deviceOffsetMinutes: 60,
    now: NOW,
    onZoneChange: fn(),
    onClockChange: fn(),
  },
} satisfies Meta<typeof TimeSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 02 §9 default zone 3 on the 24-hour clock; the device's UTC+1 is one press away. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Time' });
    await expect(within(section).getByRole('combobox', { name: 'Time zone' })).toHaveValue('180');
    await expect(within(section).getByRole('radio', { name: '24-hour (18:30)' })).toBeChecked();
    await expect(section).toHaveTextContent('Now on your clock: 18:30:05');
    await userEvent.click(within(section).getByRole('button', { name: 'Use my device time zone (UTC+01:00)' }));
    await expect(args.onZoneChange).toHaveBeenCalledWith(60);
    await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Time zone' }), 'UTC−03:30');
    await expect(args.onZoneChange).toHaveBeenLastCalledWith(-210);
  },
};

/** The 12-hour clock in UTC−3:30: the preview shows AM/PM. */
export const TwelveHours: Story = {
  args: { offsetMinutes: -210, is12h: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '12-hour (6:30 PM)' })).toBeChecked();
    await expect(canvas.getByText('12:00:05 PM')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '24-hour (18:30)' }));
    await expect(args.onClockChange).toHaveBeenCalledWith(false);
  },
};

/** The device's zone is the chosen one: said, and the button does nothing more. */
export const DeviceZoneInUse: Story = {
  args: { offsetMinutes: 60 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Use my device time zone (UTC+01:00)' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Your device time zone (UTC+01:00) is in use');
    await userEvent.click(button);
    await expect(args.onZoneChange).not.toHaveBeenCalled();
  },
};

/** The device's zone unknown (before start-up read it): nothing offered. */
export const DeviceZoneUnknown: Story = {
  args: { deviceOffsetMinutes: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Время' });
    await expect(within(section).getByRole('combobox', { name: 'Часовой пояс' })).toHaveValue('180');
    await expect(within(section).getByRole('group', { name: 'Формат времени' })).toBeVisible();
  },
};

function Stateful(props: TimeSettingsViewProps) {
  const [offsetMinutes, setOffset] = useState(props.offsetMinutes);
  const [is12h, set12h] = useState(props.is12h);
  return (
    <TimeSettingsView
      {...props}
      offsetMinutes={offsetMinutes}
      is12h={is12h}
      onZoneChange={(next) => {
        setOffset(next);
        props.onZoneChange(next);
      }}
      onClockChange={(next) => {
        set12h(next);
        props.onClockChange(next);
      }}
    />
  );
}

/** Keyboard only: Tab to the zone, arrows change it, Tab to the device button and the clock radios. */
export const Keyboard: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('combobox', { name: 'Time zone' });
    await userEvent.tab();
    await expect(zone).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Use my device time zone/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(zone).toHaveValue('60');
    await expect(canvas.getByRole('button', { name: /Use my device time zone/ })).toHaveFocus();
    await expect(canvas.getByText('16:30:05')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '24-hour (18:30)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '12-hour (6:30 PM)' })).toBeChecked();
    await expect(canvas.getByText('4:30:05 PM')).toBeVisible();
  },
};
