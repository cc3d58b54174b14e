import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialRequestsState } from '@bet/payments';
import { paymentFixture, paymentRequestFixture, topicsFixture } from '@bet/payments/testing';
import { CYRILLIC, shownText, withI18n } from '@bet/ui/testing';
import { CreateRequestView } from './create-request-view';
import { withRouter } from './testing/with-router';

const loaded = {
  ...initialRequestsState,
  status: 'loaded' as const,
  topics: topicsFixture(),
  transactions: [paymentFixture(), paymentFixture({ paymentId: '5000', amount: 20_000 })],
};
const chosen = { topicId: 'deposit', subTopicId: 'not_credited', transactionId: '5001' };

const meta = {
  title: 'Payments/CreateRequestView',
  component: CreateRequestView,
  decorators: [withI18n(), withRouter],
  args: {
    language: 'en',
    requests: loaded,
    choice: chosen,
    onChoose: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CreateRequestView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('What happened'), 'Not credited yet');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the request' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      topicId: 'deposit',
      subTopicId: 'not_credited',
      paymentId: '5001',
      message: 'Not credited yet',
    });
  },
};

export const NothingChosen: Story = {
  args: { choice: { topicId: null, subTopicId: null, transactionId: null } },
  play: async ({ args, canvasElement }) => {
    await userEvent.selectOptions(within(canvasElement).getByLabelText('Topic'), 'withdrawal');
    await expect(args.onChoose).toHaveBeenCalledWith({ topicId: 'withdrawal', subTopicId: null, transactionId: null });
  },
};

export const MessageMissing: Story = {
  args: {
    requests: { ...loaded, create: { status: 'failed', problem: { code: 'message_required' }, created: null } },
  },
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByLabelText('What happened');
    await expect(message).toHaveAccessibleDescription('Write what happened.');
    await expect(message).toHaveFocus();
  },
};

export const TransactionMissing: Story = {
  args: {
    choice: { ...chosen, transactionId: null },
    requests: { ...loaded, create: { status: 'failed', problem: { code: 'transaction_required' }, created: null } },
  },
};

export const Sending: Story = {
  args: { requests: { ...loaded, create: { status: 'pending', problem: null, created: null } } },
};

export const Refused: Story = {
  args: {
    requests: { ...loaded, create: { status: 'failed', problem: { code: 'network' }, created: null } },
  },
};

export const Created: Story = {
  args: {
    requests: {
      ...loaded,
      create: { status: 'created', problem: null, created: paymentRequestFixture({ requestId: '303' }) },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/Request № 303 is sent/);
  },
};

export const Loading: Story = { args: { requests: { ...initialRequestsState, status: 'pending' } } };

export const Failed: Story = { args: { requests: { ...initialRequestsState, status: 'failed' } } };

/** Russian (ru locale): the component's own texts, seen and heard, are the Russian ones. */
export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { language: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement)).toMatch(CYRILLIC);
  },
};
