import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { MarketGroups } from './market-groups';
import { OddsButton } from './odds-button';

const outcomes: Record<number, { outcome: string; coef: string; suspended?: boolean; move?: 'up' | 'down' }> = {
  11: { outcome: '1', coef: '2.15', move: 'up' },
  12: { outcome: 'X', coef: '3.40' },
  13: { outcome: '2', coef: '3.10' },
  21: { outcome: 'Over 2.5', coef: '1.90' },
  22: { outcome: 'Under 2.5', coef: '1.90', suspended: true },
  31: { outcome: '1 (-0.25)', coef: '2.05', move: 'down' },
  32: { outcome: '2 (+0.25)', coef: '1.80' },
};

const meta = {
  title: 'Sportsbook/MarketGroups',
  component: MarketGroups,
  decorators: [withI18n()],
  args: {
    groups: [
      { title: '1X2', typeId: 1, marketIds: [11, 12, 13] },
      { title: 'Total', typeId: 2, marketIds: [21, 22] },
      { title: 'Handicap', typeId: 3, marketIds: [31, 32] },
    ],
    renderOdds: (id: number) => {
      const item = outcomes[id];
      if (!item) return null;
      return (
        <OddsButton
          key={id}
          gameName="Arsenal – Chelsea"
          outcome={item.outcome}
          coefText={item.coef}
          suspended={item.suspended ?? false}
          move={item.move}
          pressed={id === 12}
          onToggle={fn()}
        />
      );
    },
  },
} satisfies Meta<typeof MarketGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GamePage: Story = {};

/** Issue 12, spec 01 §3 marketsNameType 1: short codes seen, the line's full titles heard. */
export const ShortNames: Story = {
  args: { marketsNameType: 'short' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Total' })).toBeInTheDocument();
    await expect(canvas.getByText('T', { exact: true })).toBeVisible();
    await expect(canvas.getByText('H', { exact: true })).toBeVisible();
  },
};

export const ShortNamesRussian: Story = {
  args: { marketsNameType: 'short' },
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ф', { exact: true })).toBeVisible();
  },
};
