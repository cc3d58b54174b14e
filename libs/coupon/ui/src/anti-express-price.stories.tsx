import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { AntiExpressPrice } from './anti-express-price';

const meta = {
  title: 'Coupon/AntiExpressPrice',
  component: AntiExpressPrice,
  decorators: [withI18n()],
  args: { coefText: '1.313', isServerPrice: true },
} satisfies Meta<typeof AntiExpressPrice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerPrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('An anti-express wins if at least one of its bets loses.')).toBeVisible();
    await expect(canvas.getByText("The bookmaker's coefficient: 1.313")).toBeVisible();
  },
};

/** While the server's figure is on its way, the fair price is shown as a preview. */
export const Loading: Story = {
  args: { coefText: '1.333', isServerPrice: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Fair-price preview 1\.333/)).toBeVisible();
  },
};

/** No figure at all (the coefficients give none): only the rule is said. */
export const Empty: Story = {
  args: { coefText: '', isServerPrice: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/coefficient/)).toBeNull();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Коэффициент букмекера: 1.313')).toBeVisible();
  },
};
