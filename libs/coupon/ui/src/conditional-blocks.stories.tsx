import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { ConditionalBlocks } from './conditional-blocks';

const meta = {
  title: 'Coupon/ConditionalBlocks',
  component: ConditionalBlocks,
  decorators: [withI18n()],
  args: {
    bets: [
      { id: '1:1', title: 'W1, Arsenal – Chelsea', blockId: 1 },
      { id: '2:1', title: 'Total over 2.5, Milan – Inter', blockId: 2 },
      { id: '3:1', title: 'Draw, Porto – Benfica', blockId: 3 },
    ],
    laterBlocks: [
      { blockId: 2, amount: 5000 },
      { blockId: 3, amount: 10000 },
    ],
    onBlockChange: fn(),
    onBlockAmountChange: fn(),
    onTextErrorChange: fn(),
  },
} satisfies Meta<typeof ConditionalBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each bet in a block of its own (what choosing the type does); a bet moves into another block. */
export const OneBlockPerBet: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Blocks of the conditional bet' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Block for Draw, Porto – Benfica' }), '2');
    await expect(args.onBlockChange).toHaveBeenCalledWith('3:1', 2);
    const block3 = canvas.getByRole('textbox', { name: 'Up to this amount on block 3' });
    await userEvent.clear(block3);
    await userEvent.type(block3, '25');
    await expect(args.onBlockAmountChange).toHaveBeenLastCalledWith(3, 2500);
  },
};

/** Two blocks, one an accumulator: only the later block has an amount field. */
export const AccumulatorBlock: Story = {
  args: {
    bets: [
      { id: '1:1', title: 'W1, Arsenal – Chelsea', blockId: 1 },
      { id: '2:1', title: 'Total over 2.5, Milan – Inter', blockId: 2 },
      { id: '3:1', title: 'Draw, Porto – Benfica', blockId: 2 },
    ],
    laterBlocks: [{ blockId: 2, amount: 5000 }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
    await expect(canvas.getByRole('combobox', { name: 'Block for Draw, Porto – Benfica' })).toHaveValue('2');
  },
};

/** A block amount that cannot be read is said under its field and reported with its key. */
export const UnreadableAmount: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const block2 = canvas.getByRole('textbox', { name: 'Up to this amount on block 2' });
    await userEvent.clear(block2);
    await userEvent.type(block2, '5x');
    await expect(block2).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onTextErrorChange).toHaveBeenLastCalledWith('block-2', 'format');
  },
};

export const LongTexts: Story = {
  args: {
    bets: [
      {
        id: '1:1',
        title: 'Asian handicap (-1.75) for the home team, Borussia Mönchengladbach – Wolverhampton Wanderers',
        blockId: 1,
      },
      { id: '2:1', title: 'Both teams to score in the second half, Olympique de Marseille – Paris', blockId: 2 },
    ],
    laterBlocks: [{ blockId: 2, amount: 9_999_999_999 }],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(within(canvasElement).getAllByRole('combobox')).toHaveLength(2);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Блоки условной ставки' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Не больше этой суммы на блок 2' })).toBeVisible();
  },
};
