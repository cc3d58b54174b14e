import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Shared UI/Button',
  component: Button,
  args: { children: 'Place bet', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Place bet' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Clear coupon' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear coupon' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Show all' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show all' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Ghost and secondary buttons are also meant for the dark header. */
export const OnDarkChrome: Story = {
  render: (args) => (
    <div
      style={{
        display: 'flex',
        gap: 8,
        padding: 16,
        background: 'var(--bet-color-chrome)',
        color: 'var(--bet-color-chrome-text)',
      }}
    >
      <Button {...args} variant="ghost">
        Log in
      </Button>
      <Button {...args} variant="secondary">
        Deposit
      </Button>
      <Button {...args} variant="primary">
        Registration
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Log in', 'Deposit', 'Registration']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([...heights].sort((a, b) => a - b));
    await expect(new Set(heights).size).toBe(3);
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place bet' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place bet' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place bet' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Busy is not disabled: the button keeps focus while the request runs.
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place bet' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** A long label (a long translation) wraps inside a narrow column instead of running out of it. */
export const LongLabel: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 200 }}>
        <Story />
      </div>
    ),
  ],
  args: { children: 'Сделать ставку на все выбранные события одним купоном' },
  play: async ({ canvasElement }) => {
    const box = canvasElement.firstElementChild as HTMLElement;
    await expect(within(canvasElement).getByRole('button', { name: /^Сделать ставку/ })).toBeVisible();
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
