import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CYRILLIC, shownText, withFrame, withI18n } from '@bet/ui/testing';
import { LinkResultView } from './link-result-view';

const meta = {
  title: 'Session/LinkResultView',
  component: LinkResultView,
  decorators: [withI18n(), withFrame({ maxWidth: 560 })],
  args: {
    title: 'E-mail confirmation',
    status: 'done',
    pendingLabel: 'Confirming your e-mail',
    message: { tone: 'success', text: 'Your e-mail is confirmed. Thank you!' },
    detail: null,
    retryLabel: 'Try again',
    onRetry: fn(),
    actions: <a href="#home">Go to the home page</a>,
  },
} satisfies Meta<typeof LinkResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'E-mail confirmation' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Your e-mail is confirmed');
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  },
};

export const Pending: Story = {
  args: { status: 'pending', message: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Confirming your e-mail');
  },
};

export const Expired: Story = {
  args: {
    message: {
      tone: 'warning',
      text: 'This confirmation link has expired: it works for 24 hours. Ask for a new one on the security page.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('has expired');
  },
};

export const AlreadyUsed: Story = {
  args: { message: { tone: 'warning', text: 'This confirmation link has already been used.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('already been used');
  },
};

export const Failed: Story = {
  args: {
    status: 'failed',
    message: { tone: 'error', text: 'Your e-mail could not be confirmed just now.' },
    detail: 'The server is not answering. Try again.',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be confirmed');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    title: 'Newsletter',
    message: {
      tone: 'success',
      text: 'Done: you will receive no more newsletters. '.repeat(6),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('no more newsletters');
  },
};

export const Russian: Story = {
  args: {
    title: 'Рассылка',
    message: { tone: 'success', text: 'Готово: рассылка больше не будет приходить.' },
    actions: <a href="#home">На главную</a>,
  },
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement)).toMatch(CYRILLIC);
  },
};
