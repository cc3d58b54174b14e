import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

export const Loading: Story = {
  args: { requests: { ...initialRequestsState, status: 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading requests' })).toBeTruthy();
  },
};

export const Empty: Story = {
  args: { requests: { ...initialRequestsState, status: 'loaded' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have no payment requests.')).toBeTruthy();
  },
};

export const Failed: Story = {
  args: { requests: { ...initialRequestsState, status: 'failed' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The requests could not load.')).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A long answer of the support (with a long unbroken reference) wraps inside its request. */
export const LongTexts: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    requests: {
      ...loaded,
      requests: [
        paymentRequestFixture({
          requestId: '98765432101234',
          status: 'answered',
          answer:
            'The deposit was returned by the payment system; reference PAYMENT-GATEWAY-0123456789ABCDEF0123456789ABCDEF. ' +
            'Please repeat the payment or choose another method.',
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const request = within(canvasElement).getByRole('article', { name: 'Request № 98765432101234' });
    await expect(request).toHaveTextContent('PAYMENT-GATEWAY');
    await expect(request.scrollWidth).toBeLessThanOrEqual(request.clientWidth);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { language: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Обращение № 302' })).toBeTruthy();
  },
};
