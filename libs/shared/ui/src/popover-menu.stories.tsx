import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PopoverMenu } from './popover-menu';
import type { PopoverMenuItem } from './popover-menu';
import { withI18n } from './testing/i18n-harness';
import { ON_CHROME, withFrame } from './testing/story-frame';

const signOut = fn();
const print = fn();

/** Story links go nowhere: the page under test must stay. */
const hrefOf = (path: string) => `#${path}`;

const accountItems: PopoverMenuItem[] = [
  { id: 'history', label: 'Bet history', href: hrefOf('/en/office/history') },
  { id: 'payments', label: 'Payments', href: hrefOf('/en/office/payments') },
  { id: 'print', label: 'Print the coupon', onSelect: print },
  { id: 'promo', label: 'Promo codes', disabled: true },
  { id: 'out', label: 'Sign out', onSelect: signOut },
];

const meta = {
  title: 'Shared UI/Popover menu',
  component: PopoverMenu,
  tags: ['autodocs'],
  decorators: [withI18n('en'), withFrame({ minHeight: 320 })],
  args: { label: 'My account', items: accountItems, align: 'start', variant: 'secondary', size: 'md' },
  argTypes: {
    label: { control: 'text' },
    align: { control: 'inline-radio', options: ['start', 'end'] },
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    renderLink: { control: false },
  },
} satisfies Meta<typeof PopoverMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole keyboard round trip of the WAI-ARIA menu button. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'My account' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = canvas.getByRole('menu', { name: 'My account' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getByRole('menuitem', { name: 'Bet history' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Bet history' })).toHaveFocus();
    await userEvent.keyboard('p');
    await expect(within(menu).getByRole('menuitem', { name: 'Payments' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

/** An action item runs and the menu closes with focus back on the button. */
export const Action: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    signOut.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'My account' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Sign out' }));
    await expect(signOut).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'My account' })).toHaveFocus();
  },
};

/** Link items are real links: an address of their own. */
export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'My account' }));
    await expect(canvas.getByRole('menuitem', { name: 'Payments' })).toHaveAttribute('href', '#/en/office/payments');
    await expect(canvas.getByRole('menuitem', { name: 'Promo codes' })).toHaveAttribute('aria-disabled', 'true');
    // A press outside closes it.
    await userEvent.click(canvasElement);
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** Lined up with the end of a button at the right of the dark header. */
export const OnChromeAlignedEnd: Story = {
  decorators: [withFrame({ ...ON_CHROME, display: 'flex', justifyContent: 'flex-end' })],
  args: { align: 'end', variant: 'ghost' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'My account' });
    await userEvent.click(button);
    const menu = canvas.getByRole('menu');
    await expect(Math.round(menu.getBoundingClientRect().right)).toBe(Math.round(button.getBoundingClientRect().right));
  },
};

/** Long labels wrap; a long list scrolls inside the menu. */
export const LongTexts: Story = {
  args: {
    label: 'Settings of the odds format and of the betting coupon',
    items: Array.from({ length: 30 }, (_, index) => ({
      id: `item-${index}`,
      label:
        index === 0
          ? 'Accept any change of the odds without asking me again, both up and down, for single and accumulator bets'
          : `Setting number ${index + 1}`,
      onSelect: fn(),
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Settings of the odds format/ }));
    const menu = canvas.getByRole('menu');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitem', { name: 'Setting number 30' })).toHaveFocus();
    await expect(menu.scrollHeight).toBeGreaterThanOrEqual(menu.clientHeight);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: {
    label: 'Мой счёт',
    items: [
      { id: 'history', label: 'История ставок', href: hrefOf('/ru/office/history') },
      { id: 'payments', label: 'Платежи', href: hrefOf('/ru/office/payments') },
      { id: 'out', label: 'Выйти', onSelect: fn() },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Мой счёт' }));
    await userEvent.keyboard('в');
    await expect(canvas.getByRole('menuitem', { name: 'Выйти' })).toHaveFocus();
  },
};
