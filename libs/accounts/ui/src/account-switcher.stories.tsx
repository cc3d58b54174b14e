import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountFixture, additionalAccountFixture } from '@bet/accounts/testing';
import { ON_CHROME, withFrame, withI18n } from '@bet/ui/testing';
import { AccountSwitcher } from './account-switcher';

const rub = accountFixture({ money: 150_050 });
const usd = additionalAccountFixture({ money: 2500 });
const bonus = accountFixture({ id: 5000009, type: 4, label: 'Bonus', money: 20_000, isActive: true });
const eur = { id: 3, iso: 'EUR', symbol: '€' };

const meta = {
  title: 'Accounts/AccountSwitcher',
  component: AccountSwitcher,
  decorators: [withI18n(), withFrame(ON_CHROME)],
  args: {
    accounts: [rub, usd],
    activeId: rub.id,
    language: 'en',
    addableCurrencies: [eur],
    selectedAddCurrency: eur.id,
    onOpen: fn(),
    onChoose: fn(),
    onSelectAddCurrency: fn(),
    onAdd: fn(),
    onRemove: fn(),
    onDismissMessage: fn(),
  },
} satisfies Meta<typeof AccountSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const openIt = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /Balance and accounts/ }));
  return canvas;
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Balance and accounts/ })).toHaveTextContent(
      '1,500.50',
    );
  },
};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await openIt(canvasElement);
    await expect(
      within(canvas.getByRole('listbox', { name: 'Accounts' })).getByRole('option', { selected: true }),
    ).toHaveAccessibleName(/RUB main account/);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith(usd.id);
  },
};

export const UsdActive: Story = {
  args: { activeId: usd.id },
  play: async ({ canvasElement }) => {
    const canvas = await openIt(canvasElement);
    await expect(
      within(canvas.getByRole('listbox', { name: 'Accounts' })).getByRole('option', { selected: true }),
    ).toHaveAccessibleName(/USD additional account/);
  },
};

/** The first-deposit bonus on its bonus account, made active to stake it (spec 01 §5). */
export const BonusActive: Story = {
  args: { accounts: [rub, bonus, usd], activeId: bonus.id },
  play: async ({ canvasElement }) => {
    const canvas = await openIt(canvasElement);
    await expect(
      within(canvas.getByRole('listbox', { name: 'Accounts' })).getByRole('option', { selected: true }),
    ).toHaveAccessibleName(/RUB bonus account/);
  },
};

/** Signed in, the accounts not read yet: the button says the balance is coming. */
export const Loading: Story = {
  args: { accounts: [], activeId: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Balance and accounts/ })).toHaveTextContent(
      'Balance…',
    );
  },
};

export const HiddenBalance: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Balance hidden/ })).toBeVisible();
  },
};

export const Adding: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = await openIt(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add currency' })).toBeDisabled();
  },
};

export const LoadingCurrencies: Story = {
  args: { addableCurrencies: [], addableStatus: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = await openIt(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the currencies');
  },
};

export const CurrenciesFailed: Story = {
  args: { addableCurrencies: [], addableStatus: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = await openIt(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not load');
  },
};

export const NothingToAdd: Story = {
  args: { addableCurrencies: [], selectedAddCurrency: null },
  play: async ({ canvasElement }) => {
    const canvas = await openIt(canvasElement);
    await expect(canvas.getByText(/every currency offered/)).toBeVisible();
  },
};

export const Refused: Story = {
  args: { message: { tone: 'error', text: 'The USD account still holds money: withdraw or spend it first' } },
  play: async ({ canvasElement, args }) => {
    const canvas = await openIt(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('still holds money');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onDismissMessage).toHaveBeenCalled();
  },
};

export const Added: Story = {
  args: { message: { tone: 'success', text: 'The EUR account is open' } },
  play: async ({ canvasElement }) => {
    const canvas = await openIt(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('The EUR account is open');
  },
};

export const Russian: Story = {
  args: { language: 'ru' },
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(/1\s500,50/);
  },
};

const rich = accountFixture({ money: 9_999_999_999, label: 'Main account of the player with a very long label' });

/** An 8-digit balance and a long account label: the header button and the open list keep their boxes. */
export const LongTexts: Story = {
  args: { accounts: [rich, usd], activeId: rich.id },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Balance and accounts/ });
    await expect(button).toHaveTextContent('99,999,999.99');
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    const canvas = await openIt(canvasElement);
    for (const option of canvas.getAllByRole('option')) {
      await expect(option.scrollWidth).toBeLessThanOrEqual(option.clientWidth);
    }
  },
};
