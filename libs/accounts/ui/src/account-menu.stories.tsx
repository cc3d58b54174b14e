import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { officeMenuRoutes } from '@bet/accounts';
import { routePath } from '@bet/routing';
import { ON_CHROME, withFrame, withI18n } from '@bet/ui/testing';
import { AccountMenu } from './account-menu';

const itemsFor = (banLevel: number, banVersion = 1) =>
  officeMenuRoutes({ banLevel, banVersion }).map((route) => ({
    id: route.id,
    href: routePath(route.id, { language: 'en' }),
  }));

const meta = {
  title: 'Accounts/AccountMenu',
  component: AccountMenu,
  decorators: [
    withI18n(),
    withFrame(ON_CHROME),
    (Story) => <RouterProvider router={createMemoryRouter([{ path: '*', element: <Story /> }])} />,
  ],
  args: { items: itemsFor(0) },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'My account' }));
  return within(canvas.getByRole('navigation', { name: 'My account' }));
};

export const Player: Story = {
  play: async ({ canvasElement }) => {
    const nav = await openMenu(canvasElement);
    await expect(nav.getByRole('link', { name: 'Deposit' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Withdraw' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Payment history' })).toBeVisible();
  },
};

export const BannedWithWithdrawal: Story = {
  args: { items: itemsFor(53, 1) },
  play: async ({ canvasElement }) => {
    const nav = await openMenu(canvasElement);
    await expect(nav.getByRole('link', { name: 'Withdraw' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Deposit' })).toBeNull();
    await expect(nav.getByRole('link', { name: 'Block appeals' })).toBeVisible();
  },
};

export const Banned: Story = {
  args: { items: itemsFor(10, 1) },
  play: async ({ canvasElement }) => {
    const nav = await openMenu(canvasElement);
    await expect(nav.queryByRole('link', { name: 'Withdraw' })).toBeNull();
    await expect(nav.getByRole('link', { name: 'Bet history' })).toBeVisible();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Личный кабинет' }));
    await expect(canvas.getByRole('link', { name: 'Пополнить счёт' })).toBeVisible();
  },
};
