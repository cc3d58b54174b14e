import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { FaceIdPanel } from './face-id-panel';

const meta = {
  title: 'Verification/FaceIdPanel',
  component: FaceIdPanel,
  decorators: [withI18n()],
  args: { phase: 'idle', result: null, problem: null, onStart: fn() },
} satisfies Meta<typeof FaceIdPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start identification' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const Active: Story = {
  args: { phase: 'active' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: /Identification in progress/ })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Success: Story = {
  args: { phase: 'finished', result: 'VERIFICATION_SUCCESSFUL' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your identity is confirmed.');
  },
};

export const Denied: Story = {
  args: { phase: 'finished', result: 'VERIFICATION_DENIED' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not be confirmed');
  },
};

/** Spec 02 §8: 500 service error, retry (a warning). */
export const ServiceError: Story = {
  args: { phase: 'failed', problem: 'service' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('not available');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

/** Spec 02 §8: 403 incorrect photo, retake (an error). */
export const IncorrectPhoto: Story = {
  args: { phase: 'failed', problem: 'photo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Retake it');
    await expect(canvas.getByRole('button', { name: 'Retake the photo' })).toBeVisible();
  },
};

/** Spec 02 §8: 429 out of attempts (a warning); nothing more to press. */
export const OutOfAttempts: Story = {
  args: { phase: 'failed', problem: 'attempts' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('no identification attempts left');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Timeout: Story = {
  args: { phase: 'failed', problem: 'timeout' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('took too long');
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Начать идентификацию' })).toBeVisible();
  },
};
