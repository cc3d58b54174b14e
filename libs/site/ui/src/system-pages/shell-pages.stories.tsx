import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteHarness } from '../site-harness';
import { InternalVpnPage } from './internal-vpn-page';
import { OldBrowserPage } from './old-browser-page';
import { PaymentResultPage } from './payment-result-page';
import { ServerErrorPage } from './server-error-page';

const meta = {
  title: 'Site/Shell pages',
  component: PaymentResultPage,
  args: { direction: 'deposit', result: 'success', signedIn: false },
  // The language and address come from a story's parameters (English at onpay/success by default).
  decorators: [
    (Story, { parameters }) => (
      <SiteHarness language={parameters['language'] ?? 'en'} path={parameters['path'] ?? '/en/onpay/success'}>
        <Story />
      </SiteHarness>
    ),
  ],
} satisfies Meta<typeof PaymentResultPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 01 §2 onpay/success for a guest: the home link only. */
export const DepositSuccessGuest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deposit successful' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en/');
    await expect(canvas.queryByRole('link', { name: 'Payment history' })).toBeNull();
  },
};

/** onpay/fail for a signed-in player: the payment history too. */
export const DepositFailSignedIn: Story = {
  args: { result: 'fail', signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deposit failed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Payment history' })).toHaveAttribute('href', '/en/historypay');
  },
};

/** onpay/pending. */
export const DepositPending: Story = {
  args: { result: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Deposit is being processed' }),
    ).toBeVisible();
  },
};

/** onpay/cancel. */
export const DepositCancel: Story = {
  args: { result: 'cancel' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Deposit cancelled' })).toBeVisible();
  },
};

/** onpay/withdraw/success, in Russian. */
export const WithdrawSuccessRussian: Story = {
  args: { direction: 'withdraw', result: 'success', signedIn: true },
  parameters: { language: 'ru', path: '/ru/onpay/withdraw/success' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Вывод выполнен' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'История платежей' })).toHaveAttribute('href', '/ru/historypay');
  },
};

/** onpay/withdraw/fail, pending and cancel share the frame; one more outcome for the texts. */
export const WithdrawPending: Story = {
  args: { direction: 'withdraw', result: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Withdrawal is being processed' }),
    ).toBeVisible();
  },
};

/** Spec 01 §2 oldbrowser: the supported browsers as a list. */
export const OldBrowser: Story = {
  render: () => <OldBrowserPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your browser is out of date' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Supported browsers' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(list).getByText('Google Chrome 109 or later')).toBeVisible();
  },
};

const reload = fn();

/** Spec 01 §2 the 500 error page: the reload button, by keyboard. */
export const ServerError: Story = {
  render: () => <ServerErrorPage onReload={reload} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload the page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(reload).toHaveBeenCalledTimes(1);
  },
};

/** Spec 01 §2 internal-vpn. */
export const InternalVpn: Story = {
  render: () => <InternalVpnPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Internal network only' })).toBeVisible();
  },
};
