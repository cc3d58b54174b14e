import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './tabs';

const tabs = [
  { id: 'login', label: 'E-mail or ID' },
  { id: 'phone', label: 'Phone' },
  { id: 'sms', label: 'SMS code' },
];

const meta = {
  title: 'Shared UI/Tabs',
  component: Tabs,
  args: { label: 'Sign-in method', tabs, selected: 'login', onSelect: fn(), children: null },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <Tabs
        {...args}
        selected={selected}
        onSelect={(id) => {
          args.onSelect(id);
          setSelected(id);
        }}
      >
        <p>Form for {tabs.find((tab) => tab.id === selected)?.label}</p>
      </Tabs>
    );
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Sign-in method' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'E-mail or ID' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Phone' })).toHaveTextContent('Form for Phone');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'SMS code' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'E-mail or ID' })).toHaveFocus();
    await expect(args.onSelect).toHaveBeenLastCalledWith('login');
  },
};

export const SecondSelected: Story = {
  args: { selected: 'phone' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'SMS code' }));
    await expect(canvas.getByRole('tabpanel', { name: 'SMS code' })).toBeVisible();
  },
};

/** Long tab labels (long translations) stay inside a narrow column. */
export const LongLabels: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    tabs: [
      { id: 'login', label: 'Электронная почта или идентификатор' },
      { id: 'phone', label: 'Номер мобильного телефона' },
      { id: 'sms', label: 'Одноразовый код из СМС' },
    ],
  },
  play: async ({ canvasElement }) => {
    const box = canvasElement.firstElementChild as HTMLElement;
    await expect(within(canvasElement).getAllByRole('tab')).toHaveLength(3);
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
