import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { initialRequestsState } from '@bet/payments';
import { paymentRequestFixture, topicsFixture } from '@bet/payments/testing';
import { withI18n } from '@bet/ui/testing';
import { PaymentRequestsView } from './payment-requests-view';
import { withRouter } from './testing/with-router';

const loaded = {
  ...initialRequestsState,
  status: 'loaded' as const,
  topics: topicsFixture(),
  requests: [
    paymentRequestFixture({ requestId: '302', status: 'answered', answer: 'The deposit is credited now.' }),
    paymentRequestFixture({ topicId: 'deposit', subTopicId: 'method_question', paymentId: null }),
  ],
};

const meta = {
  title: 'Payments/PaymentRequestsView',
  component: PaymentRequestsView,
  decorators: [withI18n(), withRouter],
  args: { language: 'en', requests: loaded, onRetry: fn() },
} satisfies Meta<typeof PaymentRequestsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Request № 302' })).toHaveTextContent(/credited now/);
    await expect(canvas.getByRole('link', { name: 'New request' })).toHaveAttribute(
      'href',
      '/en/payment/create-request',
    );
  },
};

export const OneNamed: Story = {
  args: { requestId: '301' },
  play: async ({ canvasElement }) => {
    const named = within(canvasElement).getByRole('article', { name: 'Request № 301' });
    await expect(named).toHaveFocus();
    await expect(named).toHaveAttribute('aria-current', 'true');
  },
};

export const Loading: Story = { args: { requests: { ...initialRequestsState, status: 'pending' } } };

export const Empty: Story = { args: { requests: { ...initialRequestsState, status: 'loaded' } } };

export const Failed: Story = { args: { requests: { ...initialRequestsState, status: 'failed' } } };
