import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { OddsButton } from './odds-button';
import { oddsInToolbarFormat } from './story-odds';

const meta = {
  title: 'Sportsbook/OddsButton',
  component: OddsButton,
  decorators: [withI18n()],
  args: { gameName: 'Arsenal – Chelsea', outcome: '1', coefText: '2.15', onToggle: fn() },
  argTypes: {
    gameName: { control: 'text' },
    outcome: { control: 'text' },
    coefText: { control: 'text', description: "Decimal odds; shown in the toolbar's odds format" },
    move: { control: 'inline-radio', options: [undefined, 'up', 'down'] },
    suspended: { control: 'boolean' },
    pressed: { control: 'boolean' },
    hideOutcome: { control: 'boolean' },
  },
  // The odds in the toolbar's format (decimal by default), as the connected button shows them.
  render: (args, { globals }) => <OddsButton {...args} coefText={oddsInToolbarFormat(args.coefText, globals)} />,
} satisfies Meta<typeof OddsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Arsenal – Chelsea: 1, 2.15' });
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalled();
  },
};

export const InCoupon: Story = {
  args: { pressed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { pressed: true })).toBeTruthy();
  },
};

export const MovedUp: Story = {
  args: { move: 'up', coefText: '2.30' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Arsenal – Chelsea: 1, 2.30, went up' }),
    ).toBeTruthy();
  },
};

export const MovedDown: Story = {
  args: { move: 'down', coefText: '1.95' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Arsenal – Chelsea: 1, 1.95, went down' }),
    ).toBeTruthy();
  },
};

export const Suspended: Story = {
  args: { suspended: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Arsenal – Chelsea: 1, suspended' })).toBeDisabled();
  },
};

/** Fractional view (the coupon's coefficient view), outcome label hidden as list rows do. */
export const FractionalWithoutOutcome: Story = {
  args: { coefText: '23/20', hideOutcome: true },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { suspended: true },
};
