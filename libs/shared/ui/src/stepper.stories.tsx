import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stepper } from './stepper';
import type { StepperProps } from './stepper';
import { withI18n } from './testing/i18n-harness';

const steps = [
  { id: 'data', label: 'Personal data', description: 'Name, birth date, address' },
  { id: 'documents', label: 'Documents', description: 'A photo of your passport' },
  { id: 'review', label: 'Review', description: 'Usually within a day' },
  { id: 'done', label: 'Verified' },
];

/** The current step is the story's state, so going back to a completed step can be tried. */
function Controlled(args: StepperProps) {
  const [current, setCurrent] = useState(args.current);
  return (
    <Stepper
      {...args}
      current={current}
      onStepSelect={
        args.onStepSelect
          ? (id) => {
              args.onStepSelect?.(id);
              setCurrent(id);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Shared UI/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  decorators: [withI18n()],
  render: (args) => <Controlled key={args.current} {...args} />,
  args: { steps, current: 'documents', label: 'Verification', orientation: 'horizontal' },
  argTypes: {
    current: { control: 'select', options: steps.map((step) => step.id) },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    label: { control: 'text' },
    onStepSelect: { control: false },
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Verification' })).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('Personal data, completed');
    await expect(items[2]).toHaveTextContent('Review, not started');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const ClickableCompleted: Story = {
  args: { current: 'review', onStepSelect: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Documents\s*, completed$/ }));
    await expect(args.onStepSelect).toHaveBeenCalledWith('documents');
    const items = within(canvas.getByRole('list', { name: 'Verification' })).getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', current: 'done' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[3]).toHaveAttribute('aria-current', 'step');
    // One under the other (in jsdom, which lays nothing out, both are at 0).
    await expect(items[1]?.getBoundingClientRect().left).toBe(items[0]?.getBoundingClientRect().left);
  },
};

export const LongTexts: Story = {
  args: {
    current: 'b',
    steps: [
      { id: 'a', label: 'Confirmation of the e-mail address and the mobile phone number', description: 'Both' },
      {
        id: 'b',
        label: 'Upload of the identity document with the registration address page',
        description: 'A clear colour photo or scan of every page with data, without glare or cut-off corners',
      },
      { id: 'c', label: 'Video call with the verification officer of the security service' },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).toHaveTextContent(/current step/);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: {
    label: 'Верификация',
    current: 'review',
    steps: [
      { id: 'data', label: 'Личные данные' },
      { id: 'documents', label: 'Документы' },
      { id: 'review', label: 'Проверка' },
      { id: 'done', label: 'Готово' },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Верификация' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Личные данные, выполнен');
    await expect(items[2]).toHaveTextContent('Проверка, текущий шаг');
    await expect(items[3]).toHaveTextContent('Готово, впереди');
  },
};
