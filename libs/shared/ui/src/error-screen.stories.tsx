import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorScreen } from './error-screen';

const onRetry = fn();

const meta = {
  title: 'Shared UI/ErrorScreen',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'The site could not start',
    message: 'Check your connection and try again. Your coupon is kept.',
  },
  beforeEach: () => {
    onRetry.mockClear();
  },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: { action: { label: 'Try again', onClick: onRetry } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert', { name: 'The site could not start' });
    await expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent('The site could not start');
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(onRetry).toHaveBeenCalledTimes(1);
    // Keyboard too.
    await userEvent.keyboard('{Enter}');
    await expect(onRetry).toHaveBeenCalledTimes(2);
  },
};

export const WithoutAction: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert', { name: 'The site could not start' });
    await expect(within(alert).getByText(/Check your connection/)).toBeVisible();
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

export const RetryInProgress: Story = {
  args: { action: { label: 'Try again', onClick: onRetry, busy: true } },
  play: async ({ canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(onRetry).not.toHaveBeenCalled();
  },
};

export const Translated: Story = {
  args: {
    title: 'Сайт временно недоступен',
    message: 'Проверьте подключение и попробуйте ещё раз.',
    action: { label: 'Повторить', onClick: onRetry },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert', { name: 'Сайт временно недоступен' });
    await expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeEnabled();
  },
};
